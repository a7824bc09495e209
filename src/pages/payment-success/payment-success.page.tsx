import { Container, Section } from '@radix-ui/themes';
import { PaymentSuccessScreen } from '@src/features/payment-success/payment-success-screen';

/**
 * `/payment-success?package=…&amount=…` (spec part 2 §2, decision 13). Its head is the screen's:
 * the title says what the address turned out to hold, a payment or none.
 */
export default function PaymentSuccessPage() {
  return (
    <Section size="2" px="4">
      <Container size="2">
        <PaymentSuccessScreen />
      </Container>
    </Section>
  );
}
