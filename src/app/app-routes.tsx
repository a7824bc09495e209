import { useRoutes } from 'react-router-dom';
import { useLanguageOfLocation } from '@src/i18n/use-language-of-location';
import { usePageTracking } from '@src/tracking/use-page-tracking';
import { routes } from './routes';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** The page for the current location, inside the layout, in its URL's language; each new location is a page view. */
export function AppRoutes() {
  useScrollOnNavigation();
  useLanguageOfLocation();
  usePageTracking();
  return useRoutes(routes);
}
