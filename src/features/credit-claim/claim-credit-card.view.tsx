import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CreditClaimView } from '@machines/credit-claim';
import { ClaimForm } from './claim-form.view';
import { ClaimOutcomePanel } from './claim-outcome.view';

/** The claim-credit page: what the credit is, then the form, or the claim's outcome. */
export function ClaimCreditCard({ view }: { view: CreditClaimView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="3">
        <Heading as="h1" size={{ initial: '7', md: '8' }}>
          {t('pages.claimCredit.title')}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t('creditClaim.intro', { amount: view.creditOfferLabel })}
        </Text>
      </Flex>
      <Card size={{ initial: '2', sm: '3' }}>
        {view.outcome ? <ClaimOutcomePanel view={view} outcome={view.outcome} /> : <ClaimForm view={view} />}
      </Card>
      <Text as="p" size="2" color="gray">
        {t('creditClaim.terms', { amount: view.creditOfferLabel })}
      </Text>
    </Flex>
  );
}
