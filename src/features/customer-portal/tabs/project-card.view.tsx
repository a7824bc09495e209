/**
 * One of the customer's projects: what it is, its status, the live-site message once completed,
 * the delivery tracker from the moment it is paid, the amounts and the website.
 */
import { ExternalLink, PartyPopper } from 'lucide-react';
import { Callout, Card, DataList, Flex, Heading, Link, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatCents } from '../../../../contract/catalogue';
import type { Project } from '../../../../contract/entities';
import { DeliveryTracker } from '../../../components/delivery-tracker';
import { ProjectStatusBadge } from './project-status-badge.view';
import { useDateFormat } from './tab-states.view';

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

export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const completed = project.status === 'completed';
  const titleId = `project-${project.id}`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" minWidth="0">
              <Heading as="h3" size="4" id={titleId}>
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
          {/* The promise's clock starts with the payment: before it there is nothing to track. */}
          {project.paidAt && (
            <>
              <Separator size="4" />
              <DeliveryTracker project={project} />
              <Separator size="4" />
            </>
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
              <DataList.Label minWidth="120px">{t('portal.projects.ordered')}</DataList.Label>
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
