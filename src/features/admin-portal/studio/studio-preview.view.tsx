/**
 * The item as its public page shows it, drawn by the public views themselves: a post by the blog's
 * article, a project by the portfolio's card, a site by the home showcase's card, a testimonial by
 * the home page's card.
 */
import { Box } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGE_IDS, PORTFOLIO_CATEGORIES } from '../../../../contract/catalogue';
import type { ContentStudioView, StudioItem } from '../../../../machines/content-studio';
import { BlogPostArticle } from '../../blog/blog-post-article.view';
import { ShowcaseCard, showcaseImageUrl } from '../../home/showcase/showcase.view';
import { TestimonialsView } from '../../home/testimonials/testimonials.view';
import { PortfolioCard } from '../../portfolio/portfolio-card.view';

const listOf = (text = '') =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** One of a fixed set, else its first (the form's selects only hold the set's values). */
const oneOf = <T extends string>(set: readonly [T, ...T[]], value = ''): T =>
  set.find((entry) => entry === value) ?? set[0];

/** A card as wide as the public grid's column. */
const CARD_WIDTH = '380px';

/** A site's card; a stored site without its own screenshot has the one the server draws, a new one none yet. */
function ShowcasePreview({ form, id }: { form: ContentStudioView['preview']; id: string | undefined }) {
  const site = {
    id: id ?? 'preview',
    companyName: form.companyName ?? '',
    websiteUrl: form.websiteUrl ?? '',
    packageType: oneOf(PACKAGE_IDS, form.packageType),
    ...(form.screenshot ? { screenshot: form.screenshot } : {}),
  };
  return <ShowcaseCard project={site} image={form.screenshot || id ? showcaseImageUrl(site) : ''} />;
}

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
        ) : view.kind === 'portfolio' ? (
          <Box maxWidth={CARD_WIDTH} mx="auto">
            <PortfolioCard
              project={{
                id: item?.id ?? 'preview',
                title: form.title ?? '',
                description: form.description ?? '',
                category: oneOf(PORTFOLIO_CATEGORIES, form.category),
                imageUrl: form.imageUrl ?? '',
                featured: form.featured === 'true',
                // A project without its date yet is shown as finished today.
                completedDate: form.completedDate || new Date().toISOString().slice(0, 10),
                technologies: listOf(form.technologies),
                ...(form.liveUrl ? { liveUrl: form.liveUrl } : {}),
              }}
            />
          </Box>
        ) : view.kind === 'showcase' ? (
          <Box maxWidth={CARD_WIDTH} mx="auto">
            <ShowcasePreview form={form} id={item?.id} />
          </Box>
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
