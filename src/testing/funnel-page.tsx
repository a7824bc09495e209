/**
 * The funnel's component tests share this: a fresh browser storage (the tour completed unless a
 * test says otherwise, so it does not cover the page), the whole app rendered at a path, and the
 * page-wide events the funnel answers.
 */
import { screen } from '@testing-library/react';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { renderApp } from './render-app';

export interface FunnelPageOptions {
  /** Local storage entries to start with (after the tour's completion, unless replaced). */
  stored?: Record<string, string>;
  /** The visitor has not completed the tour. */
  firstVisit?: boolean;
  /** Session storage entries to start with (this tab's, kept by a reload). */
  session?: Record<string, string>;
}

export const renderFunnelPage = async (
  path = '/',
  { stored = {}, firstVisit = false, session = {} }: FunnelPageOptions = {},
) => {
  localStorage.clear();
  sessionStorage.clear();
  if (!firstVisit) {
    localStorage.setItem(LOCAL_KEYS.tourCompleted, 'true');
    localStorage.setItem(LOCAL_KEYS.tourCompletedAt, String(Date.now()));
  }
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  return renderApp(path, { firstVisit });
};

/** The user-event instance a rendered page comes with. */
export type PageUser = Awaited<ReturnType<typeof renderFunnelPage>>['user'];

/** The funnel's code loads on the first request: the first test of a file waits for it (5 s was short on two busy cores). */
export const FUNNEL_LOAD_TIMEOUT = { timeout: 30_000 };

/** The onboarding dialog once it is open. */
export const onboardingDialog = () =>
  screen.findByRole('dialog', { name: 'Start Your Website Project' }, FUNNEL_LOAD_TIMEOUT);
