/**
 * What a feature loaded after the first paint renders in: the Radix Themes context its menus and
 * dialogs read, and the data cache. The first load of a page carries neither (the home page's hero
 * reads no data and opens no menu); the pages, islands and dialogs that need them bring this along.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@src/api/query-client';
import { ThemeScope } from './theme-scope';

export function FeatureScope({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ThemeScope>{children}</ThemeScope>
    </QueryClientProvider>
  );
}
