import { ExternalLink, FolderKanban, PartyPopper } from 'lucide-react';
import { Button, Callout, Card, DataList, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatCents } from '../../../../contract/catalogue';
import type { Project } from '../../../../contract/entities';
import { routeQuery } from '../../../api/route-query';
import { ProjectStatusBadge } from './project-status-badge.view';
import { CardsSkeleton, EmptyState, LoadFailed, useDateFormat } from './tab-states.view';

function WebsiteLink({ url, label }: { url: string; label: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" size="2" weight="medium">
      <Flex as="span" align="center" gap="1">
        {label}
        <ExternalLink size={14} aria-hidden />
      </Flex>
    </Link>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const completed = project.status === 'completed';
  return (
    <Card size="2" asChild>
      <article aria-labelledby={`project-${project.id}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" minWidth="0">
              <Heading as="h3" size="4" id={`project-${project.id}`}>
                {project.companyName}
              </Heading>
              <Text size="2" color="gray">
                {t('portal.projects.packageLine', {
                  type: project.websiteType,
                  package: PACKAGES[project.packageType].name,
                })}
              </Text>
            </Flex>
            <ProjectStatusBadge status={project.status} />
          </Flex>
          {completed && (
            <Callout.Root color="green" size="1" highContrast>
              <Callout.Icon>
                <PartyPopper size={16} />
              </Callout.Icon>
              <Flex direction="column" gap="1" align="start">
                <Callout.Text weight="bold">{t('portal.projects.live')}</Callout.Text>
                {project.websiteUrl && (
                  <WebsiteLink url={project.websiteUrl} label={t('portal.projects.visit')} />
                )}
              </Flex>
            </Callout.Root>
          )}
          <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label minWidth="120px">{t('portal.projects.total')}</DataList.Label>
              <DataList.Value>
                <bdi>{formatCents(project.totalAmount)}</bdi>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="120px">{t('portal.projects.paid')}</DataList.Label>
              <DataList.Value>
                <bdi>{formatCents(project.paidAmount)}</bdi>
              </DataList.Value>
            </DataList.Item>
            {project.domainName && (
              <DataList.Item>
                <DataList.Label minWidth="120px">{t('portal.projects.domain')}</DataList.Label>
                <DataList.Value>
                  <bdi>{project.domainName}</bdi>
                </DataList.Value>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.Label minWidth="120px">{t('portal.projects.started')}</DataList.Label>
              <DataList.Value>{date(project.createdAt)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          {project.websiteUrl && !completed && (
            <WebsiteLink url={project.websiteUrl} label={t('portal.projects.visit')} />
          )}
        </Flex>
      </article>
    </Card>
  );
}

/** The customer's projects: cards, a skeleton while they load, an empty state (spec part 1 §2). */
export function ProjectsTab({ onBuyWebsite }: { onBuyWebsite: () => void }) {
  const { t } = useTranslation();
  const projects = useQuery(routeQuery('customerProjects'));
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
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      {projects.data.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </Grid>
  );
}
