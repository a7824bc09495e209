/** The guided tour's view: its states of interest become stories over stand-in home sections. */
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { connectGuidedTour, guidedTourMachine, guidedTourStatesOfInterest } from '@machines/guided-tour';
import { siteConfig } from '@src/lib/site-config';
import { defineMachineView } from '../support/state-story';
import { GuidedTourStage } from './funnel-stages';

/** The tour's steps in order, by the title a visitor reads (spec part 2: welcome, packages, portfolio, contact). */
const STEP_TITLES = [
  `Welcome to ${siteConfig.brandName}!`,
  'Pick Your Package',
  'See Our Work',
  'Talk to Us',
];

export const machineView = defineMachineView({
  machine: guidedTourMachine,
  statesOfInterest: guidedTourStatesOfInterest,
  fakes: {},
  connect: connectGuidedTour,
  View: GuidedTourStage,
  implementations: {
    actions: { dispatchTourCompleted: () => console.info('The page would now announce tourCompleted') },
  },
  // The main path: Next through the four steps, Finish; the tour closes and the Tour button is back.
  // The tour is a dialog portalled to the document's body, outside the story's canvas.
  plays: {
    Welcome: async () => {
      for (const [index, title] of STEP_TITLES.entries()) {
        const tour = await screen.findByRole('dialog', { name: title });
        await expect(tour).toHaveTextContent(`Step ${index + 1} of ${STEP_TITLES.length}`);
        const last = index === STEP_TITLES.length - 1;
        await userEvent.click(screen.getByRole('button', { name: last ? 'Finish' : 'Next' }));
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(screen.getByRole('button', { name: 'Tour' })).toBeVisible();
    },
  },
});
