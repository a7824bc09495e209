import { FolderKanban } from 'lucide-react';
import { Button, Grid } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '@src/api/route-query';
import { ProjectCard } from './project-card.view';
import { CardsSkeleton, EmptyState, LoadFailed } from './tab-states.view';
import { usePackagePurchase } from './use-package-purchase';

/** The customer's projects: cards, a skeleton while they load, an empty state (spec part 1 §2). */
export function ProjectsTab({ onBuyWebsite }: { onBuyWebsite: () => void }) {
  const { t } = useTranslation();
  const projects = useQuery(routeQuery('customerProjects'));
  const purchase = usePackagePurchase();
  if (projects.isPending) return <CardsSkeleton label={t('portal.projects.loading')} />;
  if (projects.isError) {
    return (
      <LoadFailed
        title={t('portal.projects.failed')}
        error={projects.error}
        onRetry={() => void projects.refetch()}
      />
    );
  }
  if (projects.data.length === 0) {
    return (
      <EmptyState
        icon={<FolderKanban size={32} color="var(--gray-9)" aria-hidden />}
        title={t('portal.projects.empty.title')}
        description={t('portal.projects.empty.description')}
        action={<Button onClick={onBuyWebsite}>{t('portal.projects.empty.action')}</Button>}
      />
    );
  }
  return (
    // Each card as tall as its own content: a pending project's short card no longer stretches to its neighbour's height.
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      {projects.data.map((project) => (
        <ProjectCard key={project.id} project={project} purchase={purchase} />
      ))}
    </Grid>
  );
}
