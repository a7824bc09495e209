import { Container, Grid, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { ClaimCreditAside } from '@src/features/credit-claim/claim-credit-aside.view';
import { ClaimCreditScreen } from '@src/features/credit-claim/claim-credit-screen';

/**
 * `/claim-credit?email=…&sig=…` (spec part 2 §2; decisions 16, 29): the claim, and beside it from
 * 1024 px (below it on narrower screens) how the credit works and what it pays for.
 */
export default function ClaimCreditPage() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <PageHead
        title={t('pages.claimCredit.title')}
        description={t('pages.claimCredit.description')}
        noIndex
      />
      <Container size={{ initial: '2', md: '4' }}>
        <Grid
          columns={{ initial: '1', md: 'minmax(0, 7fr) minmax(0, 5fr)' }}
          gap={{ initial: '6', md: '8' }}
          align="start"
        >
          <ClaimCreditScreen />
          <ClaimCreditAside />
        </Grid>
      </Container>
    </Section>
  );
}
