/** The sales popups' view: the schedule's states of interest become stories of the real popups. */
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  connectPopupSchedule,
  popupScheduleMachine,
  popupScheduleStatesOfInterest,
} from '@machines/popup-schedule';
import { defineMachineView } from '../support/state-story';
import { SalesPopupsStage } from './funnel-stages';

/** What the page does when an offer is taken: open package selection (here a spy the play reads). */
const openPackageSelection = fn(() => console.info('The page would now open package selection')).mockName(
  'openPackageSelection',
);

export const machineView = defineMachineView({
  machine: popupScheduleMachine,
  statesOfInterest: popupScheduleStatesOfInterest,
  fakes: {},
  connect: connectPopupSchedule,
  View: SalesPopupsStage,
  implementations: { actions: { openPackageSelection: () => openPackageSelection() } },
  // The main path: the popup's offer taken, the popup closes and package selection is asked for.
  plays: {
    'Exit-intent popup': async () => {
      openPackageSelection.mockClear();
      // The popup is a dialog portalled to the document's body, outside the story's canvas.
      const popup = await screen.findByRole('dialog', { name: "Wait! Don't Leave Empty-Handed" });
      await expect(popup).toHaveTextContent('Start your project today and get $200 off your first project.');
      await userEvent.click(screen.getByRole('button', { name: 'Claim My $200 Discount' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(openPackageSelection).toHaveBeenCalledTimes(1);
    },
    'Ready card': async ({ canvas }) => {
      openPackageSelection.mockClear();
      await expect(canvas.getByRole('heading', { name: 'Ready for a professional website?' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Start Your Project' }));
      await waitFor(() =>
        expect(canvas.queryByRole('heading', { name: 'Ready for a professional website?' })).toBeNull(),
      );
      await expect(openPackageSelection).toHaveBeenCalledTimes(1);
    },
  },
});
