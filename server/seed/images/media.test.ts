// @vitest-environment jsdom
// The DOM's XML parser checks that every generated image is well-formed SVG.
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import { renderAvatarImage } from './avatar-image';
import { pictogramOf, renderBlogImage } from './blog-image';
import { demoBlogPosts } from '../seed-demo-content';
import { mediaUrl, parseMediaFile, renderMedia } from './media';
import { renderPortfolioImage } from './portfolio-image';
import { initialsOf, wrapText } from './svg-kit';

/** Parses as strict XML: a stray `<` or `&` from record text would make a parser error. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

const textOf = (doc: Document) =>
  Array.from(doc.getElementsByTagName('text'), (node) => node.textContent).join(' ');

describe('generated images', () => {
  it('are checked by a parser that rejects unescaped text', () => {
    const doc = new DOMParser().parseFromString('<svg><text>a < b & c</text></svg>', 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('draws a portfolio mock-up with the title and the site address', () => {
    const doc = parseSvg(
      renderPortfolioImage({
        title: 'Harborline Credit Union',
        category: 'fintech',
        liveUrl: 'https://www.harborline-cu.example',
      }),
    );
    expect(textOf(doc)).toContain('Harborline Credit Union');
    expect(textOf(doc)).toContain('www.harborline-cu.example');
    expect(textOf(doc)).toContain('FINTECH');
  });

  it('labels a project without a live link as private', () => {
    expect(textOf(parseSvg(renderPortfolioImage({ title: 'Ops Board', category: 'technology' })))).toContain(
      'ops-board · private',
    );
  });

  it('is deterministic per title and different between titles', () => {
    const one = renderPortfolioImage({ title: 'Northwind Cloud', category: 'technology' });
    expect(renderPortfolioImage({ title: 'Northwind Cloud', category: 'technology' })).toBe(one);
    expect(renderPortfolioImage({ title: 'Helix Robotics', category: 'technology' })).not.toBe(one);
  });

  it('escapes record text so it can never become markup', () => {
    const hostile = `<script>alert("x")</script> & 'friends'`;
    for (const svg of [
      renderPortfolioImage({ title: hostile, category: 'creative' }),
      renderAvatarImage(hostile),
      renderBlogImage({ title: hostile, tags: [hostile] }),
    ]) {
      const doc = parseSvg(svg);
      expect(doc.getElementsByTagName('script')).toHaveLength(0);
      expect(svg).not.toContain('<script');
    }
    expect(textOf(parseSvg(renderPortfolioImage({ title: hostile, category: 'creative' })))).toContain(
      '<script>',
    );
  });

  it("draws initials avatars, and featured images without words, a pictogram of each post's subject", () => {
    expect(textOf(parseSvg(renderAvatarImage('Luis Fernández')))).toBe('LF');
    // A post's picture shows on its page in every language: it carries no text to translate.
    const images = demoBlogPosts(new Date()).map((post) => renderBlogImage(post));
    for (const svg of images) {
      expect(parseSvg(svg).getElementsByTagName('text')).toHaveLength(0);
      expect(textOf(parseSvg(svg))).toBe('');
    }
    // Each post has its own picture, and the eight published ones show six different subjects.
    expect(new Set(images).size).toBe(images.length);
    const published = demoBlogPosts(new Date()).filter((post) => post.status === 'published');
    expect(new Set(published.map((post) => pictogramOf(post))).size).toBeGreaterThanOrEqual(6);
    expect(pictogramOf({ title: 'Local SEO for Small Businesses', tags: ['SEO', 'Local'] })).toBe('local');
  });

  it('wraps long text into a bounded number of lines', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(initialsOf('  plato ')).toBe('P');
  });
});

describe('media names', () => {
  it('accepts only known kinds with safe ids', () => {
    expect(parseMediaFile('portfolio-abc123.svg')).toEqual({ kind: 'portfolio', id: 'abc123' });
    expect(parseMediaFile('avatar-a_b-c.svg')).toEqual({ kind: 'avatar', id: 'a_b-c' });
    expect(parseMediaFile('portfolio-abc.png')).toBeNull();
    expect(parseMediaFile('secrets-abc.svg')).toBeNull();
    expect(parseMediaFile('portfolio-../../etc.svg')).toBeNull();
    expect(mediaUrl('blog', 'x1')).toBe('/media/blog-x1.svg');
  });

  it('renders from the stored record, and nothing for unknown records or drafts', async () => {
    const store = createSqliteStore();
    await store.content.putBlogPost({
      id: 'd1',
      slug: 'secret-plan',
      title: 'Secret plan',
      excerpt: '',
      content: '',
      tags: [],
      status: 'draft',
      seoScore: 50,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await store.content.putShowcase({
      id: 's1',
      companyName: 'Acme',
      websiteUrl: 'https://acme.example',
      packageType: 'startup',
    });
    expect(await renderMedia('blog-d1.svg', store.content)).toBeNull();
    expect(await renderMedia('portfolio-missing.svg', store.content)).toBeNull();
    expect(textOf(parseSvg((await renderMedia('showcase-s1.svg', store.content)) ?? ''))).toContain(
      'acme.example',
    );
  });
});
