/**
 * A component whose code loads after the first paint. Until it arrives, a light placeholder renders
 * the same look (the server renders the placeholder too, so hydration matches); when the browser is
 * idle the real component replaces it. Pressing the placeholder loads it at once and opens it
 * (`activated`), so nobody waits for the idle moment. The component renders inside the Radix
 * Themes context and the data cache (`FeatureScope`), or the data cache alone (`themed: false`).
 */
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { trackLoad } from '@src/lib/pending-loads';
import { whenIdle } from './when-idle';

export interface ActivatableProps {
  /**
   * The visitor pressed the placeholder: open at once (a placeholder with several controls names
   * the one pressed).
   */
  activated?: string | boolean;
}

export interface PlaceholderProps {
  /** Loads the real component now and opens it (or the named part of it). */
  onActivate: (part?: string) => void;
  /**
   * Fetches the real component's code without showing it (a pointer over the placeholder): a press
   * then opens it at once. Placeholders of components loaded only on a press pass it to
   * `onPointerEnter`.
   */
  onPrefetch: () => void;
}

/**
 * `loadWhen` of a component that only a press needs (a menu): it loads on the press, or on a
 * pointer over its placeholder (`onPrefetch`), never by itself.
 */
export const onPress = (): Promise<void> => new Promise(() => {});

export interface DeferredOptions {
  /** When the code loads by itself (a press always loads it): when the page is idle unless said. */
  loadWhen?: () => Promise<void>;
  /**
   * The component renders a Radix Themes menu, dialog, popover or select, which read the theme
   * context (true unless said): false renders it with the data cache alone (data-scope.tsx).
   */
  themed?: boolean;
}

/** The scope a deferred component renders in: with the theme context, or the data cache alone. */
export const loadScope = (themed: boolean): Promise<ComponentType<{ children: ReactNode }>> =>
  themed
    ? import('@src/app/feature-scope').then((module) => module.FeatureScope)
    : import('@src/app/data-scope').then((module) => module.DataScope);

export const deferred = <P extends object>(
  load: () => Promise<ComponentType<P & ActivatableProps>>,
  Placeholder: ComponentType<P & PlaceholderProps>,
  { loadWhen = whenIdle, themed = true }: DeferredOptions = {},
): ComponentType<P> => {
  let loaded: Promise<ComponentType<P & ActivatableProps>> | null = null;
  const loadOnce = () =>
    (loaded ??= trackLoad(Promise.all([load(), loadScope(themed)])).then(
      ([Component, Scope]) =>
        function Scoped(props: P & ActivatableProps) {
          return (
            <Scope>
              <Component {...props} />
            </Scope>
          );
        },
    ));

  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P & ActivatableProps> | null>(null);
    const [activated, setActivated] = useState<string | boolean>(false);
    useEffect(() => {
      let live = true;
      // Nobody waits for it: React renders it in slices, yielding to the browser between them,
      // rather than in one long task that a press or a scroll would have to wait behind.
      // Unmounted (the page is gone) before the moment came: nothing to load then.
      void loadWhen().then(() => {
        if (!live) return;
        void loadOnce().then((component) => live && startTransition(() => setComponent(() => component)));
      });
      return () => {
        live = false;
      };
    }, []);
    // Keyed by the press: a press on the placeholder while the idle load's transition was on its
    // way could reach the page after that transition had put the component there unpressed (React
    // committed the transition's render first, then the press). Every component reads `activated`
    // when it mounts (a dialog's initial state, a menu's defaultOpen), so it mounts again with the
    // press: the customer portal otherwise stayed shut after its button (dom test, under load).
    if (Component) return <Component key={String(activated)} {...props} activated={activated} />;
    const activate = (part?: string) => {
      setActivated(part ?? true);
      void loadOnce().then((component) => setComponent(() => component));
    };
    const prefetch = () => void loadOnce();
    return <Placeholder {...props} onActivate={activate} onPrefetch={prefetch} />;
  }
  return Deferred;
};
