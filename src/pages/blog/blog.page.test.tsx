import { telHref } from '@src/components/phone-link/phone-link';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@src/i18n/i18n';
import { blogPosts } from '@mocks/fixtures/blog';
import { scenario } from '@mocks/scenarios';
import { siteConfig } from '@src/lib/site-config';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

const server = setupMockApi();

const published = blogPosts.filter((post) => post.status === 'published');
const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('article');

describe('blog page', () => {
  it('shows a spinner, then a card per published post, never a draft', async () => {
    await renderApp('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights and News' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading blog posts…' })).toBeInTheDocument();
    for (const post of published) expect(await cardOf(post.title)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(published.length);
    expect(screen.queryByText('AI Trends for Small Business Websites')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading blog posts…' })).not.toBeInTheDocument();
  });

  it('gives each card its date, SEO score, title link, excerpt, byline, at most 3 tags and the link to read on', async () => {
    await renderApp('/blog');
    const card = await cardOf('Why Mobile-First Design Matters for Small Businesses');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByText('Oct 22, 2025')).toBeInTheDocument();
    expect(inCard.getByText('SEO Score: 88%')).toBeInTheDocument();
    expect(
      inCard.getByRole('link', { name: 'Why Mobile-First Design Matters for Small Businesses' }),
    ).toHaveAttribute('href', '/blog/why-mobile-first-design-matters');
    expect(inCard.getByText(/^Most of your visitors arrive on a phone/)).toBeInTheDocument();
    expect(inCard.getByText(`${siteConfig.brandName} Team`)).toBeInTheDocument();
    expect(inCard.getByText('5 min read')).toBeInTheDocument();
    // Four tags on the post, three on the card.
    expect(
      within(inCard.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mobile', 'UX', 'SEO']);
    expect(inCard.getByRole('link', { name: 'Read Full Article' })).toHaveAttribute(
      'href',
      '/blog/why-mobile-first-design-matters',
    );
  });

  it('shows the post image when it has one', async () => {
    await renderApp('/blog');
    const withImage = await cardOf('How We Build a Website in 48 Hours');
    const withoutImage = await cardOf('Five Signs Your Website Needs a Health Check');
    expect(withImage?.querySelector('img')?.getAttribute('src')).toMatch(/blog-48-hours/);
    // Decorative in the card: the title beside it names the post, once.
    expect(within(withImage!).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(within(withImage!).queryByRole('img')).toBeNull();
    expect(
      within(withImage!).getAllByRole('link', { name: 'How We Build a Website in 48 Hours' }),
    ).toHaveLength(1);
    expect(withoutImage?.querySelector('img')).toBeNull();
  });

  it('shows the fixed topics above the list', async () => {
    await renderApp('/blog');
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Web Design', 'SEO', 'Performance', 'Security', 'Small Business', 'Maintenance']);
  });

  it("says 'Latest Blog Posts Coming Soon' when nothing is published", async () => {
    server.use(scenario('blogPosts', 'empty'));
    await renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'Latest Blog Posts Coming Soon' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says when the posts cannot be loaded, and loads them on Try again', async () => {
    server.use(scenario('blogPosts', 'error', { once: true }));
    const { user } = await renderApp('/blog');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The blog posts could not be loaded')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('How We Build a Website in 48 Hours')).toBeInTheDocument();
  });

  it('ends with the way to the packages and the phone', async () => {
    const { user, location } = await renderApp('/blog');
    expect(screen.getByRole('link', { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
      'href',
      telHref(siteConfig.phone),
    );
    await user.click(screen.getByRole('link', { name: 'See Our Packages' }));
    expect(`${location.pathname}${location.hash}`).toBe('/#pricing');
  });

  it('opens a post from its card', async () => {
    const { user, location } = await renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: 'How We Build a Website in 48 Hours' }));
    expect(location.pathname).toBe('/blog/how-we-build-a-website-in-48-hours');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How We Build a Website in 48 Hours' }),
    ).toBeInTheDocument();
  });
});

describe('blog page in Arabic', () => {
  afterEach(() => switchLanguage('en'));
  const translated = blogPosts[0]!;

  it("gives a translated post's card its Arabic tags, a decorative picture and one link named by its Arabic title", async () => {
    await renderApp('/ar/blog');
    const title = translated.translations?.ar?.title ?? '';
    const card = within((await cardOf(title))!);
    const tags = within(card.getByRole('list', { name: 'الوسوم' })).getAllByRole('listitem');
    expect(tags.map((li) => [li.textContent, li.getAttribute('lang')])).toEqual([
      ['طريقة العمل', null],
      ['تصميم المواقع', null],
      ['السرعة', null],
    ]);
    // The title is said once: the picture is decorative, and only the title names the post's link.
    expect(card.queryAllByRole('img')).toHaveLength(0);
    expect(card.getByRole('presentation')).toHaveAttribute('alt', '');
    expect(card.getAllByRole('link', { name: title })).toHaveLength(1);
  });

  it('shows an untranslated post\'s English tags marked lang="en"', async () => {
    await renderApp('/ar/blog');
    const card = within((await cardOf('Why Mobile-First Design Matters for Small Businesses'))!);
    const tags = within(card.getByRole('list', { name: 'الوسوم' })).getAllByRole('listitem');
    expect(tags.map((li) => [li.textContent, li.getAttribute('lang')])).toEqual([
      ['Mobile', 'en'],
      ['UX', 'en'],
      ['SEO', 'en'],
    ]);
  });
});
