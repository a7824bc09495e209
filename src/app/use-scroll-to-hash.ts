import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL hash (`/#services`). Called by the page that holds the
 * anchors, because a lazily loaded page renders after the router's own scroll handling ran.
 */
export const useScrollToHash = (): void => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
};
