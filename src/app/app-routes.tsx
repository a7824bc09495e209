import { useRoutes } from 'react-router-dom';
import { usePageTracking } from '../tracking/use-page-tracking';
import { routes } from './routes';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** The page for the current location, inside the layout; each new location is a page view. */
export function AppRoutes() {
  useScrollOnNavigation();
  usePageTracking();
  return useRoutes(routes);
}
