import { X } from 'lucide-react';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DraftPromptView } from '../../../machines/funnel';

/**
 * "Continue your project": an onboarding left on an earlier visit, offered in the floating corner
 * instead of a modal on every page. Like the sales cards, it never takes the focus.
 */
export function DraftPrompt({ view }: { view: DraftPromptView }) {
  const { t } = useTranslation();
  if (!view.isOpen) return null;
  return (
    <Card size="2" variant="classic" className="sales-popups__card" asChild>
      <aside aria-labelledby="draft-prompt-title">
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2">
            <Heading as="h2" size="3" id="draft-prompt-title">
              {t('onboarding.draftPrompt.title')}
            </Heading>
            <IconButton
              variant="ghost"
              color="gray"
              size="1"
              aria-label={t('onboarding.draftPrompt.dismiss')}
              onClick={view.onDismiss}
            >
              <X size={16} aria-hidden />
            </IconButton>
          </Flex>
          <Text as="p" size="2" color="gray">
            {t('onboarding.draftPrompt.body', { step: view.stepNumber, count: view.stepCount })}
          </Text>
          <Button size="2" onClick={view.onContinue}>
            {t('onboarding.draftPrompt.continue')}
          </Button>
        </Flex>
      </aside>
    </Card>
  );
}
