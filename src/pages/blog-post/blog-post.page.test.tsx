import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { blogPosts } from '@mocks/fixtures/blog';
import { scenario } from '@mocks/scenarios';
import { createQueryClient, replaceQueryClient } from '@src/api/query-client';
import { routeQueryKey } from '@src/api/route-query';
import { AppProviders } from '@src/app/app-providers';
import { AppRoutes } from '@src/app/app-routes';
import { renderPage } from '@src/app/entry-server';
import { switchLanguage } from '@src/i18n/i18n';
import { useToasts } from '@src/stores/toasts.store';
import { renderApp } from '@src/testing/render-app';
import { setupMockApi } from '@src/testing/mock-api';

const server = setupMockApi();

const post = blogPosts[0]!;
const path = `/blog/${post.slug}`;
const serverData = [{ queryKey: routeQueryKey('blogPost', { params: { slug: post.slug } }), data: post }];

/**
 * Hydrates the server's HTML of `url` as the browser would, with the server's data in the cache.
 * `done` unmounts the root: one left mounted keeps React's scheduler running after the file's
 * window is gone ('window is not defined' in a later microtask, an unhandled error for Vitest).
 */
const hydrateServerHtml = async (
  body: string,
  url: string,
  data: readonly { queryKey: readonly unknown[]; data: unknown }[],
) => {
  const client = replaceQueryClient(createQueryClient());
  for (const entry of data) client.setQueryData(entry.queryKey, entry.data);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <MemoryRouter initialEntries={[url]}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError },
    );
  });
  return {
    container,
    onRecoverableError,
    done: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};

/** Gives `navigator` a share sheet and a clipboard (or none) for one test. */
const stubNavigator = (parts: { share?: unknown; clipboard?: unknown }) => {
  for (const [name, value] of Object.entries(parts)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
};

describe('blog post page', () => {
  afterEach(() => {
    for (const name of ['share', 'clipboard']) Reflect.deleteProperty(navigator, name);
  });

  it('loads the post: tags, title, excerpt, date, image, body and SEO score', async () => {
    await renderApp(path);
    expect(screen.getByRole('status', { name: 'Loading the article…' })).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1, name: post.title });
    const article = title.closest('article');
    if (!article) throw new Error('no article');
    const inArticle = within(article);
    expect(
      within(inArticle.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(post.tags);
    expect(inArticle.getByText(post.excerpt)).toBeInTheDocument();
    expect(inArticle.getByText('November 10, 2025')).toBeInTheDocument();
    expect(
      inArticle.getByRole('heading', { level: 2, name: 'Day one: structure and design' }),
    ).toBeInTheDocument();
    expect(inArticle.getByText('SEO Score: 92%')).toBeInTheDocument();
    expect(article.querySelector('img')?.getAttribute('src')).toBe(post.featuredImage);
    expect(document.title).toMatch(new RegExp(`^${post.title} \\| `));
  });

  it('shows an uploaded featured image as <picture> with its AVIF, WebP and JPEG widths, and its size reserved', async () => {
    const stem = '/uploads/0123456789abcdef01234567';
    db.blogPosts.find((entry) => entry.id === post.id)!.featuredImage = `${stem}-1600.jpg`;
    await renderApp(path);
    const article = (await screen.findByRole('heading', { level: 1, name: post.title })).closest('article');
    const image = article?.querySelector('img');
    expect(image).toHaveAttribute(
      'srcset',
      `${stem}-480.jpg 480w, ${stem}-960.jpg 960w, ${stem}-1600.jpg 1600w`,
    );
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'eager');
    const sources = [...(image?.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]).toHaveAttribute(
      'srcset',
      `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${stem}-1600.webp 1600w`,
    );
  });

  it('copies the link when the device has no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = await renderApp(path);
    // After user-event's setup, which puts its own clipboard in place.
    stubNavigator({ share: undefined, clipboard: { writeText } });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(useToasts.getState().current?.title).toBe('Link copied to clipboard!');
  });

  it("opens the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: post.title, url: window.location.href });
    expect(useToasts.getState().current).toBeNull();
  });

  it("says 'Blog Post Not Found' for an unknown post, with the way back to the blog", async () => {
    const { user, location } = await renderApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The blog post you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(location.pathname).toBe('/blog');
  });

  it("says 'Blog Post Not Found' when the post fails to load", async () => {
    server.use(scenario('blogPost', 'error'));
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
  });

  it('goes back to the list from a post', async () => {
    const { user, location } = await renderApp(path);
    await user.click(await screen.findByRole('link', { name: 'Back to Blog' }));
    expect(location.pathname).toBe('/blog');
  });
});

describe('blog post page in another language', () => {
  const arabic = post.translations?.ar;
  const untranslated = blogPosts.find((item) => item.status === 'published' && !item.translations)!;
  afterEach(() => switchLanguage('en'));

  it('shows the Arabic title, excerpt and body on /ar/blog/{slug}, without marking them English', async () => {
    await renderApp(`/ar/blog/${post.slug}`);
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'كيف نبني موقعًا إلكترونيًا في 48 ساعة',
    });
    expect(title).not.toHaveAttribute('lang');
    const article = within(title.closest('article')!);
    expect(
      article.getByText('نظرة من وراء الكواليس على الطريقة التي تتيح لنا تسليم موقع أعمال كامل في يومين.'),
    ).not.toHaveAttribute('lang');
    expect(
      article.getByRole('heading', { level: 2, name: 'اليوم الأول: الهيكل والتصميم' }),
    ).toBeInTheDocument();
    expect(article.queryByText('Day one: structure and design')).toBeNull();
    expect(document.title).toMatch(/^كيف نبني موقعًا إلكترونيًا في 48 ساعة \| /);
  });

  it('shows the English text marked lang="en" (its own direction) where there is no translation', async () => {
    await renderApp(`/ar/blog/${untranslated.slug}`);
    const title = await screen.findByRole('heading', { level: 1, name: untranslated.title });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(untranslated.excerpt)).toHaveAttribute('lang', 'en');
  });

  it('takes the German title but keeps the untranslated body English, each marked as it is', async () => {
    await renderApp(`/de/blog/${post.slug}`);
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Wie wir eine Website in 48 Stunden bauen',
    });
    expect(title).not.toHaveAttribute('lang');
    const body = screen.getByRole('heading', {
      level: 2,
      name: 'Day one: structure and design',
    }).parentElement;
    expect(body).toHaveAttribute('lang', 'en');
  });

  it('renders the Arabic post on the server, and hydrates it without a mismatch', async () => {
    const page = await renderPage({
      url: path,
      language: 'ar',
      origin: 'https://site.example',
      data: serverData,
    });
    expect(page.status).toBe(200);
    const html = document.createElement('div');
    html.innerHTML = page.body;
    const title = within(html).getByRole('heading', { level: 1 });
    expect(title.textContent).toBe(arabic?.title);
    expect(title.hasAttribute('lang')).toBe(false);
    expect(page.body).toContain('<h2>اليوم الثاني: البناء والإطلاق</h2>');
    // The body's link to the site leads to the Arabic page (written '/#pricing' in the post).
    expect(within(html).getByRole('link', { name: 'قارن الباقات' })).toHaveAttribute('href', '/ar/#pricing');
    expect(page.head).toContain(`<meta name="description" content="${arabic?.excerpt}"/>`);
    // Its tags are the Arabic ones, chips and structured data alike; its picture is named by its title.
    const tags = within(html).getByRole('list', { name: 'الوسوم' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.getAttribute('lang')]),
    ).toEqual([
      ['طريقة العمل', null],
      ['تصميم المواقع', null],
      ['السرعة', null],
    ]);
    expect(page.body).not.toContain('Web Design');
    const article = [...html.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent) as { '@type'?: string; keywords?: string })
      .find((data) => data['@type'] === 'Article');
    expect(article?.keywords).toBe('طريقة العمل, تصميم المواقع, السرعة');
    expect(within(html).getByRole('img', { name: arabic?.title })).not.toHaveAttribute('lang');

    const { container, onRecoverableError, done } = await hydrateServerHtml(
      page.body,
      `/ar${path}`,
      serverData,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1, name: arabic?.title })).toBeInTheDocument();
    done();
  });

  it('renders an untranslated post on an Arabic page with its English marked lang="en"', async () => {
    const page = await renderPage({
      url: `/blog/${untranslated.slug}`,
      language: 'ar',
      origin: 'https://site.example',
      data: [
        { queryKey: routeQueryKey('blogPost', { params: { slug: untranslated.slug } }), data: untranslated },
      ],
    });
    const html = document.createElement('div');
    html.innerHTML = page.body;
    const title = within(html).getByRole('heading', { level: 1 });
    expect(title.textContent).toBe(untranslated.title);
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('auto');
    // Its tags and its picture's name stand in English too, marked so.
    const tags = within(within(html).getByRole('list', { name: 'الوسوم' })).getAllByRole('listitem');
    expect(tags.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual(
      untranslated.tags.map((tag) => [tag, 'en']),
    );
    expect(within(html).getByRole('img', { name: untranslated.title })).toHaveAttribute('lang', 'en');
  });
});

describe('blog post page rendered on the server', () => {
  it("carries the post's text, and its title, description, type and image for link previews", async () => {
    const page = await renderPage({
      url: path,
      language: 'en',
      origin: 'https://site.example',
      data: serverData,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1 `);
    expect(page.body).toContain(post.title);
    expect(page.body).toContain('<h2>Day one: structure and design</h2>');
    expect(page.head).toContain(`<meta name="description" content="${post.excerpt}"/>`);
    expect(page.head).toContain('<meta property="og:type" content="article"/>');
    // The post's picture is an SVG, which link previews do not show: the site's raster image instead.
    expect(post.featuredImage).toMatch(/\.svg$/);
    expect(page.head).toContain('<meta property="og:image" content="https://site.example/og-image.jpg"/>');
    expect(page.body).toContain('"@type":"Article"');
    expect(page.body).toContain('"@type":"BreadcrumbList"');
    expect(page.dataElement).toContain('"blogPost"');
  });

  it("renders the page's own not-found state with 404 when the server has no post", async () => {
    const page = await renderPage({
      url: '/blog/no-such-post',
      language: 'en',
      origin: 'https://site.example',
    });
    expect(page.status).toBe(404);
    expect(page.body).toContain('Blog Post Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ['a post', path, serverData, post.title],
    ['an unknown post', '/blog/no-such-post', [], 'Blog Post Not Found'],
  ] as const)(
    'hydrates %s without a mismatch and without asking the API again',
    async (_, url, data, heading) => {
      const page = await renderPage({ url, language: 'en', origin: 'https://site.example', data });
      const seen: string[] = [];
      server.events.on('request:start', ({ request }) => seen.push(request.url));
      const { container, onRecoverableError, done } = await hydrateServerHtml(page.body, url, data);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(within(container).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(seen).toEqual([]);
      done();
    },
  );
});
