/**
 * One project of the admin's list: who and what, the status badge, the amounts, the website, the
 * delivery tracker, and the moves to in progress or completed.
 */
import { CheckCircle2, ExternalLink, Hammer } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  Spinner,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatCents } from '@contract/catalogue';
import type { AdminProjectStatus } from '@contract/api/admin';
import type { Project, ProjectStatus } from '@contract/entities';
import { DeliveryTracker } from '@src/components/delivery-tracker';

const STATUS_COLORS: Record<ProjectStatus, ComponentProps<typeof Badge>['color']> = {
  pending: 'amber',
  paid_deposit: 'amber',
  paid_full: 'green',
  in_progress: 'indigo',
  completed: 'green',
};

/** The status in upper case with spaces for underscores (spec part 1 §4), translated. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="soft" size="2">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}

const MOVES: { status: AdminProjectStatus; icon: typeof Hammer }[] = [
  { status: 'in_progress', icon: Hammer },
  { status: 'completed', icon: CheckCircle2 },
];

export interface ProjectRowProps {
  project: Project;
  /** The move under way, if any (every move waits for it). */
  moving?: { params: { id: string }; body: { status: AdminProjectStatus } };
  onMove: (project: Project, status: AdminProjectStatus) => void;
}

export function ProjectRow({ project, moving, onMove }: ProjectRowProps) {
  const { t } = useTranslation();
  const titleId = `admin-project-${project.id}`;
  return (
    <Card size="2" asChild>
      <li aria-labelledby={titleId}>
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4">
          <Flex direction="column" gap="2" minWidth="0">
            <Flex justify="between" align="start" gap="2" wrap="wrap">
              <Flex direction="column" minWidth="0">
                <Heading as="h4" size="3" id={titleId} className="admin-text-wrap" dir="auto">
                  {project.companyName}
                </Heading>
                <Text size="2" color="gray" className="admin-text-wrap">
                  <bdi>{project.clientName}</bdi> · <bdi>{project.clientEmail}</bdi>
                </Text>
              </Flex>
              <StatusBadge status={project.status} />
            </Flex>
            <Text size="2">
              {t('admin.projects.package', {
                type: project.websiteType,
                package: PACKAGES[project.packageType].name,
              })}
            </Text>
            <Text size="2">
              {t('admin.projects.amounts', {
                paid: formatCents(project.paidAmount),
                total: formatCents(project.totalAmount),
              })}
            </Text>
            {project.websiteUrl && (
              <Link href={project.websiteUrl} target="_blank" rel="noopener noreferrer" size="2">
                <Flex as="span" align="center" gap="1">
                  <bdi>{project.websiteUrl}</bdi>
                  <ExternalLink size={14} aria-hidden />
                  <VisuallyHidden>{t('admin.projects.opensInNewTab')}</VisuallyHidden>
                </Flex>
              </Link>
            )}
          </Flex>
          <Flex direction="column" gap="3" minWidth="0">
            <DeliveryTracker project={project} compact />
            <Flex gap="2" wrap="wrap">
              {MOVES.map(({ status, icon: Icon }) => {
                const busy = moving?.params.id === project.id && moving.body.status === status;
                return (
                  <Button
                    key={status}
                    size="1"
                    variant="soft"
                    color={status === 'completed' ? 'green' : undefined}
                    disabled={project.status === status || moving !== undefined}
                    aria-busy={busy || undefined}
                    onClick={() => onMove(project, status)}
                  >
                    {busy ? <Spinner size="1" /> : <Icon size={14} aria-hidden />}
                    {t(`admin.projects.moveTo.${status}`)}
                    <VisuallyHidden> {project.companyName}</VisuallyHidden>
                  </Button>
                );
              })}
            </Flex>
          </Flex>
        </Grid>
      </li>
    </Card>
  );
}
