/**
 * The free website health check (spec part 2 §4, §5): idle → analyzing → result or failed. A blank
 * address blocks the check; an address without a scheme gets https://; a new check clears the last
 * result. The fix offer needs the agreement checkbox before its link works.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { HealthCheckResult } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import type { ToastParams } from '../shared/toast';

export interface HealthCheckContext {
  /** What the visitor typed. */
  url: string;
  /** The normalised address of the last check. */
  checkedUrl: string | null;
  result: HealthCheckResult | null;
  /** The fix offer's agreement checkbox. */
  agreed: boolean;
}

/**
 * What the visitor already typed when the machine starts: the app's form loads after the first
 * paint, and the address typed into its placeholder must be there at the form's first render.
 */
export interface HealthCheckInput {
  url?: string;
}

export type HealthCheckEvent =
  | { type: 'url.change'; value: string }
  | { type: 'check.submit' }
  | { type: 'agreement.change'; agreed: boolean }
  | { type: 'fix.open' };

/** Prepends https:// when the address names no http(s) scheme. */
export const normalizeUrl = (raw: string): string => {
  const trimmed = raw.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

export const healthCheckToasts = {
  failed: {
    titleKey: 'healthCheck.toast.failed.title',
    descriptionKey: 'healthCheck.toast.failed.description',
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

export const healthCheckMachine = setup({
  types: {
    context: {} as HealthCheckContext,
    events: {} as HealthCheckEvent,
    // Optional: stories, tests and the explorer start it empty (`void` keeps it optional for createActor).
    input: {} as HealthCheckInput | void,
  },
  actors: {
    /** Tracking rides in the body too; the app adds it. */
    analyzeWebsite: fromPromise<ResponseOf<'healthCheck'>, BodyOf<'healthCheck'>>(async () => {
      throw new Error('analyzeWebsite is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: open the fix-and-maintain checkout in a new tab. */
    openFixPlan: () => {},
    setUrl: assign({ url: (_, params: { value: string }) => params.value }),
    startCheck: assign({
      checkedUrl: ({ context }) => normalizeUrl(context.url),
      result: null,
      agreed: false,
    }),
    setAgreed: assign({ agreed: (_, params: { agreed: boolean }) => params.agreed }),
    setResult: assign({ result: (_, params: { result: HealthCheckResult }) => params.result }),
  },
  guards: {
    hasUrl: ({ context }) => context.url.trim() !== '',
    canOpenFix: ({ context }) => context.agreed && context.result?.needsFixes === true,
  },
}).createMachine({
  id: 'healthCheck',
  context: ({ input }) => ({ url: (input ?? {}).url ?? '', checkedUrl: null, result: null, agreed: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'url.change': { actions: { type: 'setUrl', params: ({ event }) => ({ value: event.value }) } },
        'check.submit': { guard: 'hasUrl', target: 'analyzing', actions: 'startCheck' },
      },
    },
    analyzing: {
      invoke: {
        id: 'analyzeWebsite',
        src: 'analyzeWebsite',
        input: ({ context }) => ({ url: context.checkedUrl ?? normalizeUrl(context.url) }),
        onDone: {
          target: 'result',
          actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'showToast', params: healthCheckToasts.failed } },
      },
    },
    result: {
      on: {
        'url.change': { actions: { type: 'setUrl', params: ({ event }) => ({ value: event.value }) } },
        'check.submit': { guard: 'hasUrl', target: 'analyzing', actions: 'startCheck' },
        'agreement.change': {
          actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) },
        },
        'fix.open': { guard: 'canOpenFix', actions: 'openFixPlan' },
      },
    },
    failed: {
      on: {
        'url.change': { actions: { type: 'setUrl', params: ({ event }) => ({ value: event.value }) } },
        'check.submit': { guard: 'hasUrl', target: 'analyzing', actions: 'startCheck' },
      },
    },
  },
});

export type HealthCheckMachine = typeof healthCheckMachine;
