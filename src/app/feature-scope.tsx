/**
 * What a feature loaded after the first paint renders in: the Radix Themes context its menus and
 * dialogs read, and the data cache. The first load of a page carries neither (the home page's hero
 * reads no data and opens no menu); the pages, islands and dialogs that need them bring this along.
 * A feature without menus or dialogs takes the data cache alone (data-scope.tsx).
 */
import type { ReactNode } from 'react';
import { DataScope } from './data-scope';
import { ThemeScope } from './theme-scope';

export function FeatureScope({ children }: { children: ReactNode }) {
  return (
    <DataScope>
      <ThemeScope>{children}</ThemeScope>
    </DataScope>
  );
}
