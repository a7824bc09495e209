import {
  FolderKanban,
  LifeBuoy,
  MessageSquare,
  RefreshCw,
  ShieldCheck,
  ShoppingCart,
  UserRound,
} from 'lucide-react';
import { Box, Flex, Spinner, Tabs, VisuallyHidden } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@contract/entities';
import { ADMIN_TAB, type PortalTab } from '@machines/customer-portal';
import { routeQuery } from '@src/api/route-query';
import { AccountTab } from './tabs/account-tab.view';
import { BuyWebsiteTab } from './tabs/buy-website-tab.view';
import { MessagesTab } from './tabs/messages-tab.view';
import { ProjectsTab } from './tabs/projects-tab.view';
import { SubscriptionsTab } from './tabs/subscriptions-tab.view';
import { SupportTab } from './tabs/support-tab.view';
import type { CustomerPortal } from './use-customer-portal';

/**
 * The Admin tab's content is the admin's customers and messages (src/components/admin-customers/,
 * shared with the admin portal), loaded only when an admin opens the tab.
 */
const AdminTab = lazy(() => import('@src/components/admin-customers/admin-tab'));

const ICONS: Record<PortalTab, ReactNode> = {
  purchase: <ShoppingCart size={16} aria-hidden />,
  projects: <FolderKanban size={16} aria-hidden />,
  subscriptions: <RefreshCw size={16} aria-hidden />,
  messages: <MessageSquare size={16} aria-hidden />,
  support: <LifeBuoy size={16} aria-hidden />,
  account: <UserRound size={16} aria-hidden />,
  admin: <ShieldCheck size={16} aria-hidden />,
};

/** The red dot while a message from the team is unread; read out as words, not a colour. */
function UnreadDot() {
  const { t } = useTranslation();
  // Fresh each time the portal opens: a team message may have arrived since.
  const unread = useQuery({ ...routeQuery('customerUnreadMessages'), refetchOnMount: 'always' });
  if (!unread.data?.count) return null;
  return (
    <>
      <span className="customer-portal__dot" data-testid="unread-dot" aria-hidden />
      <VisuallyHidden>{t('portal.tabs.unread', { n: unread.data.count })}</VisuallyHidden>
    </>
  );
}

function TabContent({
  tab,
  portal,
  customer,
}: {
  tab: PortalTab;
  portal: CustomerPortal;
  customer: Customer;
}) {
  switch (tab) {
    case 'purchase':
      return <BuyWebsiteTab />;
    case 'projects':
      return <ProjectsTab onBuyWebsite={() => portal.onTabChange('purchase')} />;
    case 'subscriptions':
      return <SubscriptionsTab />;
    case 'messages':
      return <MessagesTab />;
    case 'support':
      return <SupportTab />;
    case 'account':
      return <AccountTab customer={customer} />;
    case 'admin':
      return (
        <Suspense fallback={null}>
          <AdminTab />
        </Suspense>
      );
  }
}

/**
 * Six tabs for a customer, seven for an admin (spec part 1 §2), one column each on wide screens; a
 * customer with projects finds them first. The panel below the row scrolls inside the dialog, whose
 * height stays the same whichever tab is open (customer-portal.css).
 */
export function PortalTabs({ portal, customer }: { portal: CustomerPortal; customer: Customer }) {
  const { t } = useTranslation();
  const tabs: PortalTab[] = customer.isAdmin ? [...portal.tabOrder, ADMIN_TAB] : [...portal.tabOrder];
  const columns = { '--portal-tab-columns': tabs.length } as CSSProperties;
  if (!portal.tabsReady) {
    return (
      <Flex justify="center" py="6" role="status" aria-label={t('portal.projects.loading')}>
        <Spinner size="3" />
      </Flex>
    );
  }
  return (
    <Tabs.Root value={portal.tab} onValueChange={portal.onTabChange} className="customer-portal__tabs-root">
      <Tabs.List className="customer-portal__tabs" style={columns}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            <span className="customer-portal__tab-label">
              {ICONS[tab]}
              {t(`portal.tabs.${tab}`)}
              {tab === 'messages' && <UnreadDot />}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box pt="4" className="customer-portal__panel">
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <TabContent tab={tab} portal={portal} customer={customer} />
          </Tabs.Content>
        ))}
      </Box>
    </Tabs.Root>
  );
}
