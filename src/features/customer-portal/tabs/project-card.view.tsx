/**
 * One of the customer's projects: what it is, its status, the live-site message once completed,
 * the delivery tracker from the moment it is paid, the amounts and the website.
 */
import { CreditCard, ExternalLink, PartyPopper } from 'lucide-react';
import {
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Link,
  Separator,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatCents, formatUsd } from '@contract/catalogue';
import type { Project } from '@contract/entities';
import { DeliveryTracker } from '@src/components/delivery-tracker';
import { ProjectStatusBadge } from './project-status-badge.view';
import { useDateFormat } from './tab-states.view';
import type { PackagePurchase } from './use-package-purchase';

/**
 * A pending project nothing has been paid for is paid through its package's checkout: the server
 * links a paid package payment to the customer's oldest such project (applyToWaitingProject).
 */
const awaitsPayment = (project: Project): boolean => project.status === 'pending' && project.paidAmount === 0;

function PayButton({ project, purchase }: { project: Project; purchase: PackagePurchase }) {
  const { t } = useTranslation();
  const pkg = PACKAGES[project.packageType];
  const busy = purchase.purchasing === pkg.id;
  return (
    <Flex direction="column" gap="2" align="start">
      <Text as="p" size="2">
        {t('portal.projects.payPrompt')}
      </Text>
      <Button
        onClick={() => purchase.onPurchase(pkg)}
        disabled={purchase.purchasing !== null}
        aria-busy={busy}
      >
        {busy ? <Spinner /> : <CreditCard size={16} aria-hidden />}
        {t('portal.projects.pay', { amount: formatUsd(pkg.price) })}
      </Button>
    </Flex>
  );
}

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

export function ProjectCard({ project, purchase }: { project: Project; purchase: PackagePurchase }) {
  const { t } = useTranslation();
  const unpaid = awaitsPayment(project);
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
                {unpaid ? t('portal.projects.notPaid') : <bdi>{formatCents(project.paidAmount)}</bdi>}
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
          {unpaid && <PayButton project={project} purchase={purchase} />}
          {project.websiteUrl && !completed && (
            <WebsiteLink url={project.websiteUrl} label={t('portal.projects.visit')} />
          )}
        </Flex>
      </article>
    </Card>
  );
}
