import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import { THEME_BOOT_SCRIPT } from '@src/app/theme-boot';
import { pageTemplate } from './page-template.plugin';

describe('the page template plugin', () => {
  it('gets the theme boot script in its head from the Vite plugin', () => {
    const { transformIndexHtml } = pageTemplate() as unknown as {
      transformIndexHtml: { order: string; handler: (html: string) => string };
    };
    expect(transformIndexHtml.order).toBe('pre');
    const html = transformIndexHtml.handler(indexHtml);
    expect(html).toContain(`<script>${THEME_BOOT_SCRIPT}</script>`);
    expect(html.indexOf(THEME_BOOT_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
  });
});
