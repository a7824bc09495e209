import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Direction, Tooltip } from 'radix-ui';
import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/resolve-language';
import { TIMINGS } from '../../machines/timings';
import { usePreferences } from '../stores/preferences.store';
import { useAppearance } from './use-appearance';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Server state, text, appearance and direction for everything below. Radix Themes' root sets a
 * fixed left-to-right direction and a 200 ms tooltip delay, so both are overridden inside it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const appearance = useAppearance();
  const language = usePreferences((state) => state.language);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Theme appearance={appearance} accentColor="indigo" grayColor="slate" radius="medium">
          <Direction.Provider dir={directionOf(language)}>
            <Tooltip.Provider
              delayDuration={TIMINGS.tooltipDelay}
              skipDelayDuration={TIMINGS.tooltipSkipDelay}
            >
              {children}
            </Tooltip.Provider>
          </Direction.Provider>
        </Theme>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
