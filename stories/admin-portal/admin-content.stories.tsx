import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarioParameters } from '../../mocks/scenarios';
import { ContentTab } from '../../src/features/admin-portal/studio/content-tab';
import { StudioSection } from '../../src/features/admin-portal/studio/studio-section';

/** The admin portal's content studio (issue 20) over the mock API, signed in as the admin. */
const meta = {
  title: 'Admin portal/Content studio',
  parameters: { layout: 'padded', session: 'admin' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

// Generous: the stories share two cores with other test runs.
const NETWORK = { timeout: 10000 };

/** Pastes a text into a field: typing it key by key re-renders the whole form for every key. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

export const Posts: Story = {
  render: () => <ContentTab />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Blog posts' }, NETWORK)).toBeVisible();
  },
};
export const PostsLoading: Story = {
  render: () => <ContentTab />,
  parameters: scenarioParameters('studioBlogPosts', 'slow'),
};
export const PostsEmpty: Story = {
  render: () => <ContentTab />,
  parameters: scenarioParameters('studioBlogPosts', 'empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No blog posts yet. Write the first one.', {}, NETWORK),
    ).toBeVisible();
  },
};
export const PostsFailed: Story = {
  render: () => <ContentTab />,
  parameters: scenarioParameters('studioBlogPosts', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch blog posts',
    );
  },
};

/** The editor of a new post, written: the slug proposed from the title. */
export const PostEditor: Story = {
  render: () => <ContentTab />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Post' }, NETWORK));
    const dialog = within(canvasElement.ownerDocument.body);
    await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'Speed sells: faster pages win');
    await fill(dialog.getByLabelText('Excerpt'), 'Why a fast page keeps more visitors.');
    await fill(dialog.getByLabelText('Content'), '## Why speed\n\nVisitors **leave** slow pages.');
    await expect(dialog.getByLabelText('Address (slug)')).toHaveValue('speed-sells-faster-pages-win');
  },
};

/** Saved with a slug another post has: the 409 on the slug field, the text kept. */
export const PostSlugTaken: Story = {
  render: () => <ContentTab />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Post' }, NETWORK));
    const dialog = within(canvasElement.ownerDocument.body);
    await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'How We Build a Website in 48 Hours');
    await fill(dialog.getByLabelText('Excerpt'), 'A second take on the two-day build.');
    await fill(dialog.getByLabelText('Content'), 'Body');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(
        'This address is already used by another post. Choose another one.',
        {},
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
};

/** The post as its public page will show it. */
export const PostPreview: Story = {
  render: () => <ContentTab />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Blog posts' }, NETWORK);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Edit How We Build a Website in 48 Hours' }),
    );
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Preview' }, NETWORK));
    await expect(dialog.getByRole('region', { name: 'Preview of the public page' })).toBeInTheDocument();
  },
};

/** Delete asks first. */
export const PostConfirmDelete: Story = {
  render: () => <ContentTab />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Blog posts' }, NETWORK);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete AI Trends for Small Business Websites' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: 'Delete for good?' },
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
};

export const Testimonials: Story = {
  render: () => <StudioSection kind="testimonial" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Testimonials' }, NETWORK)).toBeVisible();
  },
};
export const TestimonialsLoading: Story = {
  render: () => <StudioSection kind="testimonial" />,
  parameters: scenarioParameters('studioTestimonials', 'slow'),
};
export const TestimonialsEmpty: Story = {
  render: () => <StudioSection kind="testimonial" />,
  parameters: scenarioParameters('studioTestimonials', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No testimonials yet.', {}, NETWORK)).toBeVisible();
  },
};
export const TestimonialsFailed: Story = {
  render: () => <StudioSection kind="testimonial" />,
  parameters: scenarioParameters('studioTestimonials', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch testimonials',
    );
  },
};

/** The testimonial editor on a stored review: its photo, rating and quote. */
export const TestimonialEditor: Story = {
  render: () => <StudioSection kind="testimonial" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Testimonials' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Maria Delgado' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'dialog',
        { name: 'Edit testimonial' },
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
};

// ── Portfolio projects ──────────────────────────────────────────────────────────────────────

export const Portfolio: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Portfolio projects' }, NETWORK)).toBeVisible();
  },
};
export const PortfolioEmpty: Story = {
  render: () => <StudioSection kind="portfolio" />,
  parameters: scenarioParameters('studioPortfolio', 'empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No portfolio projects yet. Add the first finished one.', {}, NETWORK),
    ).toBeVisible();
  },
};
export const PortfolioFailed: Story = {
  render: () => <StudioSection kind="portfolio" />,
  parameters: scenarioParameters('studioPortfolio', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch portfolio projects',
    );
  },
};

/** A stored project in the editor: category, featured, date, technologies, image. */
export const PortfolioEditor: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Portfolio projects' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByLabelText('Completed on', {}, NETWORK)).toHaveValue('2025-09-12');
  },
};

/** A new project saved without its image: the refusal on the Image field, the text kept. */
export const PortfolioRefused: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Project' }, NETWORK));
    const dialog = within(canvasElement.ownerDocument.body);
    await fill(await dialog.findByLabelText('Title', {}, NETWORK), 'Fischer Bakery');
    await fill(dialog.getByLabelText('Description'), 'Orders for the morning bake, taken overnight.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText('Expected an http(s) URL or a path starting with /', {}, NETWORK),
    ).toBeInTheDocument();
  },
};

/** The project as the portfolio's card will show it. */
export const PortfolioPreview: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Portfolio projects' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Preview' }, NETWORK));
    await expect(dialog.getByRole('region', { name: 'Preview of the public page' })).toBeInTheDocument();
  },
};

export const PortfolioConfirmDelete: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Portfolio projects' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Northwind Cloud' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: 'Delete for good?' },
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
};

// ── Showcase sites ──────────────────────────────────────────────────────────────────────────

export const Showcase: Story = {
  render: () => <StudioSection kind="showcase" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Showcase sites' }, NETWORK)).toBeVisible();
  },
};
export const ShowcaseEmpty: Story = {
  render: () => <StudioSection kind="showcase" />,
  parameters: scenarioParameters('studioShowcase', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No showcase sites yet.', {}, NETWORK)).toBeVisible();
  },
};
export const ShowcaseFailed: Story = {
  render: () => <StudioSection kind="showcase" />,
  parameters: scenarioParameters('studioShowcase', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(
      'Failed to fetch showcase sites',
    );
  },
};

/** A new site written: company, address, package. */
export const ShowcaseEditor: Story = {
  render: () => <StudioSection kind="showcase" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Showcase Site' }, NETWORK));
    const dialog = within(canvasElement.ownerDocument.body);
    await fill(await dialog.findByLabelText('Company', {}, NETWORK), 'Fischer Bakery');
    await fill(dialog.getByLabelText('Website URL'), 'https://fischer-bakery.com');
    await expect(dialog.getByRole('combobox', { name: 'Package' })).toHaveTextContent('Startup package');
  },
};

/** Saved with an address that is not one: the refusal on the Website URL field. */
export const ShowcaseRefused: Story = {
  render: () => <StudioSection kind="showcase" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Showcase Site' }, NETWORK));
    const dialog = within(canvasElement.ownerDocument.body);
    await fill(await dialog.findByLabelText('Company', {}, NETWORK), 'Fischer Bakery');
    await fill(dialog.getByLabelText('Website URL'), 'fischer-bakery');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The refusal marks the field (the toast is the app's, not the story's).
    await waitFor(
      () => expect(dialog.getByLabelText('Website URL')).toHaveAttribute('aria-invalid', 'true'),
      NETWORK,
    );
  },
};

/** The site as the home page's showcase card will show it. */
export const ShowcasePreview: Story = {
  render: () => <StudioSection kind="showcase" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Showcase sites' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Harborline Credit Union' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Preview' }, NETWORK));
    await expect(dialog.getByRole('region', { name: 'Preview of the public page' })).toBeInTheDocument();
  },
};

export const ShowcaseConfirmDelete: Story = {
  render: () => <StudioSection kind="showcase" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Showcase sites' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Northwind Cloud' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: 'Delete for good?' },
        NETWORK,
      ),
    ).toBeInTheDocument();
  },
};

/** A stored project's Translations section open on Arabic: its stored description loaded. */
export const PortfolioTranslations: Story = {
  render: () => <StudioSection kind="portfolio" />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Portfolio projects' }, NETWORK);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Northwind Cloud' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Language' }, NETWORK));
    await userEvent.click(await dialog.findByRole('option', { name: 'العربية' }, NETWORK));
    await expect(dialog.getByLabelText('Description (\u2068العربية\u2069)')).not.toHaveValue('');
  },
};
