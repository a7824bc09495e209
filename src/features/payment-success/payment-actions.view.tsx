import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneButton } from '@src/components/phone-link/phone-button';

/**
 * The ways on at the foot of the payment-success page, paid or not: the card's own links, then the
 * phone. One under another on a phone, each as wide as the card; in a centred row from `xs` up.
 */
export function PaymentActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" direction={{ initial: 'column', xs: 'row' }} justify="center" wrap="wrap">
      {children}
      <PhoneButton label="payment_success" text={t('paymentSuccess.call')} variant="soft" />
    </Flex>
  );
}
