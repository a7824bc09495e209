import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the server renders and while the browser hydrates what it rendered; false in any
 * render after that, and in a component first mounted in the browser (a page opened by a link).
 * A page that the server renders with its data can tell "the server had nothing to show" from
 * "not loaded yet" with it, and render what the server rendered.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
