/**
 * What the shell does on each page: the session's attribution on its first page (decision 25) and
 * a page view (decision 24). Loaded after the page is up (use-page-tracking.ts), so none of the
 * tracking code is in the first load.
 */
import { reportPageView, type PageView } from './analytics';
import { captureSessionAttribution, type LandingVisit } from './session-attribution';

/** `visit` is the page as it was when shown (read before this module loaded). */
export const trackPage = (view: PageView, visit: LandingVisit): void => {
  captureSessionAttribution(visit);
  reportPageView(view);
};
