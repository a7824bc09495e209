/**
 * The send-message sub-dialog of both admin places (spec part 1 §2, §7): the customer portal's
 * Admin tab sends {customerId, subject, content}, the admin portal {customerId, subject, message};
 * both to POST /api/admin/send-message with the admin-scoped token.
 */
import type { BodyOf } from '@contract/routes';
import {
  connectPortalMessage,
  portalMessageMachine,
  type PortalMessageView,
  type SendMessageBody,
} from '@machines/portal-message';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';
import { useRefreshAdminLists } from './use-admin-lists';

export type AdminPortalKind = 'customerPortal' | 'adminPortal';

export const useAdminMessage = (portal: AdminPortalKind): PortalMessageView => {
  const refresh = useRefreshAdminLists();
  return useFlow(portalMessageMachine, connectPortalMessage, {
    input: { sender: portal === 'customerPortal' ? 'portalAdmin' : 'adminPortal' },
    implementations: {
      actors: {
        // An admin sender's body is always one of the admin call's two forms.
        sendMessage: routeActor('adminSendMessage', (body: SendMessageBody) => ({
          body: body as BodyOf<'adminSendMessage'>,
        })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshMessages: () => void refresh.messages(),
      },
    },
  });
};
