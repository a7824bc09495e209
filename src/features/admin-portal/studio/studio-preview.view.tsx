/**
 * The item as its public page shows it, drawn by the public views themselves: a post by the blog's
 * article, a testimonial by the home page's card.
 */
import { Box } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ContentStudioView, StudioItem } from '../../../../machines/content-studio';
import { BlogPostArticle } from '../../blog/blog-post-article.view';
import { TestimonialsView } from '../../home/testimonials/testimonials.view';

const listOf = (text = '') =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function StudioPreview({ view, item }: { view: ContentStudioView; item?: StudioItem }) {
  const { t } = useTranslation();
  const form = view.preview;
  return (
    <Box asChild p="3" className="studio-preview">
      <section aria-label={t('admin.studio.previewLabel')}>
        {view.kind === 'blogPost' ? (
          <BlogPostArticle
            preview
            onShare={() => {}}
            post={{
              id: item?.id ?? 'preview',
              title: form.title ?? '',
              slug: form.slug ?? '',
              excerpt: form.excerpt ?? '',
              content: form.content ?? '',
              tags: listOf(form.tags),
              status: view.status,
              ...(form.featuredImage ? { featuredImage: form.featuredImage } : {}),
              seoScore: item && 'seoScore' in item ? item.seoScore : 0,
              // A new post is dated the day it is saved: today, in the preview.
              createdAt: item && 'createdAt' in item ? item.createdAt : new Date().toISOString(),
            }}
          />
        ) : (
          <TestimonialsView
            state={{
              status: 'ready',
              testimonials: [
                {
                  id: item?.id ?? 'preview',
                  clientName: form.clientName ?? '',
                  clientCompany: form.clientCompany ?? '',
                  rating: Number(form.rating ?? 5),
                  content: form.content ?? '',
                  clientImage: form.clientImage ?? '',
                },
              ],
            }}
          />
        )}
      </section>
    </Box>
  );
}
