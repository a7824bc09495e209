/**
 * The maintenance credit claim (spec part 2 §2, §4, §8; decision 16). An email in the query claims
 * at once; otherwise the visitor types one. The server answers reserved (no account yet), applied,
 * already claimed or unable; a failed call lets the visitor try again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ClaimCreditError } from '@contract/api/credit';
import type { QueryOf, ResponseOf } from '@contract/routes';
import { messageOf } from '../shared/errors';
import { toastWithServerMessage, type ToastParams } from '../shared/toast';

export interface CreditClaimInput {
  /** The `email` query parameter, if any. */
  queryEmail: string | null;
  /**
   * The `sig` query parameter of a claim link the server signed, if any: sent along with that email
   * so the answer may greet the holder by name (decision 29).
   */
  querySig?: string | null;
}

/** What the claim service resolves with: the 200 answer, or the error body of a non-OK answer. */
export type ClaimAnswer = ResponseOf<'claimMaintenanceCredit'> | ClaimCreditError;

export interface CreditClaimContext {
  email: string;
  /** The claim link's email and signature, while the visitor has not typed another email. */
  link: { email: string; sig: string } | null;
  answer: ClaimAnswer | null;
}

export type CreditClaimEvent =
  | { type: 'email.change'; value: string }
  | { type: 'claim.submit' }
  /** After a refusal: back to the form, to try another email. */
  | { type: 'claim.retry' };

const isRefusal = (answer: ClaimAnswer): answer is ClaimCreditError =>
  'error' in answer && answer.error === true;

export const creditClaimToasts = {
  emailRequired: {
    titleKey: 'creditClaim.toast.emailRequired.title',
    descriptionKey: 'creditClaim.toast.emailRequired.description',
    variant: 'error',
  },
  error: {
    titleKey: 'creditClaim.toast.error.title',
    descriptionKey: 'creditClaim.toast.error.description',
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

const answerToast = (answer: ClaimAnswer): ToastParams =>
  toastWithServerMessage(
    isRefusal(answer)
      ? { titleKey: 'creditClaim.toast.unable.title', variant: 'error' }
      : { titleKey: 'creditClaim.toast.success.title', variant: 'success' },
    messageOf(answer),
    creditClaimToasts.error.descriptionKey,
  );

type AnswerParams = { answer: ClaimAnswer };
const withAnswer = ({ event }: { event: { output: ClaimAnswer } }): AnswerParams => ({
  answer: event.output,
});
/** Keeps the answer for the page and toasts its message. */
const settle = [
  { type: 'recordAnswer', params: withAnswer },
  { type: 'showToast', params: ({ event }: { event: { output: ClaimAnswer } }) => answerToast(event.output) },
] as const;

export const creditClaimMachine = setup({
  types: {
    context: {} as CreditClaimContext,
    events: {} as CreditClaimEvent,
    input: {} as CreditClaimInput,
  },
  actors: {
    /** Tracking rides in the query too; the app adds it. */
    claimCredit: fromPromise<ClaimAnswer, QueryOf<'claimMaintenanceCredit'>>(async () => {
      throw new Error('claimCredit is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    recordAnswer: assign({ answer: (_, params: AnswerParams) => params.answer }),
    clearAnswer: assign({ answer: null }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isReserved: (_, { answer }: AnswerParams) => !isRefusal(answer) && answer.creditReserved,
    isApplied: (_, { answer }: AnswerParams) => !isRefusal(answer),
    isAlreadyClaimed: (_, { answer }: AnswerParams) => isRefusal(answer) && answer.alreadyClaimed === true,
  },
}).createMachine({
  id: 'creditClaim',
  context: ({ input }) => {
    const email = input.queryEmail?.trim() ?? '';
    const link = email && input.querySig ? { email, sig: input.querySig } : null;
    return { email, link, answer: null };
  },
  initial: 'checkingQuery',
  states: {
    checkingQuery: {
      always: [{ guard: 'hasEmail', target: 'claiming' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        'claim.submit': [
          { guard: 'hasEmail', target: 'claiming' },
          { actions: { type: 'showToast', params: creditClaimToasts.emailRequired } },
        ],
      },
    },
    claiming: {
      invoke: {
        id: 'claimCredit',
        src: 'claimCredit',
        input: ({ context }) => {
          const email = context.email.trim();
          // The signature vouches for the link's email only.
          return context.link?.email === email ? { email, sig: context.link.sig } : { email };
        },
        onDone: [
          { guard: { type: 'isReserved', params: withAnswer }, target: 'reserved', actions: settle },
          { guard: { type: 'isApplied', params: withAnswer }, target: 'applied', actions: settle },
          {
            guard: { type: 'isAlreadyClaimed', params: withAnswer },
            target: 'alreadyClaimed',
            actions: settle,
          },
          { target: 'unable', actions: settle },
        ],
        onError: { target: 'editing', actions: { type: 'showToast', params: creditClaimToasts.error } },
      },
    },
    /** No account yet: the credit waits for the account this email will create. */
    reserved: {},
    applied: {},
    alreadyClaimed: { on: { 'claim.retry': { target: 'editing', actions: 'clearAnswer' } } },
    unable: { on: { 'claim.retry': { target: 'editing', actions: 'clearAnswer' } } },
  },
});

export type CreditClaimMachine = typeof creditClaimMachine;
