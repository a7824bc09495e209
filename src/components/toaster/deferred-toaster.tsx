/**
 * The toaster loads after the first paint, or at once when a toast is shown before that: nothing
 * a first paint shows needs it.
 */
import { useToasts } from '@src/stores/toasts.store';
import { deferred } from '../deferred/deferred';
import { whenIdle } from '../deferred/when-idle';

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
  { loadWhen: () => Promise.race([whenIdle(), firstToast()]), themed: false },
);
