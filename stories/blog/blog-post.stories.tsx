import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '@mocks/fixtures/blog';
import { scenarioParameters } from '@mocks/scenarios';
import { AppRoutes } from '@src/app/app-routes';
import { BlogPostArticle } from '@src/components/content/blog/blog-post-article.view';
import { BlogPostLoading, BlogPostNotFound } from '@src/features/blog/blog-post-states.view';
import { MemoryRouter } from 'react-router-dom';

/** One post (`/blog/{slug}`) in each of its states. */
const meta = {
  title: 'Blog/Post',
  component: BlogPostArticle,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlogPostArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

const [post] = blogPosts;
if (!post) throw new Error('The blog fixtures have no post');

export const Full: Story = {
  args: { post, onShare: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getByText('SEO Score: 92%')).toBeVisible();
  },
};

/** A post without a featured image. */
export const WithoutImage: Story = {
  args: { post: { ...post, featuredImage: undefined }, onShare: () => {} },
};

export const Loading: Story = {
  args: { post, onShare: () => {} },
  render: () => <BlogPostLoading />,
};

export const NotFound: Story = {
  args: { post, onShare: () => {} },
  render: () => <BlogPostNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  },
};

/** The whole page over the mock API: the post loads after a spinner. */
export const InTheApp: Story = {
  args: { post, onShare: () => {} },
  parameters: { router: 'own', layout: 'fullscreen' },
  render: () => (
    <MemoryRouter initialEntries={[`/blog/${post.slug}`]}>
      <AppRoutes />
    </MemoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: post.title }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The API fails: the page says the post is not found. */
export const LoadFailedInTheApp: Story = {
  ...InTheApp,
  parameters: { ...InTheApp.parameters, ...scenarioParameters('blogPost', 'error') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
