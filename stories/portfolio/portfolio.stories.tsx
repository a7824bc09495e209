import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { portfolioProjects } from '@mocks/fixtures/portfolio';
import { scenarioParameters } from '@mocks/scenarios';
import { AppRoutes } from '@src/app/app-routes';
import { PortfolioGrid } from '@src/features/portfolio/portfolio-grid.view';

/** The full portfolio (`/portfolio`) in each of its states, over the mock fixtures. */
const meta = {
  title: 'Portfolio/Projects',
  component: PortfolioGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PortfolioGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading projects…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', projects: [] } },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', onRetry: () => {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The projects could not be loaded');
  },
};

export const Full: Story = {
  args: { state: { status: 'ready', projects: portfolioProjects } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(portfolioProjects.length);
    await expect(canvas.getByText('All Projects (12)')).toBeVisible();
  },
};

/** The whole page over the mock API. */
export const InTheApp: Story = {
  args: { state: { status: 'loading' } },
  parameters: { router: 'own', layout: 'fullscreen' },
  render: () => (
    <MemoryRouter initialEntries={['/portfolio']}>
      <AppRoutes />
    </MemoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('All Projects (12)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The instant-quote dialog, open, with "up to 8 pages" chosen. */
export const InstantQuote: Story = {
  ...InTheApp,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Get an Instant Quote' }, { timeout: 5000 }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Up to 8 pages' }));
    await expect(within(dialog).getByTestId('quote-price')).toHaveTextContent('$2,995');
  },
};

/** The API fails: the page says so and offers to try again. */
export const LoadFailedInTheApp: Story = {
  ...InTheApp,
  parameters: { ...InTheApp.parameters, ...scenarioParameters('portfolioAll', 'error') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
