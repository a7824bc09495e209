import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top (or at the anchor its address names); going back or forward keeps
 * the browser's own scroll restoration, which `history.scrollRestoration = 'auto'` provides. The
 * first render keeps whatever the browser did with the server's page.
 */
export const useScrollOnNavigation = (): void => {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
};
