/**
 * A journey's browser: a context of its own in the run's one Chromium (./chromium.ts), as isolated
 * as a fresh profile (own cookies, storage and cache), thrown away on close. The harness also
 * watches for what a person would not see but a broken site shows: uncaught errors,
 * Content-Security-Policy refusals and requests leaving the machine.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { connectChromium } from './chromium';

export interface E2EBrowser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  /** Uncaught page errors, CSP violations and outside requests seen so far. */
  problems(): string[];
  close(): Promise<void>;
}

const isLocal = (url: string): boolean => {
  if (!/^https?:/.test(url)) return true; // data:, blob:, about:
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
};

export interface BrowserOptions {
  /**
   * 'returning' (the default): the browser has seen the site before, as a customer would: the
   * guided tour done and an account made here, so neither the tour nor the sales popups cover the
   * page a journey is about. 'new': a first visit, for the funnel's own journey.
   */
  visitor?: 'returning' | 'new';
}

/** Runs in every page before the site's code: marks a returning visitor unless the test stored otherwise. */
const markReturningVisitor = (keys: { tour: string; tourAt: string; account: string }) => {
  // about:blank and data: pages have no storage of their own (reading it throws).
  if (!/^https?:$/.test(location.protocol)) return;
  if (localStorage.getItem(keys.tour) !== null) return;
  localStorage.setItem(keys.tour, 'true');
  localStorage.setItem(keys.tourAt, String(Date.now()));
  localStorage.setItem(keys.account, 'true');
};

export async function launchBrowser({ visitor = 'returning' }: BrowserOptions = {}): Promise<E2EBrowser> {
  const chromium = await connectChromium();
  const context = await chromium.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  if (visitor === 'returning') {
    await context.addInitScript(markReturningVisitor, {
      tour: LOCAL_KEYS.tourCompleted,
      tourAt: LOCAL_KEYS.tourCompletedAt,
      account: LOCAL_KEYS.accountCreated,
    });
  }
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('request', (request) => {
    if (!isLocal(request.url())) problems.push(`outside request: ${request.url()}`);
  });

  return {
    context,
    newPage: () => context.newPage(),
    problems: () => [...problems],
    async close() {
      await context.close();
      await chromium.close();
    },
  };
}
