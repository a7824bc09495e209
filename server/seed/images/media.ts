/**
 * The generated images, served at `/media/<kind>-<id>.svg` and drawn on request from the record they
 * illustrate: nothing is written to disk, and an image always matches its record. A draft post's
 * image is served only when asked for with `drafts` (the admin's signed preview address), since it
 * would show the unpublished title.
 */
import type { ContentRepo } from '../../store/port';
import { renderAvatarImage } from './avatar-image';
import { renderBlogImage } from './blog-image';
import { renderPortfolioImage } from './portfolio-image';

export const MEDIA_KINDS = ['portfolio', 'avatar', 'blog', 'showcase'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * The site path of a generated image: the seed's avatars (clientImage) and post pictures
 * (featuredImage); projects and featured sites that have no picture of their own (the seed's have
 * screenshots under public/work/) are drawn too.
 */
export const mediaUrl = (kind: MediaKind, id: string): string => `/media/${kind}-${id}.svg`;

const MEDIA_FILE = /^(portfolio|avatar|blog|showcase)-([A-Za-z0-9_-]{1,64})\.svg$/;

export function parseMediaFile(file: string): { kind: MediaKind; id: string } | null {
  const match = MEDIA_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as MediaKind, id: match[2] };
}

/**
 * The SVG for a media file name, or null when the name or the record is unknown, or the record is a
 * draft post and `drafts` is not set.
 */
export async function renderMedia(
  file: string,
  content: ContentRepo,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<string | null> {
  const target = parseMediaFile(file);
  if (!target) return null;
  const { kind, id } = target;
  switch (kind) {
    case 'portfolio': {
      const project = (await content.listPortfolio()).find((record) => record.id === id);
      return project ? renderPortfolioImage(project) : null;
    }
    case 'avatar': {
      const testimonial = (await content.listTestimonials()).find((record) => record.id === id);
      return testimonial ? renderAvatarImage(testimonial.clientName) : null;
    }
    case 'blog': {
      const post = (await content.listBlogPosts()).find((record) => record.id === id);
      return post && (drafts || post.status === 'published') ? renderBlogImage(post) : null;
    }
    case 'showcase': {
      const site = (await content.listShowcase()).find((record) => record.id === id);
      return site
        ? renderPortfolioImage({
            title: site.companyName,
            category: site.packageType,
            liveUrl: site.websiteUrl,
          })
        : null;
    }
  }
}
