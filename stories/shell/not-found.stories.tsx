import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../src/app/app-routes';
import NotFoundPage from '../../src/pages/not-found/not-found.page';

const meta = {
  title: 'Shell/Page Not Found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
};

/** The whole app at an unknown path: navigation bar, 404 page, toast region. */
function AppAtUnknownPath() {
  return (
    <MemoryRouter initialEntries={['/no-such-page']}>
      <AppRoutes />
    </MemoryRouter>
  );
}

export const InTheApp: Story = {
  render: () => <AppAtUnknownPath />,
  parameters: { router: 'own' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  },
};
