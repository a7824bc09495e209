/** The Account tab's password change, wired to the API by route name. */
import {
  changePasswordMachine,
  connectChangePassword,
  type ChangePasswordBody,
  type ChangePasswordView,
} from '@machines/change-password';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

export const useChangePassword = (): ChangePasswordView =>
  useFlow(changePasswordMachine, connectChangePassword, {
    implementations: {
      actors: { changePassword: routeActor('changePassword', (body: ChangePasswordBody) => ({ body })) },
      actions: { showToast: (_, params) => showMachineToast(params) },
    },
  });
