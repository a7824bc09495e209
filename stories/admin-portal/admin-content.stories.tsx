import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK, fill, studioStories } from './studio-stories';

/** The admin portal's content studio (issue 20) over the mock API, signed in as the admin. */
const meta = {
  title: 'Admin portal/Content studio',
  parameters: { layout: 'padded', session: 'admin' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

// ── Blog posts (the tab opens on them) ──────────────────────────────────────────────────────

const posts = studioStories('blogPost');

export const Posts: Story = posts.list;
export const PostsLoading: Story = posts.loading;
export const PostsEmpty: Story = posts.empty;
export const PostsFailed: Story = posts.failed;

/** The editor of a new post, written: the slug proposed from the title. */
export const PostEditor: Story = posts.creating(async (dialog) => {
  await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'Speed sells: faster pages win');
  await fill(dialog.getByLabelText('Excerpt'), 'Why a fast page keeps more visitors.');
  await fill(dialog.getByLabelText('Content'), '## Why speed\n\nVisitors **leave** slow pages.');
  await expect(dialog.getByLabelText('Address (slug)')).toHaveValue('speed-sells-faster-pages-win');
});

/** Saved with a slug another post has: the 409 on the slug field, the text kept. */
export const PostSlugTaken: Story = posts.creating(async (dialog) => {
  await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'How We Build a Website in 48 Hours');
  await fill(dialog.getByLabelText('Excerpt'), 'A second take on the two-day build.');
  await fill(dialog.getByLabelText('Content'), 'Body');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expect(
    await dialog.findByText('This address is already used by another post. Choose another one.', {}, NETWORK),
  ).toBeInTheDocument();
});

/** A stored post's Translations open on Arabic: its Arabic tags loaded as a comma list. */
export const PostTranslatedTags: Story = posts.editing(
  'How We Build a Website in 48 Hours',
  async (dialog) => {
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Language' }, NETWORK));
    await userEvent.click(await dialog.findByRole('option', { name: 'العربية' }, NETWORK));
    await expect(dialog.getByLabelText('Tags (\u2068العربية\u2069)')).toHaveValue(
      'طريقة العمل, تصميم المواقع, السرعة',
    );
  },
);

/** A Japanese tag with markup, saved: the refusal on Tags (日本語), the text kept. */
export const PostTranslatedTagRefused: Story = posts.editing(
  'How We Build a Website in 48 Hours',
  async (dialog) => {
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Language' }, NETWORK));
    await userEvent.click(await dialog.findByRole('option', { name: '日本語' }, NETWORK));
    await fill(dialog.getByLabelText('Tags (\u2068日本語\u2069)'), '表示速度, <i>SEO</i>');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(dialog.getByLabelText('Tags (\u2068日本語\u2069)')).toHaveAttribute('aria-invalid', 'true'),
      NETWORK,
    );
  },
);

/** The post as its public page will show it. */
export const PostPreview: Story = posts.preview('How We Build a Website in 48 Hours');

/** Edited in Arabic: the preview is the Arabic page's, right to left, its words and title Arabic. */
export const PostPreviewInArabic: Story = posts.editing(
  'How We Build a Website in 48 Hours',
  async (dialog) => {
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Language' }, NETWORK));
    await userEvent.click(await dialog.findByRole('option', { name: 'العربية' }, NETWORK));
    await waitFor(
      () =>
        expect(dialog.getByRole('button', { name: 'Preview' })).not.toHaveStyle({ pointerEvents: 'none' }),
      NETWORK,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    const region = dialog.getByRole('region', { name: 'Preview of the public page' });
    const arabic = region.querySelector('[lang="ar"][dir="rtl"]');
    await expect(arabic).not.toBeNull();
    await expect(
      await within(region).findByRole(
        'heading',
        { level: 1, name: 'كيف نبني موقعًا إلكترونيًا في 48 ساعة' },
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
);
export const PostConfirmDelete: Story = posts.confirmDelete('AI Trends for Small Business Websites');

// ── Testimonials ────────────────────────────────────────────────────────────────────────────

const testimonials = studioStories('testimonial');

export const Testimonials: Story = testimonials.list;
export const TestimonialsLoading: Story = testimonials.loading;
export const TestimonialsEmpty: Story = testimonials.empty;
export const TestimonialsFailed: Story = testimonials.failed;

/** The testimonial editor on a stored review: its photo, rating and quote. */
export const TestimonialEditor: Story = testimonials.editing('Maria Delgado', async (dialog) => {
  await expect(await dialog.findByRole('dialog', { name: 'Edit testimonial' }, NETWORK)).toBeInTheDocument();
});

// ── Portfolio projects ──────────────────────────────────────────────────────────────────────

const portfolio = studioStories('portfolio');

export const Portfolio: Story = portfolio.list;
export const PortfolioEmpty: Story = portfolio.empty;
export const PortfolioFailed: Story = portfolio.failed;

/** A stored project in the editor: category, featured, date, technologies, image. */
export const PortfolioEditor: Story = portfolio.editing('Northwind Cloud', async (dialog) => {
  await expect(await dialog.findByLabelText('Completed on', {}, NETWORK)).toHaveValue('2025-09-12');
});

/** A new project saved without its image: the refusal on the Image field, the text kept. */
export const PortfolioRefused: Story = portfolio.creating(async (dialog) => {
  await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'Fischer Bakery');
  await fill(dialog.getByLabelText('Description'), 'Orders for the morning bake, taken overnight.');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expect(
    await dialog.findByText('Expected an http(s) URL or a path starting with /', {}, NETWORK),
  ).toBeInTheDocument();
});

/** The project as the portfolio's card will show it. */
export const PortfolioPreview: Story = portfolio.preview('Northwind Cloud');
export const PortfolioConfirmDelete: Story = portfolio.confirmDelete('Northwind Cloud');

// ── Showcase sites ──────────────────────────────────────────────────────────────────────────

const showcase = studioStories('showcase');

export const Showcase: Story = showcase.list;
export const ShowcaseEmpty: Story = showcase.empty;
export const ShowcaseFailed: Story = showcase.failed;

/** A new site written: company, address, package. */
export const ShowcaseEditor: Story = showcase.creating(async (dialog) => {
  await fill(await dialog.findByLabelText('Company', {}, NETWORK), 'Fischer Bakery');
  await fill(dialog.getByLabelText('Website URL'), 'https://fischer-bakery.com');
  await expect(dialog.getByRole('combobox', { name: 'Package' })).toHaveTextContent('Startup package');
});

/** Saved with an address that is not one: the refusal on the Website URL field. */
export const ShowcaseRefused: Story = showcase.creating(async (dialog) => {
  await fill(await dialog.findByLabelText('Company', {}, NETWORK), 'Fischer Bakery');
  await fill(dialog.getByLabelText('Website URL'), 'fischer-bakery');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  // The refusal marks the field (the toast is the app's, not the story's).
  await waitFor(
    () => expect(dialog.getByLabelText('Website URL')).toHaveAttribute('aria-invalid', 'true'),
    NETWORK,
  );
});

/** The site as the home page's showcase card will show it. */
export const ShowcasePreview: Story = showcase.preview('Harborline Credit Union');
export const ShowcaseConfirmDelete: Story = showcase.confirmDelete('Northwind Cloud');

/** A stored project's Translations section open on Arabic: its stored description loaded. */
export const PortfolioTranslations: Story = portfolio.editing('Northwind Cloud', async (dialog) => {
  await userEvent.click(await dialog.findByRole('combobox', { name: 'Language' }, NETWORK));
  await userEvent.click(await dialog.findByRole('option', { name: 'العربية' }, NETWORK));
  await expect(dialog.getByLabelText('Description (\u2068العربية\u2069)')).not.toHaveValue('');
});
