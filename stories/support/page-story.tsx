/**
 * A page of the site as a visitor meets it, in the whole app (navigation bar, page, toasts) at its
 * path, with every API route answering as the variant says (mocks/scenarios.ts):
 *
 *   export const Full = pageStory('/portfolio', 'full');
 *   export const Loading = pageStory('/portfolio', 'loading');
 *
 * Light and dark, the ten languages and right to left come from the toolbar.
 */
import type { StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import { everyRouteParameters } from '@mocks/scenarios';
import { AppRoutes } from '@src/app/app-routes';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

export type PageVariant = 'full' | 'loading' | 'empty' | 'error';

const VARIANT_PARAMETERS = {
  full: {},
  loading: everyRouteParameters('slow'),
  empty: everyRouteParameters('empty'),
  error: everyRouteParameters('error'),
} satisfies Record<PageVariant, object>;

/** The page's code and texts load on first render, and the first mocked call waits for the worker. */
const PAGE_LOAD = { timeout: 20_000 };

export const pageStory = (path: string, variant: PageVariant): StoryObj => ({
  parameters: { layout: 'fullscreen', router: 'own', route: path, ...VARIANT_PARAMETERS[variant] },
  render: () => (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  ),
  // Every page has one h1 (src/README.md); it is there once the page has rendered.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, PAGE_LOAD)).toBeVisible();
  },
});

/**
 * A visitor who has seen the site before (as the browser journeys' default visitor, e2e/support/
 * browser.ts): the guided tour done and an account made here, so neither the tour (2 s into a first
 * visit of the home page) nor the sales popups cover the page a story is about. A story's or a
 * meta's `beforeEach`: it runs after the preview's, which empties the storage.
 */
export const asReturningVisitor = (): void => {
  localStore.set(LOCAL_KEYS.tourCompleted, 'true');
  localStore.set(LOCAL_KEYS.tourCompletedAt, String(Date.now()));
  localStore.set(LOCAL_KEYS.accountCreated, 'true');
};
