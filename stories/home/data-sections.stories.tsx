import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenarioParameters } from '@mocks/scenarios';
import { PortfolioGrid } from '@src/features/home/portfolio/portfolio-grid';
import { Showcase } from '@src/features/home/showcase/showcase';
import { Testimonials } from '@src/features/home/testimonials/testimonials';

/**
 * The home page's sections that read data, over the mock API: each state of the read (loading,
 * empty, failed, full). Failures are not shown to the visitor (spec part 2 §8).
 */
const meta = {
  title: 'Home/Data sections',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first call of a fresh page waits for the service worker to start: allow it time. */
const NETWORK = { timeout: 5000 };

export const PortfolioFull: Story = {
  render: () => <PortfolioGrid tab="all" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Northwind Cloud', {}, NETWORK)).toBeInTheDocument();
  },
};
export const PortfolioLoading: Story = {
  render: () => <PortfolioGrid tab="all" />,
  parameters: scenarioParameters('portfolio', 'slow'),
};
export const PortfolioEmpty: Story = {
  render: () => <PortfolioGrid tab="all" />,
  parameters: scenarioParameters('portfolio', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects in this category yet.', {}, NETWORK)).toBeVisible();
  },
};
export const PortfolioError: Story = {
  render: () => <PortfolioGrid tab="all" />,
  parameters: scenarioParameters('portfolio', 'error'),
};

export const TestimonialsFull: Story = {
  render: () => <Testimonials />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maria Delgado', {}, NETWORK)).toBeVisible();
  },
};
export const TestimonialsLoading: Story = {
  render: () => <Testimonials />,
  parameters: scenarioParameters('testimonials', 'slow'),
};
export const TestimonialsEmpty: Story = {
  render: () => <Testimonials />,
  parameters: scenarioParameters('testimonials', 'empty'),
};
export const TestimonialsError: Story = {
  render: () => <Testimonials />,
  parameters: scenarioParameters('testimonials', 'error'),
};

export const ShowcaseFull: Story = {
  render: () => <Showcase />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Featured Client Sites' }, NETWORK),
    ).toBeVisible();
  },
};
/** While loading, when empty and when failed the section is not there at all. */
export const ShowcaseLoading: Story = {
  render: () => <Showcase />,
  parameters: scenarioParameters('showcaseProjects', 'slow'),
};
export const ShowcaseEmpty: Story = {
  render: () => <Showcase />,
  parameters: scenarioParameters('showcaseProjects', 'empty'),
};
export const ShowcaseError: Story = {
  render: () => <Showcase />,
  parameters: scenarioParameters('showcaseProjects', 'error'),
};
