/** The explorer page of one machine (machine-explorer.stories.tsx gets one per machine, generated). */
import type { StoryObj } from '@storybook/react-vite';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { MachineExplorer } from './machine-explorer';

/** The toolbar's globals a link carries. */
const LINKED_GLOBALS = ['theme', 'locale', 'direction'];

/** Sets the toolbar's globals as a pasted link says (the story then renders again with them). */
const updateGlobals = (globals: Record<string, string>): void => {
  addons.getChannel().emit(UPDATE_GLOBALS, { globals });
};

export const explorerStory = (flow: string): StoryObj => ({
  parameters: { layout: 'fullscreen', machineFlow: flow },
  render: (_args, { id, globals }) => (
    <MachineExplorer
      key={flow}
      flow={flow}
      storyId={id}
      globals={Object.fromEntries(
        LINKED_GLOBALS.filter((key) => typeof globals[key] === 'string').map((key) => [
          key,
          globals[key] as string,
        ]),
      )}
      updateGlobals={updateGlobals}
    />
  ),
});
