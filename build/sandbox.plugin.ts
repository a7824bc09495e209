/**
 * `npm run sandbox` (`vite --mode sandbox`): the dev server's page starts the sandbox entry instead
 * of the app's, which starts MSW's worker and the variant panel, then the app. Only in that mode:
 * the production build and `npm run dev` never see the sandbox's code.
 */
import type { Plugin } from 'vite';
import { PLACEHOLDERS } from '../contract/page-template.ts';

export const SANDBOX_MODE = 'sandbox';
const APP_ENTRY = '/src/app/entry-client.tsx';
const SANDBOX_ENTRY = '/src/sandbox/sandbox-entry.tsx';

/**
 * The page's entry script swapped for the sandbox's, and the placeholders of a rendered page taken
 * out: with no server rendering, `#root` must be empty for the app to render rather than hydrate.
 */
export const sandboxHtml = (html: string): string => {
  if (!html.includes(APP_ENTRY)) throw new Error(`index.html no longer loads ${APP_ENTRY}`);
  return [PLACEHOLDERS.head, PLACEHOLDERS.body, PLACEHOLDERS.data].reduce(
    (page, placeholder) => page.replace(placeholder, ''),
    html.replace(APP_ENTRY, SANDBOX_ENTRY),
  );
};

export const sandbox = (): Plugin => ({
  name: 'agency:sandbox',
  apply: (_config, { mode, command }) => mode === SANDBOX_MODE && command === 'serve',
  transformIndexHtml: { order: 'pre', handler: sandboxHtml },
});
