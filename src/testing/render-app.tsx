import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient, replaceQueryClient } from '../api/query-client';
import { AppProviders } from '../app/app-providers';
import { localStore } from '../lib/storage';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { AppRoutes } from '../app/app-routes';
import { preloadPagesAt } from '../app/routes';
import { initialPreferences, usePreferences } from '../stores/preferences.store';
import { useSession } from '../stores/session.store';
import { useToasts } from '../stores/toasts.store';

/** Copies the router's location into `into`, so a test can read where a link went. */
export function LocationProbe({ into }: { into: { pathname: string; search: string; hash: string } }) {
  Object.assign(into, useLocation());
  return null;
}

/**
 * Simulates a fresh page load: stores re-read browser storage (which the test may have filled
 * beforehand), the page's code loads, and the whole app renders at `path`.
 */
export const renderApp = async (path = '/') => {
  useSession.setState({
    authToken: localStore.get(LOCAL_KEYS.authToken),
    adminToken: localStore.get(LOCAL_KEYS.adminToken),
    customer: null,
  });
  usePreferences.setState(initialPreferences());
  useToasts.setState({ current: null, open: false });
  replaceQueryClient(createQueryClient());
  // As the browser does before hydrating: the page's code and texts are there at the first render.
  await preloadPagesAt(path.split(/[?#]/)[0] ?? '/');
  const location = { pathname: '', search: '', hash: '' };
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, location };
};
