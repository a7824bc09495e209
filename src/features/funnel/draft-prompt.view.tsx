import { X } from 'lucide-react';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DraftPromptView } from '../../../machines/funnel';

/**
 * "Continue your project": an onboarding left on an earlier visit, offered in the floating sheet at
 * the bottom instead of a modal on every page. Like the sales cards, it never takes the focus.
 */
export function DraftPrompt({ view }: { view: DraftPromptView }) {
  const { t } = useTranslation();
  if (!view.isOpen) return null;
  return (
    <Card size="2" variant="classic" className="sales-popups__card" asChild>
      <aside aria-labelledby="draft-prompt-title">
        {/* Laid out as the sales cards in the same sheet (popup-card.view.tsx, funnel.css). */}
        <Flex direction={{ initial: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          <Flex direction="column" gap="1" flexGrow="1" className="sales-popups__card-title">
            <Heading as="h2" size="3" id="draft-prompt-title">
              {t('onboarding.draftPrompt.title')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('onboarding.draftPrompt.body', { step: view.stepNumber, count: view.stepCount })}
            </Text>
          </Flex>
          <Button size="2" onClick={view.onContinue}>
            {t('onboarding.draftPrompt.continue')}
          </Button>
          <IconButton
            variant="ghost"
            color="gray"
            size="1"
            className="sales-popups__dismiss"
            aria-label={t('onboarding.draftPrompt.dismiss')}
            onClick={view.onDismiss}
          >
            <X size={16} aria-hidden />
          </IconButton>
        </Flex>
      </aside>
    </Card>
  );
}
