/**
 * A deferred component (deferred.tsx) whose HTML the server renders with the page's data, so a
 * section that shows stored content is in the page's HTML at once (issue 20) while its code stays
 * out of the first load. While hydrating, the browser keeps that HTML as it is, inside a Suspense
 * boundary React leaves dehydrated, until the browser is idle and the code arrives, then hydrates
 * it with the same data (the page's data element). Rendered in the browser (a page reached by
 * navigation), the placeholder shows until then, as for any deferred component.
 */
import { Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import { trackLoad } from '@src/lib/pending-loads';
import { deferred, loadScope, type ActivatableProps, type PlaceholderProps } from './deferred';
import { whenIdle } from './when-idle';

export interface ServerIsland<P> {
  /** The component to place in the page. */
  Island: ComponentType<P>;
  /**
   * Loads the code once, now: the server renderer awaits it before rendering, so the HTML is whole;
   * in the browser a press that needs the island calls it rather than waiting for the idle moment.
   */
  preload: () => Promise<void>;
}

const subscribeNever = () => () => undefined;
const ignorePress = () => undefined;

export const serverIsland = <P extends object>(
  load: () => Promise<ComponentType<P & ActivatableProps>>,
  Placeholder: ComponentType<P & PlaceholderProps>,
  /** deferred.tsx's `themed`: false for an island with no menu or dialog. */
  { themed = true }: { themed?: boolean } = {},
): ServerIsland<P> => {
  /** The component in its feature scope, once its code is here. */
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let idleLoad: Promise<void> | null = null;
  let request: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  /** The idle moment, or sooner when something asked for the code. */
  const loadTime = () => Promise.race([whenIdle(), requested]);

  const preload = (): Promise<void> => {
    request();
    return (loading ??= trackLoad(Promise.all([load(), loadScope(themed)])).then(
      ([Component, Scope]) => {
        Loaded = function Scoped(props: P) {
          return (
            <Scope>
              <Component {...props} />
            </Scope>
          );
        };
      },
    ));
  };

  /** In the browser without the server's HTML: the placeholder until the idle moment brings the code. */
  const Client = deferred(load, Placeholder, { loadWhen: loadTime, themed });

  function Inner(props: P) {
    // True on the server and while hydrating the server's HTML; false in a render of the browser's own.
    const fromServer = useSyncExternalStore(
      subscribeNever,
      () => false,
      () => true,
    );
    if (!Loaded && !fromServer) return <Client {...props} />;
    // Suspending while hydrating keeps the server's HTML until the code is here.
    if (!Loaded) use((idleLoad ??= loadTime().then(preload)));
    return Loaded ? <Loaded {...props} /> : null;
  }

  function Island(props: P) {
    return (
      <Suspense fallback={<Placeholder {...props} onActivate={ignorePress} onPrefetch={ignorePress} />}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return { Island, preload };
};
