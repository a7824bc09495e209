/**
 * The shell's part of tracking and analytics: on the first page of a browser session it captures
 * the session's attribution (decision 25), and on every route change it reports a page view
 * (decision 24). Effects only: the server render and hydration never see it. The tracking code
 * loads with the first report (imports resolve in the order asked, so page views keep theirs).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const usePageTracking = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void import('./page-tracking').then(({ trackPage }) => trackPage({ pathname, search }));
  }, [pathname, search]);
};
