/** The "Forgot password?" flow of the Sign In tab, wired to the API with the page language added. */
import {
  connectForgotPassword,
  forgotPasswordMachine,
  type ForgotPasswordRequest,
  type ForgotPasswordView,
} from '@machines/forgot-password';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useLanguage } from '@src/i18n/use-language';
import { useFlow } from '@src/lib/use-flow';

export const useForgotPassword = (): ForgotPasswordView => {
  // The mail is written in the page's language when the server knows none for the address.
  const language = useLanguage();
  return useFlow(forgotPasswordMachine, connectForgotPassword, {
    implementations: {
      actors: {
        requestReset: routeActor('forgotPassword', (request: ForgotPasswordRequest) => ({
          body: { ...request, language },
        })),
      },
      actions: { showToast: (_, params) => showMachineToast(params) },
    },
  });
};
