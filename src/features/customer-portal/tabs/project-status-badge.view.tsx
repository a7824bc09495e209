import { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@contract/entities';

const COLORS: Record<ProjectStatus, ComponentProps<typeof Badge>['color']> = {
  pending: 'amber',
  in_progress: 'indigo',
  paid_full: 'green',
  paid_deposit: 'amber',
  completed: 'green',
};

/** The status in upper case with spaces for underscores ("IN PROGRESS"), in the page's language. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="soft" size="2">
      {t(`portal.projects.status.${status}`)}
    </Badge>
  );
}
