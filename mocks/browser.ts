import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mocks in a browser (Storybook, or the dev app without a server). */
export const worker = setupWorker(...handlers);

/** Only API calls and fixture images are the mocks' business; other requests pass unremarked. */
const isMockable = (url: string): boolean => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/media/');
};

/** Starts the worker quietly, warning only about an API call that has no mock. */
export const startWorker = () =>
  worker.start({
    quiet: true,
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (request && isMockable(request.url)) defaults.warn();
    },
  });
