import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { generatedStoriesIndexer, generatedStoriesPlugin } from './generated-stories.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Story files, and each machine's registry of its view (`<flow>.machine-view.tsx`), whose state
  // stories are generated (generated-stories.ts).
  stories: ['../@(stories|src)/**/*.@(stories|machine-view).@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  experimental_indexers: (existing) => [generatedStoriesIndexer, ...(existing ?? [])],
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [generatedStoriesPlugin()] }),
  // Serves public/mockServiceWorker.js (MSW's worker) and the favicon at the site root.
  staticDirs: ['../public'],
  // These machines work offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
