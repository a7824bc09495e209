/**
 * Every project (spec part 1 §2), the nearest delivery deadline first so overdue work leads, with
 * the client's email, status, amounts, website, the delivery tracker and the status moves.
 */
import { AlarmClock } from 'lucide-react';
import { Callout, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '@src/api/route-query';
import { byNearestDeadline, deliveryProgress, useNow } from '@src/components/delivery-tracker';
import type { Project } from '@contract/entities';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { ProjectRow } from './project-row.view';
import { useProjectStatus } from './use-project-status';

/** How many are past their deadline now: said once above the list. */
function OverdueNotice({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Callout.Root color="red" size="1">
      <Callout.Icon>
        <AlarmClock size={16} />
      </Callout.Icon>
      <Callout.Text>{t('admin.projects.overdue', { count })}</Callout.Text>
    </Callout.Root>
  );
}

function ProjectList({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation();
  const status = useProjectStatus();
  const now = useNow();
  if (projects.length === 0) return <ListEmpty>{t('admin.projects.empty')}</ListEmpty>;
  const sorted = byNearestDeadline(projects);
  const overdue = sorted.filter((project) => deliveryProgress(project, now).state === 'overdue').length;
  return (
    <Flex direction="column" gap="3">
      <OverdueNotice count={overdue} />
      <Flex asChild direction="column" gap="3" m="0" p="0">
        <ul aria-label={t('admin.projects.listLabel')}>
          {sorted.map((project) => (
            <ProjectRow key={project.id} project={project} moving={status.moving} onMove={status.move} />
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}

export function ProjectsTab() {
  const { t } = useTranslation();
  return (
    <QueryView
      query={useQuery(routeQuery('adminProjects'))}
      loading={t('admin.projects.loading')}
      failed={t('admin.projects.failed')}
    >
      {(projects) => <ProjectList projects={projects} />}
    </QueryView>
  );
}
