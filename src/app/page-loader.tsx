/**
 * Pages load on first visit, one chunk per page, with their texts in the current language. A page
 * whose module is loaded renders at once, so the server renderer and the browser's hydration,
 * which both load the matched page first, never render a loading state where the page should be.
 */
import type { ComponentType } from 'react';
import { loadTextsNow } from '@src/i18n/i18n';
import type { TextGroup } from '@src/i18n/text-groups';
import { trackLoad } from '@src/lib/pending-loads';

export type PageComponent = ComponentType<Record<string, unknown>>;
type PageModule = { default: PageComponent };

/** A promise that also says whether it settled. */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const pageModules = import.meta.glob<PageModule>('../pages/*/*.page.tsx');

export interface PageDefinition {
  /** The page's file under src/pages, without `.page.tsx` (`home/home`). */
  name: string;
  /** The text groups the page shows besides the shell's. */
  texts: readonly TextGroup[];
  /**
   * The page renders inside `FeatureScope` (data cache, theme context). Only a page that reads no
   * data and renders no menu at first paint goes without (the home page: its first load is budgeted).
   */
  scoped: boolean;
}

/** The module of the scope pages render in: its chunk is preloaded with theirs. */
export const FEATURE_SCOPE_MODULE = 'src/app/feature-scope.tsx';

/** The modules of a page as the build names them (`src/pages/home/home.page.tsx`): their chunks are preloaded. */
export const pageModulePaths = ({ name, scoped }: PageDefinition): string[] => [
  `src/pages/${name}.page.tsx`,
  ...(scoped ? [FEATURE_SCOPE_MODULE] : []),
];

const loading = new Map<string, TrackedPromise<PageComponent>>();

/** The page's component when its code and texts are loaded, else null. */
export const loadedPage = (page: PageDefinition): PageComponent | null => {
  const known = loading.get(page.name);
  return known?.status === 'fulfilled' && known.value ? known.value : null;
};

/** Loads a page's code and texts once; the promise records when it has settled. */
export const loadPage = (page: PageDefinition): TrackedPromise<PageComponent> => {
  const known = loading.get(page.name);
  if (known) return known;
  const load = pageModules[`../pages/${page.name}.page.tsx`];
  if (!load) throw new Error(`No page module src/pages/${page.name}.page.tsx`);
  const promise: TrackedPromise<PageComponent> = Promise.all([
    load(),
    page.scoped ? import('./feature-scope') : null,
    loadTextsNow(page.texts),
  ]).then(
    ([{ default: Page }, scope]) => {
      const component: PageComponent = scope
        ? function ScopedPage(props) {
            return (
              <scope.FeatureScope>
                <Page {...props} />
              </scope.FeatureScope>
            );
          }
        : Page;
      promise.status = 'fulfilled';
      promise.value = component;
      return component;
    },
    (error: unknown) => {
      promise.status = 'rejected';
      promise.reason = error;
      loading.delete(page.name);
      throw error;
    },
  );
  promise.status = 'pending';
  loading.set(page.name, promise);
  // Tests wait for it as for any background load: a page's chunk still loading when a test file
  // ends fails the run ("Vite module runner has been closed").
  trackLoad(promise).catch(() => {});
  return promise;
};
