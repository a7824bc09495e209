import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { languageOfPath } from '@contract/language-paths';
import { createQueryClient, replaceQueryClient } from '@src/api/query-client';
import { AppProviders } from '@src/app/app-providers';
import { AppRoutes } from '@src/app/app-routes';
import { preloadPagesAt } from '@src/app/routes';
import { loadTexts } from '@src/i18n/i18n';
import { TEXT_GROUPS } from '@src/i18n/text-groups';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { initialPreferences, usePreferences } from '@src/stores/preferences.store';
import { useSession } from '@src/stores/session.store';
import { endPortalSession } from '@src/session/portal-session/portal-session-actor';
import { useToasts } from '@src/stores/toasts.store';

/** Copies the router's location into `into`, so a test can read where a link went. */
export function LocationProbe({ into }: { into: { pathname: string; search: string; hash: string } }) {
  Object.assign(into, useLocation());
  return null;
}

export interface RenderAppOptions {
  /**
   * The visitor has never finished the guided tour, which then opens 2 s after the load and covers
   * the page. Otherwise the visitor is a returning one (unless the test stored its own answer), so
   * a test of anything else is not interrupted by the tour.
   */
  firstVisit?: boolean;
}

/**
 * Simulates a fresh page load: stores re-read browser storage (which the test may have filled
 * beforehand), the page's code loads, and the whole app renders at `path`.
 */
export const renderApp = async (path = '/', { firstVisit = false }: RenderAppOptions = {}) => {
  if (!firstVisit && localStore.get(LOCAL_KEYS.tourCompleted) === null) {
    localStore.set(LOCAL_KEYS.tourCompleted, 'true');
    localStore.set(LOCAL_KEYS.tourCompletedAt, String(Date.now()));
  }
  // A new page: its portal session starts again from storage when something needs it, and until
  // then the session store is as it starts: the stored tokens, the profile not yet restored.
  endPortalSession();
  useSession.setState({
    authToken: localStore.get(LOCAL_KEYS.authToken),
    adminToken: localStore.get(LOCAL_KEYS.adminToken),
    customer: null,
  });
  usePreferences.setState(initialPreferences());
  useToasts.setState({ current: null, open: false });
  replaceQueryClient(createQueryClient());
  // As the browser does before hydrating: the page's code and texts are there at the first render,
  // in its URL's language too (the tests' setup adds only English, src/testing/english-texts.ts).
  const pathname = path.split(/[?#]/)[0] ?? '/';
  await Promise.all([loadTexts(languageOfPath(pathname).language, TEXT_GROUPS), preloadPagesAt(pathname)]);
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
