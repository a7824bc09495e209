/**
 * The admin portal's content studio (issue 20) against the mock API: the lists with drafts and
 * published items, writing a post (slug proposed from the title, preview as the public page,
 * saved), a taken slug and a 400 shown on their fields with nothing lost, publish/unpublish, delete
 * after confirmation, a testimonial edited with the same parts, a portfolio project edited (category,
 * featured, technologies, live URL removed, previewed as its card) and refused without its image, and
 * a showcase site added (a bad address named on its field) and deleted. No upload is sent here: jsdom's
 * FormData is not Node's, so Node's fetch cannot send it; the machine's tests and a real browser
 * (the screenshots' run) cover the upload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import {
  WHOLE_APP_TIMEOUT,
  expectToast,
  openAdminPortal,
  openTab,
  tabNamed,
} from '@src/testing/admin-portal-page';

const server = setupMockApi();

type User = Awaited<ReturnType<typeof openAdminPortal>>['user'];

const openStudio = async () => {
  const { user } = await openAdminPortal({ signedIn: true });
  const panel = await openTab(user, 'Content');
  return { user, panel };
};

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const editor = (name: string) => screen.findByRole('dialog', { name });

const writePost = async (user: User, dialog: HTMLElement, title: string) => {
  await user.type(within(dialog).getByLabelText('Title'), title);
  await user.type(
    within(dialog).getByLabelText('Excerpt'),
    'Why a fast page keeps more visitors than a slow one.',
  );
  await user.type(
    within(dialog).getByLabelText('Content'),
    '## Why speed{enter}{enter}Visitors **leave** slow pages.',
  );
  await user.type(within(dialog).getByLabelText('Tags'), 'Performance, SEO');
};

describe('the Content tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists drafts and published posts with their status and SEO score', async () => {
    const { panel } = await openStudio();
    const list = await within(panel).findByRole('list', { name: 'Blog posts' });
    expect(titlesIn(list)).toEqual([
      'AI Trends for Small Business Websites',
      'How We Build a Website in 48 Hours',
      'Why Mobile-First Design Matters for Small Businesses',
      'Five Signs Your Website Needs a Health Check',
      'What Website Maintenance Actually Includes',
    ]);
    const draft = within(list).getByRole('listitem', { name: 'AI Trends for Small Business Websites' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('/blog/ai-trends-for-small-business-websites')).toBeInTheDocument();
    expect(within(draft).getByText(/^SEO Score: \d+%$/)).toBeInTheDocument();
    expect(
      within(draft).getByRole('button', { name: 'Publish AI Trends for Small Business Websites' }),
    ).toBeEnabled();
    const live = within(list).getByRole('listitem', { name: 'How We Build a Website in 48 Hours' });
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(
      within(live).getByRole('button', { name: 'Unpublish How We Build a Website in 48 Hours' }),
    ).toBeEnabled();
  });

  it('writes a post: slug from the title, preview as the public page, saved as a draft', async () => {
    const { user, panel } = await openStudio();
    await within(panel).findByRole('list', { name: 'Blog posts' });
    await user.click(within(panel).getByRole('button', { name: 'New Post' }));
    const dialog = await editor('New post');
    await writePost(user, dialog, 'Speed Sells: Faster Pages Win');
    expect(within(dialog).getByLabelText('Address (slug)')).toHaveValue('speed-sells-faster-pages-win');
    expect(
      within(dialog).getByText("The post's address: /blog/speed-sells-faster-pages-win"),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview of the public page' });
    // Focus moves from the pressed (now gone) Preview button to the preview, its top in view.
    expect(preview).toHaveFocus();
    expect(
      within(preview).getByRole('heading', { level: 1, name: 'Speed Sells: Faster Pages Win' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why speed' })).toBeInTheDocument();
    expect(within(preview).getByText('leave').tagName).toBe('STRONG');
    expect(within(preview).getByText('Performance')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Editing' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Speed Sells: Faster Pages Win');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    const list = within(panel).getByRole('list', { name: 'Blog posts' });
    const row = await within(list).findByRole('listitem', { name: 'Speed Sells: Faster Pages Win' });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(db.blogPosts.find((post) => post.slug === 'speed-sells-faster-pages-win')).toMatchObject({
      status: 'draft',
      content: '<h2>Why speed</h2>\n<p>Visitors <strong>leave</strong> slow pages.</p>',
      tags: ['Performance', 'SEO'],
    });
  });

  it('shows a taken slug on the slug field and keeps what was written', async () => {
    const { user, panel } = await openStudio();
    await within(panel).findByRole('list', { name: 'Blog posts' });
    await user.click(within(panel).getByRole('button', { name: 'New Post' }));
    const dialog = await editor('New post');
    await writePost(user, dialog, 'How We Build a Website in 48 Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Please check the form', 'A field needs a change; it is marked in the form.');
    const slug = within(dialog).getByLabelText('Address (slug)');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('This address is already used by another post. Choose another one.'),
    );
    expect(within(dialog).getByLabelText('Excerpt')).toHaveValue(
      'Why a fast page keeps more visitors than a slow one.',
    );
    await user.type(slug, '-again');
    expect(slug).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    expect(db.blogPosts.some((post) => post.slug === 'how-we-build-a-website-in-48-hours-again')).toBe(true);
  });

  it('shows a 400 on the field it names and keeps the text', async () => {
    const { user, panel } = await openStudio();
    await within(panel).findByRole('list', { name: 'Blog posts' });
    await user.click(within(panel).getByRole('button', { name: 'New Post' }));
    const dialog = await editor('New post');
    await writePost(user, dialog, 'Speed <b>sells</b>');
    await user.clear(within(dialog).getByLabelText('Address (slug)'));
    await user.type(within(dialog).getByLabelText('Address (slug)'), 'speed-sells');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not contain HTML tags')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Speed <b>sells</b>');
    expect(db.blogPosts.some((post) => post.slug === 'speed-sells')).toBe(false);
  });

  it("publishes a draft and unpublishes it: 'Published', 'Unpublished'", async () => {
    const { user, panel } = await openStudio();
    const list = await within(panel).findByRole('list', { name: 'Blog posts' });
    await user.click(
      within(list).getByRole('button', { name: 'Publish AI Trends for Small Business Websites' }),
    );
    await expectToast('Published', 'It shows on the site now.');
    const row = within(list).getByRole('listitem', { name: 'AI Trends for Small Business Websites' });
    expect(await within(row).findByText('Published')).toBeInTheDocument();
    expect(db.blogPosts.find((post) => post.id === 'post-ai-trends')?.status).toBe('published');
    await user.click(
      await within(row).findByRole('button', { name: 'Unpublish AI Trends for Small Business Websites' }),
    );
    await expectToast('Unpublished', 'It is a draft again and hidden from the site.');
    expect(db.blogPosts.find((post) => post.id === 'post-ai-trends')?.status).toBe('draft');
  });

  it('deletes only after confirmation, and says when the server fails', async () => {
    const { user, panel } = await openStudio();
    const list = await within(panel).findByRole('list', { name: 'Blog posts' });
    const title = 'What Website Maintenance Actually Includes';
    await user.click(within(list).getByRole('button', { name: `Delete ${title}` }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete for good?' });
    expect(confirm).toHaveTextContent(
      `“\u2068${title}\u2069” will be removed from the studio and from the site.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep It' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.blogPosts.some((post) => post.id === 'post-maintenance')).toBe(true);

    server.use(scenario('studioDeleteBlogPost', 'error', { status: 500, message: 'Database unavailable' }));
    await user.click(within(list).getByRole('button', { name: `Delete ${title}` }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete for good?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Error', 'Database unavailable');
    expect(screen.getByRole('alertdialog', { name: 'Delete for good?' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted', 'It is gone from the studio and from the site.');
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: title })).not.toBeInTheDocument(),
    );
    expect(db.blogPosts.some((post) => post.id === 'post-maintenance')).toBe(false);
  });

  it('says when the list cannot be read', async () => {
    server.use(scenario('studioBlogPosts', 'error', { status: 500, message: 'Database unavailable' }));
    const { panel } = await openStudio();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch blog posts');
  });

  it('edits a testimonial with the same list and editor, and names a missing photo on its field', async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Testimonials') }));
    const list = await within(panel).findByRole('list', { name: 'Testimonials' });
    const maria = within(list).getByRole('listitem', { name: 'Maria Delgado' });
    expect(maria).toHaveTextContent('5 of 5 stars');
    await user.click(within(maria).getByRole('button', { name: 'Edit Maria Delgado' }));
    let dialog = await editor('Edit testimonial');
    expect(within(dialog).getByRole('img', { name: 'The chosen image' })).toHaveAttribute(
      'src',
      '/media/avatar-maria-delgado.svg',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Rating' }));
    await user.click(await screen.findByRole('option', { name: '4 of 5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('region', { name: 'Preview of the public page' })).toHaveTextContent(
      'Our old site took eight seconds to load on a phone. The new one is instant',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to Editing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    expect(await within(maria).findByText('4 of 5 stars')).toBeInTheDocument();
    expect(db.testimonials.find((entry) => entry.id === 'tst-maria')?.rating).toBe(4);

    const before = db.testimonials.length;
    await user.click(within(panel).getByRole('button', { name: 'New Testimonial' }));
    dialog = await editor('New testimonial');
    await user.type(within(dialog).getByLabelText('Client name'), 'Lena Fischer');
    await user.type(within(dialog).getByLabelText('Company'), 'Fischer Bakery');
    await user.type(within(dialog).getByLabelText('Testimonial'), 'Orders come in overnight now.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Please check the form', 'A field needs a change; it is marked in the form.');
    expect(within(dialog).getByLabelText('Photo')).toHaveAccessibleDescription(
      'Expected an http(s) URL or a path starting with /',
    );
    expect(within(dialog).getByLabelText('Client name')).toHaveValue('Lena Fischer');
    expect(db.testimonials.length).toBe(before);
  });

  it('lists portfolio projects and edits one: fields loaded, preview as the public card, saved', async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Portfolio projects') }));
    const list = await within(panel).findByRole('list', { name: 'Portfolio projects' });
    expect(titlesIn(list)).toHaveLength(db.portfolioProjects.length);
    const northwind = within(list).getByRole('listitem', { name: 'Northwind Cloud' });
    expect(within(northwind).getByText('Technology')).toBeInTheDocument();
    expect(within(northwind).getByText('Featured')).toBeInTheDocument();
    expect(within(northwind).getByText('Published')).toBeInTheDocument();
    await user.click(within(northwind).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = await editor('Edit project');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Northwind Cloud');
    expect(within(dialog).getByLabelText('Completed on')).toHaveValue('2025-09-12');
    expect(within(dialog).getByLabelText('Technologies')).toHaveValue(
      'React, TypeScript, Vite, Algolia, Cloudflare Pages',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Featured project' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Technology');
    expect(within(dialog).getByRole('img', { name: 'The chosen image' })).toHaveAttribute(
      'src',
      db.portfolioProjects[0]?.imageUrl,
    );
    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleName('Image Replace image');

    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Agency' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured project' }));
    await user.clear(within(dialog).getByLabelText('Technologies'));
    await user.type(within(dialog).getByLabelText('Technologies'), 'React, Astro');
    await user.clear(within(dialog).getByLabelText('Live URL'));

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview of the public page' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Northwind Cloud' })).toBeInTheDocument();
    expect(within(preview).getByText('Agency')).toBeInTheDocument();
    expect(within(preview).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Technologies' })).toHaveTextContent('ReactAstro');
    expect(within(preview).getByText('Private/Internal Project')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Editing' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    expect(db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')).toMatchObject({
      category: 'agency',
      featured: false,
      technologies: ['React', 'Astro'],
    });
    expect(
      db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')?.liveUrl,
    ).toBeUndefined();
    expect(await within(northwind).findByText('Agency')).toBeInTheDocument();
  });

  it('refuses a new project without its image on the Image field, and keeps what was written', async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Portfolio projects') }));
    await within(panel).findByRole('list', { name: 'Portfolio projects' });
    const before = db.portfolioProjects.length;
    await user.click(within(panel).getByRole('button', { name: 'New Project' }));
    const dialog = await editor('New project');
    await user.type(within(dialog).getByLabelText('Title'), 'Fischer Bakery');
    await user.type(
      within(dialog).getByLabelText('Description'),
      'Orders for the morning bake, taken overnight.',
    );
    await user.type(within(dialog).getByLabelText('Completed on'), '2026-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Please check the form', 'A field needs a change; it is marked in the form.');
    // The file input is named by the field and by its button, which is in the page's language.
    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleName('Image Choose image');
    expect(within(dialog).getByLabelText('Image')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleDescription(
      'Expected an http(s) URL or a path starting with /',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Fischer Bakery');
    expect(within(dialog).getByLabelText('Completed on')).toHaveValue('2026-10-01');
    expect(db.portfolioProjects.length).toBe(before);
  });

  it('adds a showcase site, names a bad address on its field, and deletes one after confirmation', async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Showcase sites') }));
    const list = await within(panel).findByRole('list', { name: 'Showcase sites' });
    expect(titlesIn(list)).toEqual([
      'Harborline Credit Union',
      'Northwind Cloud',
      'Lumen & Grain Photography',
    ]);
    expect(within(list).getByRole('listitem', { name: 'Northwind Cloud' })).toHaveTextContent(
      'Enterprise package',
    );

    await user.click(within(panel).getByRole('button', { name: 'New Showcase Site' }));
    const dialog = await editor('New showcase site');
    await user.type(within(dialog).getByLabelText('Company'), 'Fischer Bakery');
    await user.type(within(dialog).getByLabelText('Website URL'), 'fischer-bakery');
    await user.click(within(dialog).getByRole('combobox', { name: 'Package' }));
    await user.click(await screen.findByRole('option', { name: 'Professional package' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Please check the form', 'A field needs a change; it is marked in the form.');
    const url = within(dialog).getByLabelText('Website URL');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await user.clear(url);
    await user.type(url, 'https://fischer-bakery.com');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview of the public page' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Fischer Bakery' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /^Visit Fischer Bakery/ })).toHaveAttribute(
      'href',
      'https://fischer-bakery.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to Editing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    const row = await within(list).findByRole('listitem', { name: 'Fischer Bakery' });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(db.showcaseProjects.at(-1)).toMatchObject({
      companyName: 'Fischer Bakery',
      websiteUrl: 'https://fischer-bakery.com',
      packageType: 'professional',
      status: 'draft',
    });

    await user.click(within(list).getByRole('button', { name: 'Delete Northwind Cloud' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete for good?' });
    expect(confirm).toHaveTextContent(
      '“\u2068Northwind Cloud\u2069” will be removed from the studio and from the site.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted', 'It is gone from the studio and from the site.');
    expect(db.showcaseProjects.some((site) => site.id === 'shw-northwind')).toBe(false);
  });

  it('says when the portfolio projects cannot be read', async () => {
    server.use(scenario('studioPortfolio', 'error', { status: 500, message: 'Database unavailable' }));
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Portfolio projects') }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch portfolio projects');
  });

  it("shows a project's stored translation and saves a new one under its language, without empty texts", async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Portfolio projects') }));
    const list = await within(panel).findByRole('list', { name: 'Portfolio projects' });
    await user.click(within(list).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = await editor('Edit project');
    const stored = db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')?.translations;
    await user.click(within(dialog).getByText('Translations'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    expect(within(dialog).getByLabelText('Description (\u2068العربية\u2069)')).toHaveValue(
      stored?.ar?.description,
    );
    expect(within(dialog).getByLabelText('Title (\u2068العربية\u2069)')).toHaveValue('');

    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: '日本語' }));
    const title = within(dialog).getByLabelText('Title (\u2068日本語\u2069)');
    expect(title).toHaveValue(stored?.ja?.title ?? '');
    await user.clear(title);
    await user.type(title, 'ノースウィンド・クラウド');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    const saved = db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')?.translations;
    expect(saved?.ja?.title).toBe('ノースウィンド・クラウド');
    expect(saved?.ar).toEqual({ description: stored?.ar?.description });
  });

  it('previews in the language being edited, as its public page: the translation, the untranslated English marked lang="en"', async () => {
    const { user, panel } = await openStudio();
    await user.click(within(panel).getByRole('tab', { name: tabNamed('Portfolio projects') }));
    const list = await within(panel).findByRole('list', { name: 'Portfolio projects' });
    await user.click(within(list).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = await editor('Edit project');
    const stored = db.portfolioProjects.find((project) => project.id === 'pf-northwind-cloud')?.translations;
    await user.click(within(dialog).getByText('Translations'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    // The Arabic page's card: right to left, its words Arabic, the Arabic description, the English
    // title (no Arabic one yet) marked English.
    const region = within(dialog).getByRole('region', { name: 'Preview of the public page' });
    const preview = region.querySelector<HTMLElement>('[lang="ar"][dir="rtl"]')!;
    expect(preview).not.toBeNull();
    expect(within(preview).getByText(stored?.ar?.description ?? '-')).not.toHaveAttribute('lang');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Northwind Cloud' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(await within(preview).findByText('التقنية')).toBeInTheDocument();
    expect(within(preview).getByText('مميّز')).toBeInTheDocument();
    expect(within(preview).queryByText('Technology')).not.toBeInTheDocument();

    // An English field changed: the preview is the English page's again.
    await user.click(within(dialog).getByRole('button', { name: 'Back to Editing' }));
    await user.type(within(dialog).getByLabelText('Title'), ' Platform');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const english = within(dialog).getByRole('region', { name: 'Preview of the public page' });
    expect(english.querySelector('[lang="ar"]')).toBeNull();
    expect(english.querySelector('[lang="en"][dir="ltr"]')).not.toBeNull();
    expect(
      within(english).getByRole('heading', { level: 2, name: 'Northwind Cloud Platform' }),
    ).not.toHaveAttribute('lang');
  });

  it("shows a post's stored tags in Arabic, names a refused Japanese tag on its field, and saves the Japanese tags as a list", async () => {
    const { user, panel } = await openStudio();
    const list = await within(panel).findByRole('list', { name: 'Blog posts' });
    await user.click(within(list).getByRole('button', { name: 'Edit How We Build a Website in 48 Hours' }));
    const dialog = await editor('Edit post');
    // The section is open: the post has translations.
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    expect(within(dialog).getByLabelText('Tags (\u2068العربية\u2069)')).toHaveValue(
      'طريقة العمل, تصميم المواقع, السرعة',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: '日本語' }));
    const tags = within(dialog).getByLabelText('Tags (\u2068日本語\u2069)');
    expect(tags).toHaveValue('');
    await user.type(tags, '表示速度, <i>SEO</i>');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not contain HTML tags')).toBeInTheDocument();
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    expect(tags).toHaveValue('表示速度, <i>SEO</i>');
    expect(db.blogPosts.find((post) => post.id === 'post-48-hours')?.translations?.ja).toBeUndefined();

    await user.clear(tags);
    await user.type(tags, '表示速度, , SEO対策 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Saved', 'Your changes are stored.');
    const saved = db.blogPosts.find((post) => post.id === 'post-48-hours')?.translations;
    expect(saved?.ja?.tags).toEqual(['表示速度', 'SEO対策']);
    expect(saved?.ar?.tags).toEqual(['طريقة العمل', 'تصميم المواقع', 'السرعة']);
  });
});
