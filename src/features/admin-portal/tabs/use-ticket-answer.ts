/** The admin's Support tab: the filter and answer machine, wired to the API by route name. */
import {
  connectTicketAnswer,
  ticketAnswerMachine,
  type RespondInput,
  type TicketAnswerView,
} from '@machines/ticket-answer';
import { getQueryClient } from '@src/api/query-client';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

/** Every filtered read of the list is stale after an answer. */
export const refreshAdminTickets = (): void =>
  void getQueryClient().invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'route' && queryKey[1] === 'adminSupportTickets',
  });

export const useTicketAnswer = (): TicketAnswerView =>
  useFlow(ticketAnswerMachine, connectTicketAnswer, {
    implementations: {
      actors: {
        respond: routeActor('respondToTicket', ({ id, body }: RespondInput) => ({ params: { id }, body })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshTickets: refreshAdminTickets,
      },
    },
  });
