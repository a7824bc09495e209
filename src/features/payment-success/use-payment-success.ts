/**
 * The payment-success machine with the page's query as input, wired to the API (confirming a
 * provider's session), the toaster, the browser's storage and the router.
 */
import { useNavigate } from 'react-router-dom';
import type { QueryOf } from '@contract/routes';
import {
  connectPaymentSuccess,
  paymentSuccessMachine,
  type PaymentSuccessView,
} from '@machines/payment-success';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import { useFlow } from '@src/lib/use-flow';
import { storePaymentCompletion } from './payment-completion';

/** Where onboarding continues after a payment (spec part 2 §2). */
export const COMPLETE_DETAILS_PATH = '/#complete-details';

export const usePaymentSuccess = (query: URLSearchParams): PaymentSuccessView => {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useFlow(paymentSuccessMachine, connectPaymentSuccess, {
    input: {
      packageName: query.get('package'),
      amount: query.get('amount'),
      sessionId: query.get('session_id'),
    },
    implementations: {
      actors: {
        confirmPayment: routeActor('confirmPayment', (sessionQuery: QueryOf<'confirmPayment'>) => ({
          query: sessionQuery,
        })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        storePaymentCompleted: (_, completion) => storePaymentCompletion(completion),
        // Within the app: the 'Redirecting...' toast stays on screen on the way.
        navigateToCompleteDetails: () => navigate(localize(COMPLETE_DETAILS_PATH)),
      },
    },
  });
};
