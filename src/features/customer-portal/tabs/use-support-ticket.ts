/** The Support tab's new-ticket form: its machine, the create call, and the list read again after. */
import {
  connectSupportTicket,
  supportTicketMachine,
  type SupportTicketBody,
  type SupportTicketView,
} from '../../../../machines/support-ticket';
import { getQueryClient } from '../../../api/query-client';
import { routeActor } from '../../../api/route-actor';
import { routeQuery } from '../../../api/route-query';
import { showMachineToast } from '../../../app/show-machine-toast';
import { useFlow } from '../../../lib/use-flow';

export const useSupportTicket = (): SupportTicketView =>
  useFlow(supportTicketMachine, connectSupportTicket, {
    implementations: {
      actors: {
        createTicket: routeActor('createSupportTicket', (body: SupportTicketBody) => ({ body })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshTickets: () =>
          void getQueryClient().invalidateQueries({
            queryKey: routeQuery('customerSupportTickets').queryKey,
          }),
      },
    },
  });
