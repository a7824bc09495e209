/**
 * The portal session's own view: of what it decides, the page shows who is named on the
 * navigation's portal button (nobody while the stored token is checked or an admin's code is
 * asked). Its children's views have their own stories (States/Customer session, States/Admin
 * verification); the whole portal runs in Explorer/Portal.
 */
import { Button } from '@radix-ui/themes';
import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import {
  connectPortalSessionSummary,
  portalSessionFakes,
  portalSessionMachine,
  portalSessionStatesOfInterest,
  type PortalSessionSummary,
} from '@machines/portal-session';
import { defineMachineView } from '../support/state-story';

/** The navigation's portal button, as the bar labels it from the session. */
function PortalButtonStage({ view }: { view: PortalSessionSummary }) {
  const { t } = useTranslation();
  return (
    <Button variant="soft" aria-busy={view.isRestoring}>
      <User width="16" height="16" aria-hidden />
      {view.firstName ? t('nav.namedPortal', { firstName: view.firstName }) : t('nav.customerPortal')}
    </Button>
  );
}

export const machineView = defineMachineView({
  machine: portalSessionMachine,
  statesOfInterest: portalSessionStatesOfInterest,
  fakes: portalSessionFakes,
  connect: connectPortalSessionSummary,
  View: PortalButtonStage,
  plays: {
    'Signed in': async ({ canvas }) => {
      await expect(canvas.getByRole('button', { name: 'Ada Portal' })).toBeVisible();
    },
    "Asking the admin's code": async ({ canvas }) => {
      await expect(canvas.getByRole('button', { name: 'Customer Portal' })).toBeVisible();
    },
    'Admin portal open': async ({ canvas }) => {
      await expect(canvas.getByRole('button', { name: 'Grace Portal' })).toBeVisible();
    },
  },
});
