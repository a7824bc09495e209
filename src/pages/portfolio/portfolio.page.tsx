import { Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '@src/api/route-query';
import { PageHead } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import { BackHomeButton } from '@src/features/portfolio/back-home-button.view';
import { InstantQuoteDialog } from '@src/features/portfolio/instant-quote-dialog.view';
import { PortfolioGrid, type PortfolioState } from '@src/features/portfolio/portfolio-grid.view';
import { useInstantQuote } from '@src/features/portfolio/use-instant-quote';

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
      <PageTrail title={t('pages.portfolio.title')} />
      <Section size="2" px="4">
        <Container size="4">
          <Flex direction="column" gap="4" align="start" mb="7">
            <BackHomeButton />
            <Heading as="h1" size={{ initial: '7', md: '8' }}>
              {t('pages.portfolio.title')}
            </Heading>
            <Text as="p" size="4" color="gray">
              {t('portfolio.intro')}
            </Text>
            <InstantQuoteDialog view={quote} />
          </Flex>
          <PortfolioGrid state={state} />
        </Container>
      </Section>
    </>
  );
}
