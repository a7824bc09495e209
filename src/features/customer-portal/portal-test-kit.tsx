/**
 * What the portal's component tests share: the app rendered at `/` with the mock API, a stored
 * token when the test signs in from the start, and the dialog opened by the page-wide event.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { MOCK_TOKENS } from '@mocks/fixtures';
import { dispatchPageEvent } from '@src/app/page-events';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { renderApp } from '@src/testing/render-app';

/** A test of the portal, with room for the same. */
export const PORTAL_TEST_TIMEOUT = 60_000;

/** A fixture's token, none, or a token the server no longer knows. */
export type StoredSession = keyof typeof MOCK_TOKENS | 'none' | 'expired';

/** Renders the home page with the given stored token (as a reload would find it). */
export const renderSite = async (session: StoredSession = 'none') => {
  localStore.remove(LOCAL_KEYS.adminToken);
  if (session === 'none') localStore.remove(LOCAL_KEYS.authToken);
  else localStore.set(LOCAL_KEYS.authToken, session === 'expired' ? 'expired-token' : MOCK_TOKENS[session]);
  return renderApp('/');
};

/** The navigation's portal buttons (wide and narrow), also while the dialog hides the page. */
export const portalButtons = (label: string) =>
  screen.queryAllByRole('button', { name: label, hidden: true });

/** Opens the portal through the page-wide event and returns the dialog. */
export const openPortal = async (
  event: 'openCustomerPortal' | 'openCustomerLogin' = 'openCustomerPortal',
) => {
  act(() => dispatchPageEvent(event));
  // The first opening loads the portal's code.
  return screen.findByRole('dialog');
};

/** Renders the site signed in and opens the portal on its tabs. */
export const openSignedInPortal = async (session: StoredSession = 'customer') => {
  const rendered = await renderSite(session);
  const dialog = await openPortal();
  await within(dialog).findByRole('tablist');
  return { ...rendered, dialog };
};

/** The shown toast with this title (the toaster loads with the first toast). */
export const findToast = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const toast = screen
      .queryAllByText(title)
      .map((element) => element.closest('li'))
      .find((item): item is HTMLLIElement => item !== null && item.closest('ol') !== null);
    if (!toast) throw new Error(`No toast '${title}'`);
    return toast;
  });

/**
 * A tab's accessible name: jsdom reads Radix Themes' trigger twice (its bold twin that reserves the
 * width is hidden by CSS, which jsdom does not apply); a browser reads it once.
 */
export const tabNamed =
  (label: string) =>
  (name: string): boolean =>
    name === label || name === `${label} ${label}` || name === `${label}${label}`;
