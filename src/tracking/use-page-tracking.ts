/**
 * The shell's part of tracking and analytics: on the first page of a browser session it captures
 * the session's attribution (decision 25), and on every route change it reports a page view
 * (decision 24). Effects only: the server render and hydration never see it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from './analytics';
import { captureSessionAttribution, currentVisit } from './session-attribution';

export const usePageTracking = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    captureSessionAttribution(currentVisit());
    reportPageView({ pathname, search });
  }, [pathname, search]);
};
