/**
 * The admin's reads (they go with the admin-scoped token, decision 9) and what refreshes them: the
 * customer list after a deletion or a credit, the messages after a send or a deletion.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routeQuery, routeQueryKey } from '@src/api/route-query';

export const useAdminCustomers = () => useQuery(routeQuery('adminCustomers'));
export const useAdminMessages = () => useQuery(routeQuery('adminMessages'));

export const useRefreshAdminLists = () => {
  const client = useQueryClient();
  const refresh = (...names: ('adminCustomers' | 'adminMessages' | 'adminProjects')[]) =>
    Promise.all(names.map((name) => client.invalidateQueries({ queryKey: routeQueryKey(name).slice(0, 2) })));
  return {
    /** A customer went: the lists of customers (and credits) and their messages change. */
    customers: () => refresh('adminCustomers', 'adminMessages'),
    messages: () => refresh('adminMessages'),
  };
};
