/** The reset page's machine for one link, wired to the API; Sign In opens the customer portal. */
import {
  connectResetPassword,
  resetPasswordMachine,
  type ResetPasswordBody,
  type ResetPasswordView,
} from '@machines/reset-password';
import { routeActor } from '@src/api/route-actor';
import { dispatchPageEvent } from '@src/app/page-events';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

export const useResetPassword = (token: string | null): ResetPasswordView =>
  useFlow(resetPasswordMachine, connectResetPassword, {
    input: { token },
    implementations: {
      actors: { resetPassword: routeActor('resetPassword', (body: ResetPasswordBody) => ({ body })) },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        openSignIn: () => dispatchPageEvent('openCustomerLogin'),
      },
    },
  });
