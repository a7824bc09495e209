import { useTranslation } from 'react-i18next';
import type { DraftPromptView } from '@machines/funnel';
import { SheetCard } from '@src/components/sheet-card/sheet-card.view';

/**
 * "Continue your project": an onboarding left on an earlier visit, offered in the floating sheet at
 * the bottom instead of a modal on every page. Like the sales cards, it never takes the focus.
 */
export function DraftPrompt({ view }: { view: DraftPromptView }) {
  const { t } = useTranslation();
  if (!view.isOpen) return null;
  return (
    <SheetCard
      titleId="draft-prompt-title"
      title={t('onboarding.draftPrompt.title')}
      body={t('onboarding.draftPrompt.body', { step: view.stepNumber, count: view.stepCount })}
      acceptLabel={t('onboarding.draftPrompt.continue')}
      onAccept={view.onContinue}
      dismissLabel={t('onboarding.draftPrompt.dismiss')}
      onDismiss={view.onDismiss}
    />
  );
}
