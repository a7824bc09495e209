/**
 * The portfolio grid of the chosen tab, whose code loads after the first paint; the server renders
 * it in the home page's HTML with the stored projects of the first tab (server-island.tsx), so a
 * published project is there at once (issue 20). Rendered in the browser, a spinner shows until
 * the code arrives.
 */
import { serverIsland } from '@src/components/deferred/server-island';
import { PortfolioLoading } from './portfolio-frame.view';
import type { PortfolioTab } from './portfolio-filters';

export const { Island: DeferredPortfolioGrid, preload: loadPortfolioGrid } = serverIsland<{
  tab: PortfolioTab;
}>(() => import('../home-islands').then((module) => module.PortfolioGrid), PortfolioLoading, { themed: false });
