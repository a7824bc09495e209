/**
 * Settings (spec part 1 §2): the admin's own account and how the site is configured, read-only
 * (nothing here is a secret), and signing out on every device.
 */
import { LogOut, TriangleAlert } from 'lucide-react';
import { Badge, Button, Card, DataList, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@contract/api/admin';
import type { Customer } from '@contract/entities';
import { routeQuery } from '@src/api/route-query';
import { useLanguage } from '@src/i18n/use-language';
import { siteConfig } from '@src/lib/site-config';
import { fullName } from '@src/components/admin-customers/customer-list.view';
import { QueryView } from '@src/components/list-states/list-states.view';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

/** The products behind some settings: names, not text to translate. */
const TECHNOLOGY: Partial<Record<string, string>> = {
  embedded: 'SQLite',
  mongodb: 'MongoDB',
  stripe: 'Stripe',
  rdap: 'RDAP',
};

/** A translated description, then the product's name when there is one. */
function Described({ text, technology }: { text: string; technology?: string }) {
  // One inline box: the value cell lays out its children as flex items, which would drop the spaces.
  return (
    <span>
      {text}
      {technology && (
        <>
          {' · '}
          <bdi>{technology}</bdi>
        </>
      )}
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="180px">{label}</DataList.Label>
      <DataList.Value className="admin-text-wrap">{children}</DataList.Value>
    </DataList.Item>
  );
}

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          {children}
        </DataList.Root>
      </Flex>
    </Card>
  );
}

function AccountCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SettingsCard title={t('admin.settings.account')}>
      <Row label={t('admin.settings.name')}>{fullName(customer)}</Row>
      <Row label={t('admin.settings.email')}>
        <bdi>{customer.email}</bdi>
      </Row>
      <Row label={t('admin.settings.role')}>
        <Badge color="indigo" variant="soft">
          {t('admin.customers.adminBadge')}
        </Badge>
      </Row>
      <Row label={t('admin.settings.since')}>
        {new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(customer.createdAt))}
      </Row>
    </SettingsCard>
  );
}

function SiteCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const span = (value: number, unit: 'day' | 'hour') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <SettingsCard title={t('admin.settings.site')}>
      <Row label={t('admin.settings.brand')}>{siteConfig.brandName}</Row>
      <Row label={t('admin.settings.publicOrigin')}>
        <bdi>{settings.publicOrigin}</bdi>
      </Row>
      <Row label={t('admin.settings.environment')}>
        {t(`admin.settings.environments.${settings.environment}`)}
      </Row>
      <Row label={t('admin.settings.storage')}>
        <Described
          text={t(`admin.settings.storages.${settings.storage}`)}
          technology={TECHNOLOGY[settings.storage]}
        />
      </Row>
      <Row label={t('admin.settings.payments')}>
        <Described
          text={t(`admin.settings.paymentProviders.${settings.payments}`)}
          technology={TECHNOLOGY[settings.payments]}
        />
      </Row>
      <Row label={t('admin.settings.externalLinks')}>
        {settings.externalPaymentLinks.length === 0
          ? t('admin.settings.noExternalLinks')
          : list.format(settings.externalPaymentLinks.map((kind) => t(`admin.settings.linkKinds.${kind}`)))}
      </Row>
      <Row label={t('admin.settings.domainRegistry')}>
        <Described
          text={t(`admin.settings.registries.${settings.domainRegistry}`)}
          technology={settings.domainRegistry === 'rdap' ? TECHNOLOGY.rdap : undefined}
        />
      </Row>
      <Row label={t('admin.settings.healthCheckLoopback')}>
        {settings.healthCheckAllowLoopback ? t('admin.settings.allowed') : t('admin.settings.refused')}
      </Row>
      <Row label={t('admin.settings.sessions')}>
        {t('admin.settings.sessionLengths', {
          customer: span(settings.customerTokenHours / 24, 'day'),
          admin: span(settings.adminTokenHours, 'hour'),
        })}
      </Row>
      <Row label={t('admin.settings.supportPhone')}>
        <bdi>{siteConfig.phone}</bdi>
      </Row>
      <Row label={t('admin.settings.adminAccount')}>
        {settings.usesDemoAdmin ? (
          <Badge color="amber" variant="soft">
            <TriangleAlert size={12} aria-hidden />
            {t('admin.settings.demoAdmin')}
          </Badge>
        ) : (
          t('admin.settings.configuredAdmin')
        )}
      </Row>
    </SettingsCard>
  );
}

function Settings({
  account,
  onSignedOutEverywhere,
}: {
  account: { customer: Customer; settings: SiteSettings };
  onSignedOutEverywhere: () => void;
}) {
  const { t } = useTranslation();
  const { signOutEverywhere, isSigningOut } = useSignOutEverywhere(
    account.customer.id,
    onSignedOutEverywhere,
  );
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
        <AccountCard customer={account.customer} />
        <SiteCard settings={account.settings} />
      </Grid>
      <Card size="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0" flexBasis="320px" flexGrow="1">
            <Heading as="h3" size="3">
              {t('admin.settings.signOutEverywhere')}
            </Heading>
            <Text size="2" color="gray">
              {t('admin.settings.signOutEverywhereDescription')}
            </Text>
          </Flex>
          <Button
            color="red"
            variant="soft"
            onClick={signOutEverywhere}
            disabled={isSigningOut}
            aria-busy={isSigningOut || undefined}
          >
            {isSigningOut ? <Spinner /> : <LogOut size={16} aria-hidden className="admin-flip-rtl" />}
            {t('admin.settings.signOutEverywhere')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

export function SettingsTab({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={useQuery(routeQuery('adminAccount'))}
      loading={t('admin.settings.loading')}
      failed={t('admin.settings.failed')}
      rows={2}
    >
      {(account) => <Settings account={account} onSignedOutEverywhere={onSignedOutEverywhere} />}
    </QueryView>
  );
}
