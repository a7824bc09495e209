/**
 * The seeded posts' translations (issue 20: "the seed carries translations of the demo texts in all ten
 * languages"), as the store receives them: every translated post has all nine languages, each with a
 * title, an excerpt and a body whose markup is the English one's (same headings, lists, tables and
 * links, written as plain site paths that the page leads to its own language, nothing the
 * sanitiser drops), written in that language's script, and a title about as long
 * as the English one, so search results show it as whole as the English; and its tags in each language.
 */
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../services/health-check/scoring';
import { TRANSLATION_LANGUAGES } from '@contract/translations';
import { demoBlogPosts } from '../seed-demo-content';
import { BLOG_SEED } from './index';

/** Every seeded post, the draft included, each translated whole. */
const TRANSLATED = BLOG_SEED.map((post) => post.slug);

/** The tags of a body in order, with the links' targets: what must not change in translation. */
const markup = (html: string) =>
  [...html.matchAll(/<\/?([a-z0-9]+)(?:[^>]*?\shref="([^"]*)")?[^>]*>/g)].map(([, tag, href]) =>
    href === undefined ? tag : `${tag} ${href}`,
  );

/** A letter only the language's script has (the Latin-script languages: one of their own letters). */
const SCRIPT: Record<(typeof TRANSLATION_LANGUAGES)[number], RegExp> = {
  es: /[ñáéíóú¿¡]/,
  fr: /[éèêàçùœ]/,
  de: /[äöüß]/,
  zh: /\p{Script=Han}/u,
  ar: /\p{Script=Arabic}/u,
  hy: /\p{Script=Armenian}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
};

const LATIN = new Set(['es', 'fr', 'de']);
const CJK = new Set(['zh', 'ja', 'ko']);

const stored = demoBlogPosts(new Date());

describe.each(TRANSLATED)('the seeded post %s', (slug) => {
  const post = stored.find((entry) => entry.slug === slug)!;
  const seed = BLOG_SEED.find((entry) => entry.slug === slug)!;

  it('is translated into all nine languages, each with a title, an excerpt and a body', () => {
    expect(Object.keys(post.translations ?? {}).sort()).toEqual([...TRANSLATION_LANGUAGES].sort());
    for (const language of TRANSLATION_LANGUAGES) {
      const texts = post.translations?.[language];
      for (const field of ['title', 'excerpt', 'content'] as const) {
        expect(texts?.[field]?.trim(), `${language} ${field}`).toBeTruthy();
        expect(texts?.[field], `${language} ${field}`).not.toBe(post[field]);
      }
      // A Latin-script title can lack its language's own letters; a body cannot.
      const inScript = LATIN.has(language)
        ? [texts?.content]
        : [texts?.title, texts?.excerpt, texts?.content];
      for (const text of inScript) expect(text, language).toMatch(SCRIPT[language]);
    }
  });

  it('has its tags in all nine languages, one for each English tag, in that language', () => {
    expect(post.tags.length).toBeGreaterThan(0);
    for (const language of TRANSLATION_LANGUAGES) {
      const tags = post.translations?.[language]?.tags ?? [];
      expect(tags, language).toHaveLength(post.tags.length);
      for (const tag of tags) expect(tag.trim(), language).not.toBe('');
      // Some tags are the same word in a Latin-script language (Google, Performance); not all of them.
      expect(tags, language).not.toEqual(post.tags);
      if (!LATIN.has(language)) expect(tags.join(' '), language).toMatch(SCRIPT[language]);
    }
  });

  it("keeps the English body's markup in every language, and the sanitiser keeps all of it", () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const stored = post.translations?.[language]?.content ?? '';
      expect(markup(stored), language).toEqual(markup(post.content));
      expect(markup(stored), language).toEqual(markup(seed.translations?.[language]?.content ?? ''));
    }
  });

  it('has titles and excerpts about as long as the search results show, or as the English ones', () => {
    const titleLimit = Math.max(TITLE_LENGTH.max, Math.ceil(post.title.length * 1.15));
    const excerptLimit = Math.max(DESCRIPTION_LENGTH.max, post.excerpt.length) + 15;
    for (const language of TRANSLATION_LANGUAGES) {
      const { title = '', excerpt = '' } = post.translations?.[language] ?? {};
      expect(title.length, language).toBeGreaterThanOrEqual(TITLE_LENGTH.min);
      expect(title.length, language).toBeLessThanOrEqual(titleLimit);
      // A Chinese, Japanese or Korean character carries what a Latin word does: no minimum there.
      if (!CJK.has(language)) expect(excerpt.length, language).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(excerpt.length, language).toBeLessThanOrEqual(excerptLimit);
    }
  });
});
