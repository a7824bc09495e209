import { Flex } from '@radix-ui/themes';
import type { ActivatableProps } from '../deferred/deferred';
import { TooltipGroup } from '../tooltip/tooltip';
import { LanguagePicker } from './language-picker';
import { ThemeControl } from './theme-control';

/** The theme and language controls, side by side: their tooltips share one group. */
export function NavTools({ activated }: ActivatableProps) {
  return (
    <TooltipGroup>
      <Flex align="center" gap="3">
        <ThemeControl activated={activated === 'theme'} />
        <LanguagePicker activated={activated === 'language'} />
      </Flex>
    </TooltipGroup>
  );
}
