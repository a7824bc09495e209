import type { Translations } from '../../../contract/translations';

/** The shape of a seeded blog post; the body is HTML that the content service sanitises on save. */
export interface BlogSeed {
  key: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: 'published' | 'draft';
  /** How long before the seed's clock the post was written. */
  daysAgo: number;
  content: string;
  /** The title, excerpt and body in other languages (HTML like the English body). */
  translations?: Translations<'title' | 'excerpt' | 'content'>;
}
