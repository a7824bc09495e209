/**
 * The admin applies the one $200 maintenance credit to a customer (decision 16): the customer list
 * takes the server's answer, and the toast says "$200 maintenance credit has been applied".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AMOUNTS, formatUsd } from '@contract/catalogue';
import type { Customer } from '@contract/entities';
import { routeMutation, routeQueryKey } from '@src/api/route-query';
import { i18n } from '@src/i18n/i18n';
import { showToast } from '@src/stores/toasts.store';

export const CREDIT_AMOUNT = formatUsd(AMOUNTS.maintenanceCreditCents / 100);

export const useApplyCredit = () => {
  const client = useQueryClient();
  const mutation = useMutation({
    ...routeMutation('applyMaintenanceCredit'),
    onSuccess: ({ customer }) => {
      client.setQueryData<Customer[]>(routeQueryKey('adminCustomers'), (customers) =>
        customers?.map((entry) => (entry.id === customer.id ? customer : entry)),
      );
      showToast({
        title: i18n.t('admin.credits.toast.applied.title'),
        description: i18n.t('admin.credits.toast.applied.description', { amount: CREDIT_AMOUNT }),
        variant: 'success',
      });
    },
    onError: () =>
      showToast({
        title: i18n.t('admin.credits.toast.failed.title'),
        description: i18n.t('admin.credits.toast.failed.description'),
        variant: 'error',
      }),
  });
  return {
    apply: (customer: Customer) => mutation.mutate({ body: { customerId: customer.id } }),
    /** The customer whose credit is being applied. */
    applyingTo: mutation.isPending ? mutation.variables.body.customerId : undefined,
  };
};
