import { Container, Flex, Section, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '../../api/route-query';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';
import { BackHomeButton } from '../../features/portfolio/back-home-button.view';
import { InstantQuoteDialog } from '../../features/portfolio/instant-quote-dialog.view';
import { PortfolioGrid, type PortfolioState } from '../../features/portfolio/portfolio-grid.view';
import { useInstantQuote } from '../../features/portfolio/use-instant-quote';

/** `/portfolio`: every project the agency delivered (spec part 2 §2, "Full portfolio page"). */
export default function PortfolioPage() {
  const { t } = useTranslation();
  const projects = useQuery(routeQuery('portfolioAll'));
  const quote = useInstantQuote();
  const state: PortfolioState = projects.isPending
    ? { status: 'loading' }
    : projects.isError
      ? { status: 'error', onRetry: () => void projects.refetch() }
      : { status: 'ready', projects: projects.data };
  return (
    <>
      <PageHead title={t('pages.portfolio.title')} description={t('pages.portfolio.description')} />
      <Section size="1" px="4" pb="0">
        <Container size="4">
          <BackHomeButton />
        </Container>
      </Section>
      <PageHeader title={t('pages.portfolio.title')}>
        <Flex direction="column" gap="4" align="start">
          <Text as="p" size="4" color="gray">
            {t('portfolio.intro')}
          </Text>
          <InstantQuoteDialog view={quote} />
        </Flex>
      </PageHeader>
      <Section size="1" px="4" pb="9">
        <Container size="4">
          <PortfolioGrid state={state} />
        </Container>
      </Section>
    </>
  );
}
