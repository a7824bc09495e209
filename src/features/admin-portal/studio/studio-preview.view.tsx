/**
 * The item as its public page shows it, drawn by the public views themselves with the props the
 * studio's connect maps from the form (content-studio.preview.ts): a post by the blog's article, a
 * project by the portfolio's card, a site by the home showcase's card, a testimonial by the home
 * page's card.
 */
import { Box } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPreview as Preview } from '@machines/content-studio';
import { BlogPostArticle } from '@src/components/content/blog/blog-post-article.view';
import { ShowcaseCard } from '@src/components/content/showcase/showcase-card.view';
import { TestimonialsView } from '@src/components/content/testimonials/testimonials.view';
import { PortfolioCard } from '@src/components/content/portfolio/portfolio-card.view';
import { PreviewInLanguage } from './preview-in-language';

/** A card as wide as the public grid's column. */
const CARD_WIDTH = '380px';

export function StudioPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  // The Preview button that was pressed is gone: focus the preview itself, which also brings its
  // top into view (on a phone the dialog stayed scrolled to the article's end).
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const shown = region.current;
    shown?.focus({ preventScroll: true });
    // Focus alone scrolls a region taller than the dialog only as far as its middle.
    if (typeof shown?.scrollIntoView === 'function') shown.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Box asChild p="3" className="studio-preview">
      <section ref={region} tabIndex={-1} aria-label={t('admin.studio.previewLabel')}>
        {/* Named in the admin's language; the item as the page in the language being edited shows it. */}
        <PreviewInLanguage language={preview.language} dir={preview.dir}>
          {preview.kind === 'blogPost' ? (
            <BlogPostArticle preview onShare={() => {}} post={preview.post} />
          ) : preview.kind === 'portfolio' ? (
            <Box maxWidth={CARD_WIDTH} mx="auto">
              <PortfolioCard project={preview.project} />
            </Box>
          ) : preview.kind === 'showcase' ? (
            <Box maxWidth={CARD_WIDTH} mx="auto">
              <ShowcaseCard project={preview.site} image={preview.image} />
            </Box>
          ) : (
            <TestimonialsView state={{ status: 'ready', testimonials: [preview.testimonial] }} />
          )}
        </PreviewInLanguage>
      </section>
    </Box>
  );
}
