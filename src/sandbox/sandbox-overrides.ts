/**
 * The variants the sandbox puts in front of the mocks, one per route, kept for the browser tab's
 * session (a reload keeps them) and applied to MSW's worker.
 */
import { routes, type RouteName } from '@contract';
import { worker } from '@mocks/browser';
import { scenario, type ScenarioVariant } from '@mocks/scenarios';

export type SandboxOverrides = Partial<Record<RouteName, ScenarioVariant>>;

export const SANDBOX_VARIANTS: readonly ScenarioVariant[] = [
  'error',
  'empty',
  'slow',
  'offline',
  'badGateway',
];
const STORAGE_KEY = 'sandbox.overrides';

export const readOverrides = (): SandboxOverrides => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    return Object.fromEntries(
      Object.entries(stored).filter(
        ([route, variant]) => route in routes && SANDBOX_VARIANTS.includes(variant as ScenarioVariant),
      ),
    ) as SandboxOverrides;
  } catch {
    return {};
  }
};

/** Puts each chosen variant in front of the fixtures' answers (and only those). */
export const applyOverrides = (overrides: SandboxOverrides): void => {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  worker.resetHandlers();
  worker.use(...Object.entries(overrides).map(([route, variant]) => scenario(route as RouteName, variant)));
};
