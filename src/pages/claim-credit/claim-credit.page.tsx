import { Container, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { ClaimCreditScreen } from '@src/features/credit-claim/claim-credit-screen';

/** `/claim-credit?email=…&sig=…` (spec part 2 §2; decisions 16, 29). */
export default function ClaimCreditPage() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <PageHead
        title={t('pages.claimCredit.title')}
        description={t('pages.claimCredit.description')}
        noIndex
      />
      <Container size="2">
        <ClaimCreditScreen />
      </Container>
    </Section>
  );
}
