/**
 * The credit claim machine wired to the API: the claim carries the session's tracking record
 * (decision 25) and, from a signed claim link, its signature (decision 29); a refusal is an
 * answer of its own (already claimed, unable), not a failure.
 */
import { fromPromise } from 'xstate';
import { claimCreditErrorSchema } from '@contract/api/credit';
import type { QueryOf } from '@contract/routes';
import {
  connectCreditClaim,
  creditClaimMachine,
  type ClaimAnswer,
  type CreditClaimView,
} from '@machines/credit-claim';
import { ApiError } from '@src/api/api-error';
import { loadCallRoute } from '@src/api/route-query';
import { serverMessageOf } from '@src/api/server-message';
import { toServiceError } from '@src/api/service-error';
import { showMachineToast } from '@src/app/show-machine-toast';
import { trackingRecord } from '@src/tracking/tracking';
import { useFlow } from '@src/lib/use-flow';

/** A non-OK answer as the page shows it: the server's message, yellow when already claimed. */
const refusalOf = (error: ApiError): ClaimAnswer => {
  let body: unknown;
  try {
    body = JSON.parse(error.text);
  } catch {
    body = null;
  }
  const parsed = claimCreditErrorSchema.safeParse(body);
  return {
    message: serverMessageOf(error) ?? '',
    error: true,
    ...(parsed.success && parsed.data.alreadyClaimed ? { alreadyClaimed: true } : {}),
  };
};

export const claimCredit = fromPromise<ClaimAnswer, QueryOf<'claimMaintenanceCredit'>>(async ({ input }) => {
  const [call, tracking] = await Promise.all([loadCallRoute(), trackingRecord('credit_claim')]);
  try {
    return await call('claimMaintenanceCredit', {
      query: { ...input, ...(tracking ? { tracking: JSON.stringify(tracking) } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiError) return refusalOf(error);
    throw toServiceError(error);
  }
});

export interface ClaimQuery {
  email: string | null;
  sig: string | null;
}

export const useCreditClaim = ({ email, sig }: ClaimQuery): CreditClaimView =>
  useFlow(creditClaimMachine, connectCreditClaim, {
    input: { queryEmail: email, querySig: sig },
    implementations: {
      actors: { claimCredit },
      actions: { showToast: (_, params) => showMachineToast(params) },
    },
  });
