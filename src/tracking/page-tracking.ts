/**
 * What the shell does on each page: the session's attribution on its first page (decision 25) and
 * a page view (decision 24). Loaded after the page is up (use-page-tracking.ts), so none of the
 * tracking code is in the first load.
 */
import { reportPageView, type PageView } from './analytics';
import { captureSessionAttribution, currentVisit } from './session-attribution';

export const trackPage = (view: PageView): void => {
  captureSessionAttribution(currentVisit());
  reportPageView(view);
};
