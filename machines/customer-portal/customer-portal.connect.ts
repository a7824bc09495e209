/** View props of the customer portal's dialog: open or closed, its tabs, and the page's requests. */
import type { SnapshotFrom } from 'xstate';
import type { CustomerPortalEvent, CustomerPortalMachine } from './customer-portal.machine';
import { isPortalTab, isSignedOutTab, type PortalTab, type SignedOutTab } from './customer-portal.tabs';

export interface CustomerPortalView {
  isOpen: boolean;
  /** The dialog's own open/close (Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** openCustomerPortal: open as it was left. */
  onOpen: () => void;
  /** openCustomerLogin: open on the Sign In tab. */
  onOpenLogin: () => void;
  /** closeCustomerPortal. */
  onClose: () => void;
  /** The signed-out tabs: Sign In or Create Account. */
  signedOutTab: SignedOutTab;
  onSignedOutTabChange: (tab: string) => void;
  /** The signed-in tab chosen since the dialog opened, or null. */
  chosenTab: PortalTab | null;
  /** The signed-in tab the row shows in this order: the chosen one, else the first. */
  tabIn: (order: readonly PortalTab[]) => PortalTab;
  onTabChange: (tab: string) => void;
}

export const connect = (
  snapshot: SnapshotFrom<CustomerPortalMachine>,
  send: (event: CustomerPortalEvent) => void,
): CustomerPortalView => {
  const { chosenTab, signedOutTab } = snapshot.context;
  const onOpen = () => send({ type: 'portal.open' });
  const onClose = () => send({ type: 'portal.close' });
  return {
    isOpen: snapshot.value === 'open',
    onOpenChange: (open) => (open ? onOpen() : onClose()),
    onOpen,
    onOpenLogin: () => send({ type: 'portal.openLogin' }),
    onClose,
    signedOutTab,
    onSignedOutTabChange: (tab) => {
      if (isSignedOutTab(tab)) send({ type: 'signedOutTab.select', tab });
    },
    chosenTab,
    tabIn: (order) => chosenTab ?? order[0] ?? 'purchase',
    onTabChange: (tab) => {
      if (isPortalTab(tab)) send({ type: 'tab.select', tab });
    },
  };
};
