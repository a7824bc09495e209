/**
 * The admin second factor as the customer portal runs it: an admin's password login hands its
 * credentials over, the code panel asks for the authenticator's code, and a correct code stores the
 * admin token, closes the customer portal and opens the admin portal (page event openAdminPortal).
 */
import {
  adminVerificationMachine,
  connectAdminVerification,
  type AdminVerificationView,
} from '../../../machines/admin-verification';
import type { BodyOf } from '../../../contract/routes';
import { routeActor } from '../../api/route-actor';
import { dispatchPageEvent } from '../../app/page-events';
import { showMachineToast } from '../../app/show-machine-toast';
import { useSession } from '../../stores/session.store';
import { useFlow } from '../use-flow';

export interface AdminSignInOptions {
  /** The code was accepted: the customer portal closes. */
  onGranted: () => void;
  /** The second factor was given up: the password sign-in is undone. */
  onAbandon: () => void;
}

export const useAdminSignIn = ({ onGranted, onAbandon }: AdminSignInOptions): AdminVerificationView =>
  useFlow(adminVerificationMachine, connectAdminVerification, {
    // Every password sign-in of an admin asks for a code, whatever admin token is stored.
    input: { variant: 'customerPortal', storedAdminToken: null },
    implementations: {
      actors: {
        requestVerification: routeActor('requestVerification', (body: BodyOf<'requestVerification'>) => ({
          body,
        })),
        verifyCode: routeActor('verifyCode', (body: BodyOf<'verifyCode'>) => ({ body })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        storeAdminToken: (_, { token }) => useSession.getState().setAdminToken(token),
        removeAdminToken: () => useSession.getState().setAdminToken(null),
        closeCustomerPortal: () => onGranted(),
        openAdminPortal: () => dispatchPageEvent('openAdminPortal'),
        abandonSignIn: () => onAbandon(),
      },
    },
  });
