import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE, heroImageFile } from './hero-image';

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
});
