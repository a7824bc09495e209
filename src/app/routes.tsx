import { useEffect, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '@contract/language-paths';
import type { TextGroup } from '@src/i18n/text-groups';
import { AppLayout, PageLoading } from './app-layout';
import { loadedPage, loadPage, type PageDefinition } from './page-loader';

/** What the app knows of a route's page before its code has loaded. */
export interface PageHandle extends PageDefinition {
  /** Props the page component is rendered with (the landing page's variant). */
  props: Record<string, unknown>;
}

/**
 * Renders a page once its code and texts are loaded: at once when they are (the server renderer
 * and the browser's hydration load the page first), else after a loading state. State rather than
 * Suspense: a page is one chunk away, and a plain state update is what every test tool waits for.
 */
function PageSlot({ page }: { page: PageHandle }) {
  const [Page, setPage] = useState(() => loadedPage(page));
  useEffect(() => {
    if (Page) return;
    let live = true;
    void loadPage(page).then((component) => live && setPage(() => component));
    return () => {
      live = false;
    };
  }, [Page, page]);
  if (!Page) return <PageLoading />;
  return <Page {...page.props} />;
}

const page = (
  name: string,
  texts: readonly TextGroup[] = [],
  { props = {}, scoped = true }: { props?: Record<string, unknown>; scoped?: boolean } = {},
): Pick<RouteObject, 'element' | 'handle'> => {
  const handle: PageHandle = { name, texts, props, scoped };
  return {
    // A key per page: moving between two pages never hands one page's slot to the other.
    element: <PageSlot key={`${name}:${JSON.stringify(props)}`} page={handle} />,
    handle,
  };
};

/** The 404 page's texts: loaded with it, not with every page (the first load of / has little room). */
const NOT_FOUND_TEXTS: readonly TextGroup[] = ['notFound', 'siteSearch'];

/**
 * Every page route of spec part 2 §2, the landing pages of decision 28 and the sandbox checkout
 * of decision 13 (the same paths as contract/site-pages.ts, which the server serves), relative to
 * the language's prefix.
 */
const pageRoutes: RouteObject[] = [
  { index: true, ...page('home/home', ['home'], { scoped: false }) },
  { path: 'portfolio', ...page('portfolio/portfolio', ['portfolio']) },
  { path: 'domains', ...page('domains/domains', ['domains', 'domainOrder']) },
  { path: 'blog', ...page('blog/blog', ['blog']) },
  { path: 'blog/:slug', ...page('blog-post/blog-post', ['blog']) },
  {
    path: 'blog/:country/:citySlug',
    // A city the agency does not serve gets the 404 page, with its texts.
    ...page('landing/landing', ['landing', ...NOT_FOUND_TEXTS], { props: { variant: 'emergency' } }),
  },
  { path: 'texas-website-development', ...page('texas/texas', ['landing']) },
  { path: 'claim-credit', ...page('claim-credit/claim-credit', ['creditClaim', 'catalogue']) },
  { path: 'payment-success', ...page('payment-success/payment-success', ['paymentSuccess']) },
  { path: 'checkout/:paymentId', ...page('checkout/checkout', ['checkout']) },
  { path: 'reset-password', ...page('reset-password/reset-password', ['account']) },
  { path: 'luxury-websites', ...page('landing/landing', ['landing'], { props: { variant: 'luxury' } }) },
  {
    path: 'professional-websites',
    ...page('landing/landing', ['landing'], { props: { variant: 'professional' } }),
  },
  {
    path: 'emergency-website-development',
    ...page('landing/landing', ['landing'], { props: { variant: 'emergency' } }),
  },
  { path: '*', ...page('not-found/not-found', NOT_FOUND_TEXTS) },
];

/**
 * English at the unprefixed paths, every other language under its code (decision 30): the same
 * pages at `/ar/…`, `/de/…`. React Router's declarative mode: the site has no loaders or actions,
 * and the data router's code would double what the router adds to a first load.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      ...pageRoutes,
      ...PREFIXED_LANGUAGES.map((language): RouteObject => ({ path: language, children: pageRoutes })),
    ],
  },
];

/** The pages a location shows (one; the layout has none). */
export const pagesAt = (location: string | { pathname: string }): PageHandle[] =>
  (matchRoutes(routes, location) ?? [])
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle) => handle !== undefined);

/** Loads the code and texts of the pages at a location: before hydrating, and before rendering on the server. */
export const preloadPagesAt = (location: string | { pathname: string }): Promise<unknown> =>
  Promise.all(pagesAt(location).map(loadPage));
