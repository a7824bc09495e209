/**
 * `npm run portfolio-images`' pure part: one site per seeded project, every output named, names
 * deterministic and hashed, and the committed files and manifest up to date with the sites.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { responsivePicture } from '@contract/responsive-image';
import manifest from '@server/seed/images/work-images.json';
import { PORTFOLIO_SEED } from '@server/seed/portfolio-data';
import { SHOWCASE_SEED } from '@server/seed/showcase-data';
import { demoPage } from './kit';
import { workImage, workImageManifest, workImageStem } from './outputs';
import { DEMO_SITES } from './sites';

const publicFile = (file: string) => new URL(`../../public/${file}`, import.meta.url);

describe('the demo sites', () => {
  it('draw every seeded portfolio project once, in the portfolio order', () => {
    expect(DEMO_SITES.map((site) => site.key)).toEqual(PORTFOLIO_SEED.map((project) => project.key));
  });

  it('draw every featured showcase site (each is a project of the portfolio)', () => {
    const keyOfTitle = new Map(PORTFOLIO_SEED.map((project) => [project.title, project.key]));
    for (const site of SHOWCASE_SEED) {
      expect(
        DEMO_SITES.some((demo) => demo.key === keyOfTitle.get(site.companyName)),
        site.key,
      ).toBe(true);
    }
  });

  it('are all different pages and load nothing from outside', () => {
    const pages = DEMO_SITES.map(demoPage);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(page).not.toMatch(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
  });
});

describe('workImage', () => {
  it('names AVIF, WebP and JPEG at 480 and 960 px, under work/<key>.<hash>', () => {
    const image = workImage(DEMO_SITES[0]!);
    const stem = workImageStem(DEMO_SITES[0]!);
    expect(stem).toMatch(/^work\/northwind-cloud\.[0-9a-f]{10}$/);
    expect(image.files.map((file) => file.file)).toEqual([
      `${stem}-480.avif`,
      `${stem}-480.webp`,
      `${stem}-480.jpg`,
      `${stem}-960.avif`,
      `${stem}-960.webp`,
      `${stem}-960.jpg`,
    ]);
    expect(image.files.map((file) => [file.width, file.height])).toEqual([
      [480, 300],
      [480, 300],
      [480, 300],
      [960, 600],
      [960, 600],
      [960, 600],
    ]);
    expect(image.url).toBe(`/${stem}-960.jpg`);
  });

  it('gives the same page the same names and a changed page new ones', () => {
    const site = DEMO_SITES[1]!;
    expect(workImage(site)).toEqual(workImage({ ...site }));
    expect(workImageStem({ ...site, css: `${site.css} ` })).not.toBe(workImageStem(site));
  });

  it('names exactly the files a <picture> of its URL asks for', () => {
    for (const site of DEMO_SITES) {
      const image = workImage(site);
      const picture = responsivePicture(image.url);
      const asked = [picture?.srcSet, ...(picture?.sources ?? []).map((source) => source.srcSet)]
        .join(', ')
        .split(', ')
        .map((candidate) => candidate.split(' ')[0]);
      expect(asked.sort()).toEqual(image.files.map((file) => `/${file.file}`).sort());
    }
  });
});

describe('the committed pictures', () => {
  it('match the sites as they are now (run `npm run portfolio-images` after changing one)', () => {
    expect(manifest).toEqual(workImageManifest(DEMO_SITES));
    for (const site of DEMO_SITES) {
      for (const { file } of workImage(site).files) expect(existsSync(publicFile(file)), file).toBe(true);
    }
  });

  it('are no two alike', () => {
    const hashes = DEMO_SITES.map((site) =>
      createHash('sha256')
        .update(readFileSync(publicFile(workImage(site).url.slice(1))))
        .digest('hex'),
    );
    expect(new Set(hashes).size).toBe(DEMO_SITES.length);
  });
});
