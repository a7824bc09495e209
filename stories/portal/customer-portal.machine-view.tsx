/**
 * The customer portal dialog's states of interest, each as a visitor sees it: the navigation's
 * portal button and the real dialog, signed out (the session's own stories show it signed in).
 */
import { Button } from '@radix-ui/themes';
import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  connectCustomerPortal,
  customerPortalFakes,
  customerPortalMachine,
  customerPortalStatesOfInterest,
  customerTabOrder,
  type CustomerPortalView,
} from '@machines/customer-portal';
import { PortalDialog } from '@src/features/customer-portal/portal-dialog.view';
import { defineMachineView } from '../support/state-story';
import { storyPortal } from './story-portal';

/** The navigation's button that opens the portal, and the dialog in the machine's state. */
function PortalStage({ view }: { view: CustomerPortalView }) {
  const { t } = useTranslation();
  const tabOrder = customerTabOrder(false);
  return (
    <>
      <Button variant="soft" onClick={view.onOpen}>
        <User width="16" height="16" aria-hidden />
        {t('nav.customerPortal')}
      </Button>
      <PortalDialog
        portal={storyPortal({
          isOpen: view.isOpen,
          onOpenChange: view.onOpenChange,
          signedOutTab: view.signedOutTab,
          onSignedOutTabChange: view.onSignedOutTabChange,
          tab: view.tabIn(tabOrder),
          tabOrder,
          onTabChange: view.onTabChange,
        })}
      />
    </>
  );
}

/** The portal is portalled to the document's body: `screen` finds it. */
const findPortal = () => screen.findByRole('dialog', { name: 'Customer Portal' });

/** The dialog shows this tab chosen, once its opening animation is over. */
const expectTabShown = async (name: string) => {
  const portal = within(await findPortal());
  await waitFor(() => expect(portal.getByRole('tab', { name, selected: true })).toBeVisible());
};

export const machineView = defineMachineView({
  machine: customerPortalMachine,
  statesOfInterest: customerPortalStatesOfInterest,
  fakes: customerPortalFakes,
  connect: connectCustomerPortal,
  View: PortalStage,
  plays: {
    Closed: async ({ canvas }) => {
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Customer Portal' }));
      await expectTabShown('Sign In');
    },
    'Open on Sign In': async () => {
      const portal = within(await findPortal());
      await userEvent.click(portal.getByRole('tab', { name: 'Create Account' }));
      await expectTabShown('Create Account');
      await userEvent.click(portal.getByRole('button', { name: 'Close' }));
      // The dialog leaves after its closing animation.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    'Open on Create Account': () => expectTabShown('Create Account'),
    'Opened for the login': () => expectTabShown('Sign In'),
  },
});
