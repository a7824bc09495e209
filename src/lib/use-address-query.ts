/**
 * The address's query for pages the build prerendered without one (/claim-credit,
 * /payment-success): the server's HTML was rendered for no query, so the first render in the
 * browser (hydration) must not read it either. Null on the server and while hydrating; the
 * query itself on the render after, and at once on pages the app navigates to.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrating } from './use-hydrating';

/** False on the server and during hydration, true on every client render after it. */
export const useHydrated = (): boolean => !useHydrating();

export const useAddressQuery = (): URLSearchParams | null => {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return useMemo(() => (hydrated ? new URLSearchParams(search) : null), [hydrated, search]);
};
