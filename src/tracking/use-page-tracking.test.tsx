import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@src/lib/storage-keys';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';
import { queuedCommands, resetAnalyticsForTests } from './analytics';
import { resetSessionAttributionForTests } from './session-attribution';

setupMockApi();

beforeEach(() => {
  resetAnalyticsForTests();
  resetSessionAttributionForTests();
  sessionStorage.clear();
});

const pageViews = () =>
  queuedCommands()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

describe('page tracking in the app', () => {
  it('reports a page view on the first page and on each route change', async () => {
    const { user } = await renderApp('/domains');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(pageViews()).toEqual(['/domains']));
    const nav = screen.getByRole('navigation', { name: /main/i });
    await user.click(within(nav).getAllByRole('link', { name: 'Blog' })[0]!);
    await waitFor(() => expect(pageViews()).toEqual(['/domains', '/blog']));
  });

  it("captures the session's attribution on its first page", async () => {
    window.history.replaceState(null, '', '/domains?utm_source=google');
    try {
      await renderApp('/domains?utm_source=google');
      await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.sessionId)).toMatch(/^[0-9a-f]{32}$/));
      expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.utmData) ?? '')).toEqual({
        utm_source: 'google',
      });
      expect(sessionStorage.getItem(SESSION_KEYS.referrer)).toBe('direct');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
