/** The Support tab's new-ticket form: its machine, the create call, and the list read again after. */
import {
  connectSupportTicket,
  supportTicketMachine,
  type SupportTicketBody,
  type SupportTicketView,
} from '@machines/support-ticket';
import { getQueryClient } from '@src/api/query-client';
import { routeActor } from '@src/api/route-actor';
import { routeQuery } from '@src/api/route-query';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

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
