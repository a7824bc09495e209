/**
 * Deleting a customer (spec part 1 §5, §8; decision 19): the browser's confirmation first, then the
 * call; the lists refresh. The customer portal's Admin tab words its failure with the reason.
 */
import {
  connectCustomerDeletion,
  customerDeletionMachine,
  type CustomerDeletionInput,
  type CustomerDeletionView,
} from '@machines/customer-deletion';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { i18n } from '@src/i18n/i18n';
import { useFlow } from '@src/lib/use-flow';
import { useRefreshAdminLists } from './use-admin-lists';

export const useCustomerDeletion = (portal: CustomerDeletionInput['portal']): CustomerDeletionView => {
  const refresh = useRefreshAdminLists();
  return useFlow(customerDeletionMachine, connectCustomerDeletion, {
    input: { portal },
    implementations: {
      actors: { deleteCustomer: routeActor('deleteCustomer', (params: { id: string }) => ({ params })) },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        askConfirmation: ({ self }, { messageKey }) => {
          self.send({ type: window.confirm(i18n.t(messageKey)) ? 'deletion.confirm' : 'deletion.cancel' });
        },
        refreshCustomers: () => void refresh.customers(),
      },
    },
  });
};
