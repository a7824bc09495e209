import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // Serves public/mockServiceWorker.js (MSW's worker) and the favicon at the site root.
  staticDirs: ['../public'],
  // These machines work offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
