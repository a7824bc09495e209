import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { PACKAGES } from '../../contract/catalogue';
import { fillSiteHead, siteHead } from './site-head.plugin';

describe('the head of index.html', () => {
  it('states no figure itself: the title and description are placeholders', () => {
    expect(indexHtml).toContain('<title>%SITE_TITLE%</title>');
    expect(indexHtml).toContain('content="%SITE_DESCRIPTION%"');
    expect(indexHtml).not.toMatch(/\d+ Hours/i);
  });

  it("is filled with the English home page's texts and the catalogue's delivery time", () => {
    const hours = PACKAGES.startup.deliveryHours;
    const html = fillSiteHead(indexHtml);
    expect(html).toContain(`<title>Professional Websites Delivered in ${hours} Hours</title>`);
    expect(html).toMatch(
      new RegExp(
        `<meta\\s+name="description"\\s+content="Fixed-price, mobile-optimized business websites delivered in ${hours} hours, `,
      ),
    );
    expect(html).not.toContain('%SITE_');
  });

  it('escapes the texts for HTML', () => {
    expect(fillSiteHead('<title>%SITE_TITLE%</title>', { title: 'A & "B" <C>', description: '' })).toBe(
      '<title>A &amp; &quot;B&quot; &lt;C&gt;</title>',
    );
  });

  it('is a Vite plugin that fills the page before Vite reads it', () => {
    const plugin = siteHead();
    expect(plugin.name).toBe('site-head');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'pre' });
  });
});
