import { X } from 'lucide-react';
import { Box, Dialog, Flex, IconButton, Separator } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingView } from '@machines/onboarding';
import { AccountStep } from './account-step.view';
import { DetailsStep } from './details-step.view';
import { DomainStep } from './domain-step.view';
import { PackageStep } from './package-step.view';
import { PaymentStep } from './payment-step.view';
import { StepIndicator } from './step-indicator.view';
import { useReturnFocus } from '@src/lib/use-return-focus';

function CurrentStep({ view }: { view: OnboardingView }) {
  switch (view.step) {
    case 'account':
      return <AccountStep view={view} />;
    case 'package':
      return <PackageStep view={view} />;
    case 'payment':
      return <PaymentStep view={view} />;
    case 'domain':
      return <DomainStep view={view} />;
    case 'details':
      return <DetailsStep view={view} />;
    default:
      return null;
  }
}

/**
 * The five-step onboarding modal. Radix's dialog traps focus, locks the page's scroll, closes on
 * Escape (which resets the form, as the spec says) and gives focus back where it was.
 */
export function OnboardingDialog({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef(view.step);
  // A new step replaces the controls that had focus: focus moves to its heading, so a keyboard or
  // screen-reader user goes on from the top of the step (the first step gets the dialog's own focus).
  useEffect(() => {
    if (shownStep.current && view.step && shownStep.current !== view.step) {
      body.current?.querySelector<HTMLElement>('h3')?.focus();
    }
    shownStep.current = view.step;
  }, [view.step]);
  return (
    <Dialog.Root open={view.isOpen} onOpenChange={(open) => !open && view.onClose()}>
      <Dialog.Content maxWidth="680px" size={{ initial: '2', sm: '4' }} {...returnFocus}>
        <Flex justify="between" align="start" gap="3">
          <Flex direction="column" gap="1">
            <Dialog.Title size={{ initial: '5', sm: '6' }} mb="0">
              {t('onboarding.title')}
            </Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {t('onboarding.description')}
            </Dialog.Description>
          </Flex>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" size="2" aria-label={t('onboarding.close')}>
              <X size={20} aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Box mt="5">
          <StepIndicator view={view} />
        </Box>
        <Separator size="4" my="4" />
        <div ref={body}>
          <CurrentStep view={view} />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
