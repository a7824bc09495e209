import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mocks in a browser (Storybook, and `npm run sandbox`: the site without a server). */
export const worker = setupWorker(...handlers);

/**
 * A request the mocks must answer and did not: an API call or fixture image with no handler, or
 * any request that would leave this machine's page for another origin. Stories never reach the
 * network, so each one is kept for the story to fail on (`takeUnhandledRequests`).
 */
export const mustBeMocked = (url: string, pageOrigin: string): boolean => {
  const { origin, pathname } = new URL(url, pageOrigin);
  if (origin !== pageOrigin) return !/^(data|blob):/.test(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/media/');
};

const unhandled: string[] = [];

/** The requests no handler answered since the last call, as 'GET /api/…' lines. */
export const takeUnhandledRequests = (): string[] => unhandled.splice(0);

/**
 * Starts the worker quietly. A request that must be mocked and is not fails at once (MSW answers
 * it 500 'Request Handler Error' naming it, and logs it) and is kept for the story to fail on;
 * Vite's own module and asset requests pass. The worker script is found next to the page (`./mockServiceWorker.js`), so
 * a static Storybook or sandbox build works from any folder of a web server.
 */
export const startWorker = () =>
  worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (!request || !mustBeMocked(request.url, location.origin)) return;
      const line = `${request.method} ${request.url}`;
      unhandled.push(line);
      defaults.error();
      throw new Error(`No mock answers ${line}`);
    },
  });
