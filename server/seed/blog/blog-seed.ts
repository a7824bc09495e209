import type { Translations } from '@contract/translations';
import type { SeedTag } from './blog-tags';

/** The shape of a seeded blog post; the body is HTML that the content service sanitises on save. */
export interface BlogSeed {
  key: string;
  slug: string;
  title: string;
  excerpt: string;
  /** English tags, each one the glossary translates (blog-tags.ts). */
  tags: SeedTag[];
  status: 'published' | 'draft';
  /** How long before the seed's clock the post was written. */
  daysAgo: number;
  content: string;
  /** The title, excerpt and body in other languages (HTML like the English body); the tags come from the glossary. */
  translations?: Translations<'title' | 'excerpt' | 'content'>;
}
