/**
 * The shell's part of tracking and analytics: on the first page of a browser session it captures
 * the session's attribution (decision 25), and on every route change it reports a page view
 * (decision 24). Effects only: the server render and hydration never see it. The tracking code
 * loads with the first report (imports resolve in the order asked, so page views keep theirs).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackLoad } from '@src/lib/pending-loads';
import { currentVisit } from './current-visit';

export const usePageTracking = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page as shown now: by the time the tracking code has loaded, the visitor may have moved on.
    const visit = currentVisit();
    // A background load like the features' (trackLoad): a test lets it finish before it ends.
    void trackLoad(import('./page-tracking').then(({ trackPage }) => trackPage({ pathname, search }, visit)));
  }, [pathname, search]);
};
