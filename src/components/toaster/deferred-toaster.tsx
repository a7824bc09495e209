/**
 * The toaster's code (Radix's toast with its portal, focus scope and swipe handling, the toaster's
 * card and icons: about 8 KB gzipped) loads with the first toast, which it then shows: most visits
 * show none, and nothing a first paint shows needs it.
 */
import { useToasts } from '@src/stores/toasts.store';
import { deferred } from '../deferred/deferred';

const firstToast = (): Promise<void> =>
  new Promise((resolve) => {
    if (useToasts.getState().current) return resolve();
    const stop = useToasts.subscribe((state) => {
      if (!state.current) return;
      stop();
      resolve();
    });
  });

export const DeferredToaster = deferred(
  () => import('./toaster').then((module) => module.Toaster),
  () => null,
  { loadWhen: firstToast, themed: false },
);
