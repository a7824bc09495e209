/**
 * The funnel machine run for the page: its children's snapshots rendered through `connect`, and
 * the page's signals sent to it as events (the page's requests, the pointer leaving through the
 * top, the session changing elsewhere). The onboarding in progress is kept as a draft.
 */
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { connectFunnel, funnelChildren, type FunnelView } from '@machines/funnel';
import { draftOf } from '@machines/onboarding';
import { useSession } from '@src/stores/session.store';
import { appFunnel } from './app-funnel';
import { readFunnelRequests, toFunnelEvent } from '@src/app/funnel-inbox';
import type { FunnelStart } from './funnel-start';
import { funnelStorage } from './funnel-storage';

/** The pointer left the page through its top edge (towards the tabs and the address bar). */
const leftThroughTop = (event: MouseEvent): boolean => event.clientY <= 0;

/** `pathname`: the router's page, which the funnel follows (the tour and the popups are the home page's). */
export const useFunnel = (start: FunnelStart, pathname: string): FunnelView => {
  const [machine] = useState(() => appFunnel(start));
  const [funnel, send, actor] = useMachine(machine, {
    input: {
      pathname,
      tour: { completed: start.tourCompleted },
      popups: start.popups,
      onboarding: start.onboarding,
    },
  });
  useEffect(() => send({ type: 'page.moved', pathname }), [send, pathname]);
  // A pointer leaving the page counts on the home page only, where the popups show.
  const watchExitIntent = funnel.context.onHome;
  const { tour, popups, packageSelection, onboarding } = funnelChildren(funnel);
  const snapshots = {
    funnel,
    tour: useSelector(tour, (snapshot) => snapshot),
    popups: useSelector(popups, (snapshot) => snapshot),
    packageSelection: useSelector(packageSelection, (snapshot) => snapshot),
    onboarding: useSelector(onboarding, (snapshot) => snapshot),
  };

  // The page's requests, kept until the funnel's code loaded, in order.
  useEffect(() => readFunnelRequests((request) => actor.send(toFunnelEvent(request))), [actor]);

  // Signed in or out elsewhere (the portal): onboarding's next opening starts at the right step.
  const customer = useSession((state) => state.customer);
  useEffect(() => send({ type: 'session.change', customer }), [send, customer]);

  // The onboarding in progress is kept; a draft kept for another page stays until onboarding opens here.
  useEffect(() => {
    let keeping = start.onboarding.keepDraft === true;
    const save = () => {
      const draft = draftOf(onboarding.getSnapshot());
      if (keeping && draft === null) return;
      keeping = false;
      funnelStorage.saveOnboardingDraft(draft);
    };
    save();
    const subscription = onboarding.subscribe(save);
    return () => subscription.unsubscribe();
  }, [onboarding, start.onboarding.keepDraft]);

  const onLeave = useEffectEvent((event: MouseEvent) => {
    if (leftThroughTop(event)) send({ type: 'page.exitIntent' });
  });
  useEffect(() => {
    if (!watchExitIntent) return;
    // `mouseleave` on the root fires only when the pointer leaves the whole page, not between elements.
    const root = document.documentElement;
    root.addEventListener('mouseleave', onLeave);
    return () => root.removeEventListener('mouseleave', onLeave);
  }, [watchExitIntent]);

  return connectFunnel(snapshots, {
    funnel: send,
    tour: tour.send,
    popups: popups.send,
    packageSelection: packageSelection.send,
    onboarding: onboarding.send,
  });
};
