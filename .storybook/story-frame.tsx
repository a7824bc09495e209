import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../src/api/query-client';
import { AppProviders } from '../src/app/app-providers';
import { readGlobals } from './story-globals';

let queryClient: QueryClient = createQueryClient();

/** Each story starts with an empty cache, with the app's data defaults (decision 23). */
export const resetQueryClient = (): void => {
  queryClient.clear();
  queryClient = createQueryClient();
};

/**
 * Wraps every story in the app's own providers (query client, i18n, Radix Theme, tooltips), a
 * memory router at `parameters.route` (default '/'), and the toolbar's direction, which may
 * differ from the language's to check a layout in both directions. A story that mounts the app's
 * own data router sets `parameters.router: 'own'` (routers do not nest).
 */
export const withStoryFrame: Decorator = (Story, context) => {
  const { direction } = readGlobals(context.globals);
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  const story =
    context.parameters.router === 'own' ? (
      <Story />
    ) : (
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    );
  return (
    <AppProviders queryClient={queryClient}>
      <Direction.Provider dir={direction}>
        <div dir={direction}>{story}</div>
      </Direction.Provider>
    </AppProviders>
  );
};
