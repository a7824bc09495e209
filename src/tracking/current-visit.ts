/**
 * The page the browser shows now, as session attribution reads it. A module of its own (types
 * only besides) so the shell can read the visit at once and load the tracking code later.
 */
import type { LandingVisit } from './session-attribution';

/** Read in effects and service adapters only, never during render. */
export const currentVisit = (): LandingVisit => ({
  pathname: window.location.pathname,
  search: window.location.search,
  referrer: document.referrer,
  origin: window.location.origin,
  now: new Date(),
});
