/**
 * The domains page's machine wired to the API by route name (the order carries the session's
 * tracking record, decision 25), to the toaster, and to the browser: a placed order goes on to
 * its payment page (the sandbox checkout, or a provider's).
 */
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { BodyOf } from '@contract/routes';
import { connectDomainOrder, domainOrderMachine, type DomainOrderView } from '@machines/domain-order';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { trackedRouteActor } from '@src/tracking/tracked-route-actor';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import { useFlow } from '@src/lib/use-flow';

/** A page of this site within the app, in the page's language; any other address by leaving it. */
export const goTo = (navigate: NavigateFunction, localize: (path: string) => string, url: string): void => {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin)
    navigate(localize(`${target.pathname}${target.search}${target.hash}`));
  else window.location.assign(target.href);
};

export const useDomainOrder = (): DomainOrderView => {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useFlow(domainOrderMachine, connectDomainOrder, {
    implementations: {
      actors: {
        searchDomains: routeActor('domainSearch', (body: BodyOf<'domainSearch'>) => ({ body })),
        purchaseDomain: trackedRouteActor(
          'domainPurchase',
          'domain_order',
          (body: BodyOf<'domainPurchase'>, tracking) => ({
            body: { ...body, ...(tracking ? { tracking } : {}) },
          }),
        ),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        openDomainCheckout: (_, { url }) => goTo(navigate, localize, url),
      },
    },
  });
};
