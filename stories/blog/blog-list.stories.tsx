import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '@mocks/fixtures/blog';
import { BlogCallToAction } from '@src/features/blog/blog-cta.view';
import { BlogCategories } from '@src/features/blog/blog-categories.view';
import { BlogList } from '@src/features/blog/blog-list.view';

/** The blog list (`/blog`) in each of its states, over the mock fixtures. */
const meta = {
  title: 'Blog/List',
  component: BlogList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const published = blogPosts.filter((post) => post.status === 'published');

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading blog posts…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', posts: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest Blog Posts Coming Soon' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', onRetry: () => {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The blog posts could not be loaded');
  },
};

export const Full: Story = {
  args: { state: { status: 'ready', posts: published } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(published.length);
  },
};

/** The fixed topics above the list. */
export const Topics: Story = {
  args: { state: { status: 'loading' } },
  render: () => <BlogCategories />,
};

/** The call to action under the list. */
export const CallToAction: Story = {
  args: { state: { status: 'loading' } },
  render: () => <BlogCallToAction />,
};
