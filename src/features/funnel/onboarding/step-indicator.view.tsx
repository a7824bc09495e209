import { Check } from 'lucide-react';
import { Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type OnboardingView } from '@machines/onboarding';
import './step-indicator.css';

/**
 * Account, Package, Payment, Domain, Details: where the visitor is, what is done. The current
 * step is `aria-current="step"`; a done step says so to a screen reader.
 */
export function StepIndicator({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const name = view.step ? t(`onboarding.steps.${view.step}`) : '';
  return (
    <>
      <ol className="step-indicator" aria-label={t('onboarding.progress')}>
        {ONBOARDING_STEPS.map((step, index) => {
          const number = index + 1;
          const status =
            number < view.stepNumber ? 'done' : number === view.stepNumber ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className="step-indicator__step"
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="step-indicator__marker" aria-hidden>
                {status === 'done' ? <Check size={16} strokeWidth={3} /> : number}
              </span>
              <span className="step-indicator__label">
                {t(`onboarding.steps.${step}`)}
                {status === 'done' && <VisuallyHidden> ({t('onboarding.stepDone')})</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
      <Text as="p" size="2" color="gray" mt="3" aria-hidden className="step-indicator__caption">
        {t('onboarding.stepOf', { current: view.stepNumber, total: view.stepCount, name })}
      </Text>
    </>
  );
}
