import { useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** The page for the current location, inside the layout. */
export function AppRoutes() {
  useScrollOnNavigation();
  return useRoutes(routes);
}
