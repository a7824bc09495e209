import { House, Package, SearchX } from 'lucide-react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import { PaymentActions } from './payment-actions.view';

/** Where a visitor without a payment goes on: the packages (spec part 2 §1, the pricing section). */
const PRICING_PATH = '/#pricing';

/**
 * The payment-success page opened without a payment (no amount, no provider session): it says so
 * plainly, rather than "Paid $0", and offers the packages, the home page and the phone.
 */
export function NoPaymentCard() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" align="center" gap="4" className="site-centred">
        <Text color="gray" asChild>
          <SearchX size={56} aria-hidden />
        </Text>
        <Heading as="h1" size={{ initial: '7', md: '8' }}>
          {t('paymentSuccess.none.title')}
        </Heading>
        <Text as="p" size="4" color="gray" align="center">
          {t('paymentSuccess.none.text')}
        </Text>
        <PaymentActions>
          <Button asChild size="3">
            <Link to={localize(PRICING_PATH)}>
              <Package size={16} aria-hidden />
              {t('paymentSuccess.none.seePackages')}
            </Link>
          </Button>
          <Button asChild size="3" variant="soft">
            <Link to={localize('/')}>
              <House size={16} aria-hidden />
              {t('paymentSuccess.backHome')}
            </Link>
          </Button>
        </PaymentActions>
      </Flex>
    </Card>
  );
}
