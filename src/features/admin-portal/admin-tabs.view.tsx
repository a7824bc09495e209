/**
 * The admin portal's tabs once signed in (spec part 1 §2): Projects, Customers, Payment Links,
 * Credits; beyond the spec Support beside Customers (issue 21), Leads, the mail Outbox (issue 21),
 * the content studio (issue 20), then Settings. On a phone the tab list scrolls sideways.
 */
import {
  BadgePercent,
  FolderKanban,
  Inbox,
  LifeBuoy,
  Link2,
  Newspaper,
  Settings,
  TrendingUp,
  Users,
} from 'lucide-react';
import { Box, Flex, Tabs } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCustomers } from '@src/components/admin-customers/admin-customers';
import { LeadsTab } from './leads/leads-tab';
import { LiveStatus } from '@src/session/live-updates/live-status.view';
import { useLiveUpdates } from '@src/session/live-updates/use-live-updates';
import { CreditsTab } from './tabs/credits-tab';
import { PaymentLinkTab } from './tabs/payment-link-tab';
import { ProjectsTab } from './tabs/projects-tab';
import { OutboxTab } from './tabs/outbox-tab';
import { SettingsTab } from './tabs/settings-tab';
import { SupportTab } from './tabs/support-tab';
import { ContentTab } from './studio/content-tab';

export const ADMIN_TABS = [
  'projects',
  'customers',
  'support',
  'paymentLinks',
  'credits',
  'leads',
  'outbox',
  'content',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const ICONS: Record<AdminTab, ReactNode> = {
  projects: <FolderKanban size={16} aria-hidden />,
  customers: <Users size={16} aria-hidden />,
  support: <LifeBuoy size={16} aria-hidden />,
  paymentLinks: <Link2 size={16} aria-hidden />,
  credits: <BadgePercent size={16} aria-hidden />,
  leads: <TrendingUp size={16} aria-hidden />,
  outbox: <Inbox size={16} aria-hidden />,
  content: <Newspaper size={16} aria-hidden />,
  settings: <Settings size={16} aria-hidden />,
};

function TabContent({ tab, onSignedOutEverywhere }: { tab: AdminTab; onSignedOutEverywhere: () => void }) {
  switch (tab) {
    case 'projects':
      return <ProjectsTab />;
    case 'customers':
      return <AdminCustomers portal="adminPortal" />;
    case 'support':
      return <SupportTab />;
    case 'paymentLinks':
      return <PaymentLinkTab />;
    case 'credits':
      return <CreditsTab />;
    case 'leads':
      return <LeadsTab />;
    case 'outbox':
      return <OutboxTab />;
    case 'content':
      return <ContentTab />;
    case 'settings':
      return <SettingsTab onSignedOutEverywhere={onSignedOutEverywhere} />;
  }
}

/** The tabs; while they show, the server's events keep every list up to date. */
export function AdminTabs({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const { t } = useTranslation();
  const live = useLiveUpdates('admin');
  return (
    <Tabs.Root defaultValue="projects">
      <Box pb="2">
        <LiveStatus view={live} />
      </Box>
      <Tabs.List className="admin-portal__tabs" aria-label={t('admin.tabs.label')}>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            <Flex align="center" gap="2">
              {ICONS[tab]}
              {t(`admin.tabs.${tab}`)}
            </Flex>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          <Box pt="4">
            <TabContent tab={tab} onSignedOutEverywhere={onSignedOutEverywhere} />
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
