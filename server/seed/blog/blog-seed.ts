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
}
