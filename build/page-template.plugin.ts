import type { Plugin } from 'vite';
import { PLACEHOLDERS } from '../contract/page-template.ts';
import { THEME_BOOT_SCRIPT } from '../src/app/theme-boot.ts';

/** Puts the theme boot script into the template's head, in the dev server and in the build. */
export const pageTemplate = (): Plugin => ({
  name: 'page-template',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replace(PLACEHOLDERS.themeBoot, () => `<script>${THEME_BOOT_SCRIPT}</script>`),
  },
});
