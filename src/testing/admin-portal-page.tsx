/** Opening the admin portal in a component test: the app at a page, the page event, the dialog. */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MOCK_TOKENS } from '@mocks/fixtures';
import { dispatchPageEvent } from '@src/app/page-events';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { useToasts } from '@src/stores/toasts.store';
import { renderApp } from './render-app';

/** A test renders the whole app and loads the portal's code: more than the default 5 s on a busy machine. */
export const WHOLE_APP_TIMEOUT = 60_000;

/** The portal's dialog, once it is open (the first opening of a test file loads the portal's code). */
export const portalDialog = () => screen.findByRole('dialog', { name: 'Admin Portal' });

/**
 * Renders the app and opens the admin portal; with `signedIn`, an admin token is stored first
 * (as a second factor earlier would have left it), so the portal opens on its tabs.
 */
export const openAdminPortal = async ({ signedIn = false, token = MOCK_TOKENS.admin as string } = {}) => {
  localStorage.clear();
  if (signedIn) localStorage.setItem(LOCAL_KEYS.adminToken, token);
  const app = await renderApp('/');
  act(() => dispatchPageEvent('openAdminPortal'));
  const dialog = await portalDialog();
  return { ...app, dialog };
};

/**
 * A tab's accessible name: jsdom reads Radix Themes' trigger twice (its bold twin, which reserves
 * the width, is hidden by CSS that jsdom does not apply); a browser reads it once.
 */
export const tabNamed =
  (label: string) =>
  (name: string): boolean =>
    name === label || name === `${label} ${label}` || name === `${label}${label}`;

/** Opens a tab of the signed-in portal; returns its panel. */
export const openTab = async (
  user: { click: (element: Element) => Promise<void> },
  name: string,
): Promise<HTMLElement> => {
  const dialog = await portalDialog();
  await user.click(await within(dialog).findByRole('tab', { name: tabNamed(name) }));
  return within(dialog).getByRole('tabpanel', { name: tabNamed(name) });
};

/** The toast on screen now, in the words the person reads. */
export const currentToast = () => {
  const toast = useToasts.getState().current;
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
};

/** Waits until the toast on screen is this one. */
export const expectToast = async (title: string, description?: string) => {
  await expect.poll(() => currentToast()?.title).toBe(title);
  expect(currentToast()?.description).toBe(description);
};
