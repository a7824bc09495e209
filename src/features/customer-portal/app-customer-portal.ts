/**
 * The customer portal's dialog machine with the app's two joins: the admin's code grants come from
 * the page's portal session (its `customerPortal.close`), and each opening and closing goes to the
 * funnel's inbox (no popup or tour opens over the portal).
 */
import { fromCallback } from 'xstate';
import { customerPortalMachine, type CustomerPortalEvent } from '@machines/customer-portal';
import { postToFunnel } from '@src/app/funnel-inbox';
import { portalSession } from '@src/session/portal-session/portal-session-actor';

export const appCustomerPortal = customerPortalMachine.provide({
  actors: {
    adminCodeGrants: fromCallback<CustomerPortalEvent>(({ sendBack }) => {
      const subscription = portalSession().on('customerPortal.close', () =>
        sendBack({ type: 'adminCode.granted' }),
      );
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    announceOpen: (_, { open }) => postToFunnel({ type: open ? 'portalOpened' : 'portalClosed' }),
  },
});
