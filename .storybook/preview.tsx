import '@src/app/theme.css';
import '@src/app/global.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { startWorker, takeUnhandledRequests, worker } from '@mocks/browser';
import { resetDb } from '@mocks/db';
import { handlerGroups } from '@mocks/handlers';
import '@src/i18n/all-texts';
import { i18n } from '@src/i18n/i18n';
import { localStore, sessionStore } from '@src/lib/storage';
import { LOCAL_KEYS, SESSION_KEYS } from '@src/lib/storage-keys';
import { usePreferences } from '@src/stores/preferences.store';
import { useToasts } from '@src/stores/toasts.store';
import { resetQueryClient, withStoryFrame } from './story-frame';
import { globalTypes, initialGlobals, readGlobals } from './story-globals';
import { applySession } from './story-session';

/** The default mocks by group; a story replaces one group: `parameters.msw.handlers.customer`. */
const defaultHandlers = Object.fromEntries(
  Object.entries(handlerGroups).map(([group, list]) => [group, [...list]]),
);

const preview: Preview = {
  globalTypes,
  initialGlobals,
  parameters: {
    msw: { handlers: defaultHandlers },
    session: 'signedOut',
    layout: 'padded',
    // Every story's accessibility check fails its test on a serious or critical violation (axe's
    // results keep the options: the matcher reads `impactLevels` from them).
    a11y: { test: 'error', options: { impactLevels: ['serious', 'critical'] } },
    // The story tests run at 'desktop' (vite.config.ts): the navigation shows its links from 1280 px.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  // Starts MSW's worker once (quietly, warning only about unmocked /api calls) and applies the
  // story's handlers before each render.
  loaders: [
    mswLoader(async () => {
      await startWorker();
      return worker;
    }),
  ],
  // Runs before every render, also after a toolbar change: fresh data, a fresh browser's storage
  // (a story that signs in or starts onboarding leaves nothing for the next), stores from the globals.
  async beforeEach({ globals, parameters }) {
    const { appearance, language, direction } = readGlobals(globals);
    takeUnhandledRequests();
    resetDb();
    Object.values(LOCAL_KEYS).forEach((key) => localStore.remove(key));
    Object.values(SESSION_KEYS).forEach((key) => sessionStore.remove(key));
    resetQueryClient();
    applySession(parameters.session);
    useToasts.setState({ current: null, open: false });
    usePreferences.setState({ theme: appearance, language });
    await i18n.changeLanguage(language);
    document.documentElement.dir = direction;
  },
  // Stories never reach the network: a request no mock answered fails the story, naming it.
  afterEach() {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length > 0) {
      throw new Error(`Requests without a mock (add a handler in mocks/handlers):\n${unhandled.join('\n')}`);
    }
  },
  decorators: [withStoryFrame],
};

export default preview;
