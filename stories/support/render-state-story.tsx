/**
 * Renders a machine's generated state story outside Storybook, in the app's providers, as a test
 * of that story needs it (composeStory runs the story's loaders first).
 */
import { composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { AppProviders } from '@src/app/app-providers';
import { FeatureScope } from '@src/app/feature-scope';
import { stateStory, type MachineView } from './state-story';

export const renderStateStory = async <TMachine extends AnyStateMachine, TView>(
  view: MachineView<TMachine, TView>,
  name: string,
  title: string,
): Promise<void> => {
  const Story = composeStory(stateStory(view, name), { title });
  await Story.load();
  render(
    <AppProviders>
      <FeatureScope>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </FeatureScope>
    </AppProviders>,
  );
};
