import { Flex, Grid } from '@radix-ui/themes';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortfolioProject } from '@contract';
import { EmptyState, LoadFailed, LoadingState } from '@src/components/content-states/content-states';
import { PortfolioCard } from '@src/components/content/portfolio/portfolio-card.view';
import { PortfolioChips } from './portfolio-chips.view';
import { categoryCounts } from '@src/components/content/portfolio/portfolio-summary';

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
      return <LoadingState label={t('portfolio.loading')} />;
    case 'error':
      return (
        <LoadFailed
          title={t('portfolio.loadError.title')}
          description={t('portfolio.loadError.description')}
          retryLabel={t('portfolio.loadError.retry')}
          onRetry={state.onRetry}
        />
      );
    case 'ready':
      if (state.projects.length === 0) {
        return (
          <EmptyState
            icon={<FolderOpen size={40} aria-hidden />}
            title={t('portfolio.empty.title')}
            description={t('portfolio.empty.description')}
          />
        );
      }
      return (
        <Flex direction="column" gap="5">
          <PortfolioChips counts={categoryCounts(state.projects)} />
          <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="5">
            {state.projects.map((project, index) => (
              <PortfolioCard key={project.id} project={project} priority={index === 0} />
            ))}
          </Grid>
        </Flex>
      );
  }
}
