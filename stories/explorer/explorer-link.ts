/**
 * The explorer's "Copy link": the machine, where it started, its history (events, time, service
 * answers, each event's actor), the clock, the actor being looked at, the mock scenario, the
 * language and the theme, in one URL that opens Storybook on the same explorer page in exactly
 * that state. Language and theme travel as
 * Storybook's own `globals` parameter; the rest as `explore`, base64url-encoded JSON.
 */
import type { RouteName } from '@contract';
import type { ScenarioVariant } from '@mocks/scenarios';
import type { HistoryStep } from './explorer-session';

export const EXPLORE_PARAM = 'explore';

/** A mock scenario QA put in front of the mocks: one route answering with a variant. */
export interface ExplorerScenario {
  route: RouteName;
  variant: ScenarioVariant;
}

export interface ExplorerLink {
  flow: string;
  /** The state of interest it started from (null: the first one's input, no events). */
  start: string | null;
  steps: HistoryStep[];
  /** The clock after the steps, in ms: a check that the replay landed at the same time. */
  clock: number;
  /** The actor QA was looking at in a journey ('' or absent: the root). */
  actor?: string;
  scenario: ExplorerScenario | null;
  /** Storybook's toolbar globals: theme, locale, direction. */
  globals: Record<string, string>;
}

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): string => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/** Storybook's `globals` URL format: `theme:dark;locale:ar`. */
const globalsParam = (globals: Record<string, string>): string =>
  Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');

const parseGlobals = (text: string | null): Record<string, string> =>
  Object.fromEntries(
    (text ?? '')
      .split(';')
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );

/**
 * The link: Storybook's page (`base`, the manager's address) at the story, with the globals and
 * the explorer's state.
 */
export const explorerLinkUrl = (base: string, storyId: string, link: ExplorerLink): string => {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  const { globals, ...state } = link;
  const params = new URLSearchParams({ path: `/story/${storyId}` });
  if (Object.keys(globals).length > 0) params.set('globals', globalsParam(globals));
  params.set(EXPLORE_PARAM, toBase64Url(JSON.stringify(state)));
  // Storybook reads `globals` with its own parser: its ':' and ';' (and the path's '/') stay as they are.
  return `${url.href}?${params.toString().replace(/%3A/g, ':').replace(/%3B/g, ';').replace(/%2F/g, '/')}`;
};

/** The explorer state a URL carries, or null when it carries none (or a broken one). */
export const readExplorerLink = (href: string): ExplorerLink | null => {
  const params = new URL(href).searchParams;
  const encoded = params.get(EXPLORE_PARAM);
  if (!encoded) return null;
  try {
    const state = JSON.parse(fromBase64Url(encoded)) as Omit<ExplorerLink, 'globals'>;
    if (typeof state.flow !== 'string' || !Array.isArray(state.steps)) return null;
    return {
      flow: state.flow,
      start: typeof state.start === 'string' ? state.start : null,
      steps: state.steps,
      clock: Number(state.clock) || 0,
      actor: typeof state.actor === 'string' ? state.actor : '',
      scenario: state.scenario ?? null,
      globals: parseGlobals(params.get('globals')),
    };
  } catch {
    return null;
  }
};
