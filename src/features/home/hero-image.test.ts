import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_CHOICES, HERO_IMAGE, heroImageFile, heroImagePreloads } from './hero-image';

const PUBLIC = path.resolve(import.meta.dirname, '..', '..', '..', 'public');
const homeCss = () => readFileSync(path.join(import.meta.dirname, 'home.css'), 'utf8');

describe("the hero's picture", () => {
  it('is drawn at every width in AVIF and WebP', () => {
    for (const width of HERO_IMAGE.widths) {
      for (const format of ['avif', 'webp'] as const) {
        expect(existsSync(path.join(PUBLIC, heroImageFile(width, format))), `${width} ${format}`).toBe(true);
      }
    }
  });

  it('is shown only from files that exist, in a box of its shape', () => {
    const css = homeCss();
    const urls = [...css.matchAll(/url\('\/(hero\/[^']+)'\)/g)].map(([, file]) => file ?? '');
    expect(urls.length).toBeGreaterThan(0);
    for (const file of urls) expect(existsSync(path.join(PUBLIC, file)), file).toBe(true);
    expect(css).toContain(`aspect-ratio: ${HERO_IMAGE.width} / ${HERO_IMAGE.height}`);
  });

  it('is preloaded as the file the stylesheet picks on each screen', () => {
    const css = homeCss();
    // The image-set below 600 px comes first in home.css, the one from 600 px inside its media rule.
    const sets = [...css.matchAll(/background-image: image-set\(([^;]+)\);/g)].map(([, set]) => set ?? '');
    expect(sets).toHaveLength(HERO_CHOICES.length);
    expect(css).toContain('@media (min-width: 600px) {\n  .home-hero__art {');
    const links = heroImagePreloads().match(/<link [^>]+>/g) ?? [];
    expect(links).toHaveLength(HERO_CHOICES.length);
    HERO_CHOICES.forEach(({ media, x1, x2 }, index) => {
      expect(sets[index]).toContain(`url('/${heroImageFile(x1, 'avif')}') type('image/avif') 1x`);
      expect(sets[index]).toContain(`url('/${heroImageFile(x2, 'avif')}') type('image/avif') 2x`);
      expect(links[index]).toContain(`media="${media}"`);
      expect(links[index]).toContain(
        `imagesrcset="/${heroImageFile(x1, 'avif')} 1x, /${heroImageFile(x2, 'avif')} 2x"`,
      );
      expect(links[index]).toContain('type="image/avif"');
    });
  });
});
