/**
 * "Featured Client Sites", whose code loads after the first paint; the server renders it in the
 * home page's HTML with the stored sites (server-island.tsx), so a published site is there at once
 * (issue 20). Rendered in the browser, nothing shows until its list has arrived, so an empty list
 * never flashes a section.
 */
import { serverIsland } from '@src/components/deferred/server-island';

export const { Island: DeferredShowcase, preload: loadShowcase } = serverIsland(
  () => import('../home-islands').then((module) => module.Showcase),
  () => null,
  { themed: false },
);
