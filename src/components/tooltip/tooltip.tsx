/**
 * Tooltips with the spec's timing (700 ms to open, 300 ms to move on to the next). Use this instead
 * of Radix Themes' `Tooltip`: the site's root does not carry Radix's tooltip provider (it would put
 * the tooltip code in every first load, see site-theme.tsx). Tooltips next to each other share one
 * `TooltipGroup`, so moving from one to the next opens it at once.
 */
import { Tooltip as ThemesTooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { TIMINGS } from '@machines/timings';

const InGroup = createContext(false);

export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TIMINGS.tooltipDelay}
      skipDelayDuration={TIMINGS.tooltipSkipDelay}
    >
      <InGroup.Provider value>{children}</InGroup.Provider>
    </TooltipPrimitive.Provider>
  );
}

export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  const tooltip = <ThemesTooltip {...props} />;
  return useContext(InGroup) ? tooltip : <TooltipGroup>{tooltip}</TooltipGroup>;
}
