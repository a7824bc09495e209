import type { Decorator } from '@storybook/react-vite';
import { Direction } from 'radix-ui';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, getQueryClient, replaceQueryClient } from '@src/api/query-client';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { readGlobals } from './story-globals';

/** Each story starts with an empty cache, with the app's data defaults (decision 23). */
export const resetQueryClient = (): void => {
  getQueryClient().clear();
  replaceQueryClient(createQueryClient());
};

/**
 * Wraps every story in the app's own providers (i18n, the theme root, and the feature scope: data
 * cache and Radix Themes context), a memory router at `parameters.route` (default '/'), and the
 * toolbar's direction, which may differ from the language's to check a layout in both directions. A
 * story that mounts the app's own router sets `parameters.router: 'own'` (routers do not nest).
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
    <AppProviders>
      <Direction.Provider dir={direction}>
        <FeatureScope>
          <div dir={direction}>{story}</div>
        </FeatureScope>
      </Direction.Provider>
    </AppProviders>
  );
};
