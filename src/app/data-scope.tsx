/**
 * The data cache alone, for a feature loaded after the first paint that renders no menu, dialog,
 * popover or select (nothing that reads Radix Themes' theme context): the theme context's module
 * brings Radix's tooltip, popper and floating-ui code with it (about 12 KB gzipped), which such a
 * feature does not need. The rest render in `FeatureScope` (feature-scope.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@src/api/query-client';

export function DataScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
