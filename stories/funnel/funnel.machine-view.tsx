/**
 * The funnel's own view: of the funnel machine's states, only the "continue your project" prompt
 * is drawn by the funnel itself (its children's views have their own stories, and the whole
 * journey runs in the explorer). The play takes the offer and dismisses it.
 */
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  connectDraftPrompt,
  funnelFakes,
  funnelMachine,
  funnelStatesOfInterest,
  type DraftPromptView,
} from '@machines/funnel';
import { DraftPrompt } from '@src/features/funnel/draft-prompt.view';
import { defineMachineView } from '../support/state-story';

function DraftPromptStage({ view }: { view: DraftPromptView }) {
  return (
    <div className="funnel-floating">
      <div className="funnel-floating__cards" aria-live="polite">
        <DraftPrompt view={view} />
      </div>
    </div>
  );
}

export const machineView = defineMachineView({
  machine: funnelMachine,
  statesOfInterest: funnelStatesOfInterest,
  fakes: funnelFakes,
  connect: connectDraftPrompt,
  View: DraftPromptStage,
  plays: {
    'A draft offered': async ({ canvas }) => {
      const prompt = canvas.getByRole('complementary', { name: 'Continue your project' });
      await expect(prompt).toHaveTextContent(
        'You left your website project at step 5 of 5. Pick up where you stopped.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() =>
        expect(canvas.queryByRole('complementary', { name: 'Continue your project' })).toBeNull(),
      );
    },
  },
});
