import '@testing-library/jest-dom/vitest';
import * as webStreams from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { endPage } from '@src/lib/page-lifetime';
import { settleLoads } from '@src/lib/pending-loads';
// Every English text: views render translated at once. Other languages load as in the browser
// (renderApp loads its URL's language first).
import './english-texts';

// The dom project runs each file in a VM context whose global is jsdom's window (the vmForks pool),
// not on Node's global, which has the Web Streams (ReadableStream, WritableStream, TextEncoderStream…)
// that MSW and fetch bodies use and jsdom lacks: the window gets Node's, as Node's global has them.
for (const [name, value] of Object.entries(webStreams)) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

afterEach(() => cleanup());

// Pages load their sections, dialogs and texts when idle or on a press, and every answer goes
// through MSW: on a busy two-core CI machine a feature's first load (the portal's code and texts,
// transformed on first import) passed ten seconds. A `findBy` or `waitFor` still returns as soon
// as what it waits for is there, so a long ceiling costs a passing run nothing.
configure({ asyncUtilTimeout: 20_000 });

// Features still loading in the background finish before the file's environment goes.
afterEach(() => settleLoads());
afterAll(() => settleLoads());

// Each test is a new browser: nothing a former test stored (an onboarding draft, a payment flag, a
// completed tour) carries over into it.
beforeEach(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // And a new page: the former test's portal session ends (the next starts from storage).
  endPage();
});

// jsdom lacks a few layout APIs that Radix primitives call; inert stand-ins are enough for tests.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
}
