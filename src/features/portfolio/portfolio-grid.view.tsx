import { Button, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { FolderOpen, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortfolioProject } from '../../../contract';
import { PortfolioCard } from './portfolio-card.view';
import { PortfolioChips } from './portfolio-chips.view';
import { categoryCounts } from './portfolio-summary';

/** What the page shows of the projects once they are loaded. */
export type PortfolioState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; projects: readonly PortfolioProject[] };

/** The chips and the cards of every project, or the loading, empty or failed state. */
export function PortfolioGrid({ state }: { state: PortfolioState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return (
        <Flex justify="center" py="9" role="status" aria-label={t('portfolio.loading')}>
          <Spinner size="3" />
        </Flex>
      );
    case 'error':
      return (
        <Callout.Root color="red" role="alert" size="2">
          <Callout.Icon>
            <TriangleAlert size={16} />
          </Callout.Icon>
          <Flex direction="column" gap="2" align="start">
            <Text as="p" weight="bold">
              {t('portfolio.loadError.title')}
            </Text>
            <Callout.Text>{t('portfolio.loadError.description')}</Callout.Text>
            <Button variant="soft" color="red" onClick={state.onRetry}>
              {t('portfolio.loadError.retry')}
            </Button>
          </Flex>
        </Callout.Root>
      );
    case 'ready':
      if (state.projects.length === 0) {
        return (
          <Card size="4">
            <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
              <FolderOpen size={40} aria-hidden />
              <Heading as="h2" size="6">
                {t('portfolio.empty.title')}
              </Heading>
              <Text color="gray">{t('portfolio.empty.description')}</Text>
            </Flex>
          </Card>
        );
      }
      return (
        <Flex direction="column" gap="5">
          <PortfolioChips counts={categoryCounts(state.projects)} />
          <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="5">
            {state.projects.map((project) => (
              <PortfolioCard key={project.id} project={project} />
            ))}
          </Grid>
        </Flex>
      );
  }
}
