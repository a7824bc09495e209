/**
 * The one piece of the funnel in every first load (a few hundred bytes): it listens for the page's
 * requests (openPackageSelection, openQuickOnboarding, tourCompleted; `window.openForm` dispatches
 * the first), keeps them in the funnel's inbox, and loads the funnel when one arrives, when the
 * address is the return from a payment (#complete-details), when an onboarding is waiting to be
 * resumed, or else once the home page is idle: the tour (2 s after the load on a first visit) and
 * the sales popups show on the home page only, so another page fetches none of the funnel's code
 * (about 60 KB gzipped) until a visitor asks for it or goes to the home page.
 */
import { startTransition, useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { isPackageId } from '@contract/catalogue';
import { isHomePage } from '@machines/funnel/funnel.pages';
import { onPageEvent } from '@src/app/page-events';
import { whenIdle } from '@src/components/deferred/when-idle';
import { trackLoad } from '@src/lib/pending-loads';
import { discardFunnelRequests, postToFunnel } from '@src/app/funnel-inbox';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import type { FunnelAddress, FunnelStart } from './funnel-start';

const COMPLETE_DETAILS_HASH = '#complete-details';

interface LoadedFunnel {
  Funnel: ComponentType<{ start: FunnelStart }>;
  start: FunnelStart;
}

/** The funnel's code, its texts and what its machines start with at this address. */
const loadFunnel = async (address: FunnelAddress): Promise<LoadedFunnel> => {
  const [{ Funnel }, { prepareFunnel }] = await Promise.all([import('./funnel'), import('./funnel-start')]);
  return { Funnel, start: await prepareFunnel(address) };
};

export function FunnelLauncher() {
  const { pathname, hash } = useLocation();
  const [loaded, setLoaded] = useState<LoadedFunnel | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const launch = useEffectEvent(() => {
    // Rendered in slices (a transition): the funnel's dialogs mount without one long task.
    loading.current ??= trackLoad(loadFunnel({ pathname, hash })).then((funnel) =>
      startTransition(() => setLoaded(funnel)),
    );
  });

  useEffect(() => {
    const stops = [
      onPageEvent('openPackageSelection', () => {
        postToFunnel({ type: 'openPackageSelection' });
        launch();
      }),
      onPageEvent('openQuickOnboarding', (detail) => {
        if (!isPackageId(detail?.packageType)) return;
        postToFunnel({
          type: 'openQuickOnboarding',
          packageId: detail.packageType,
          price: detail.packagePrice,
        });
        launch();
      }),
      onPageEvent('tourCompleted', () => postToFunnel({ type: 'tourCompleted' })),
    ];
    // The funnel's storage adapter stays out of the first load: one key tells whether a draft waits.
    if (localStore.get(LOCAL_KEYS.onboardingDraft) !== null) launch();
    return () => {
      stops.forEach((stop) => stop());
      discardFunnelRequests();
    };
  }, []);

  // The tour and the popups are the home page's: the funnel loads when the home page is idle (the
  // tour's 2 s count from the page's load, so arriving later by a link opens it at once, as before).
  const onHome = isHomePage(pathname);
  useEffect(() => {
    if (!onHome) return;
    // Unmounted (the page is gone) before the idle moment: nothing to load then.
    let active = true;
    void whenIdle().then(() => {
      if (active) launch();
    });
    return () => {
      active = false;
    };
  }, [onHome]);

  // The funnel reads the address it loads at; a later move to #complete-details is a request.
  const previousHash = useRef<string | null>(null);
  useEffect(() => {
    const moved = previousHash.current !== null && previousHash.current !== hash;
    previousHash.current = hash;
    if (hash !== COMPLETE_DETAILS_HASH) return;
    if (moved) postToFunnel({ type: 'paymentReturn' });
    launch();
  }, [hash]);

  if (!loaded) return null;
  const { Funnel, start } = loaded;
  return <Funnel start={start} />;
}
