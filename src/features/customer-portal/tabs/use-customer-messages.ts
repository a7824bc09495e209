/**
 * The messages tab's data: the list (reading it marks the team's messages read on the server,
 * decision 18, so the red dot's count is asked again once it has arrived) and the send form's
 * machine, whose sent message refreshes the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  connectPortalMessage,
  portalMessageMachine,
  type PortalMessageView,
  type SendMessageBody,
} from '@machines/portal-message';
import type { BodyOf } from '@contract/routes';
import { getQueryClient } from '@src/api/query-client';
import { routeActor } from '@src/api/route-actor';
import { routeQuery } from '@src/api/route-query';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

export const useCustomerMessages = () => {
  const messages = useQuery(routeQuery('customerMessages'));
  const readAt = messages.isSuccess ? messages.dataUpdatedAt : null;
  useEffect(() => {
    if (readAt === null) return;
    void getQueryClient().invalidateQueries({ queryKey: routeQuery('customerUnreadMessages').queryKey });
  }, [readAt]);
  return messages;
};

export const useMessageForm = (): PortalMessageView =>
  useFlow(portalMessageMachine, connectPortalMessage, {
    input: { sender: 'customer' },
    implementations: {
      actors: {
        // A customer's form always builds the customer's body ({ subject, content }).
        sendMessage: routeActor('sendMessage', (body: SendMessageBody) => ({
          body: body as BodyOf<'sendMessage'>,
        })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshMessages: () =>
          void getQueryClient().invalidateQueries({ queryKey: routeQuery('customerMessages').queryKey }),
      },
    },
  });
