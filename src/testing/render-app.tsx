import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { initialPreferences, usePreferences } from '../stores/preferences.store';
import { useSession } from '../stores/session.store';
import { useToasts } from '../stores/toasts.store';

/**
 * Simulates a fresh page load: stores re-read browser storage (which the test may have filled
 * beforehand) and the whole app renders at `path`.
 */
export const renderApp = (path = '/') => {
  useSession.setState({ authToken: null, adminToken: null, customer: null });
  usePreferences.setState(initialPreferences());
  useToasts.setState({ current: null, open: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router };
};
