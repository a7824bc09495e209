import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { ThemeControl } from '../../src/components/navigation/theme-control';

const meta = {
  title: 'Shell/Theme control',
  component: ThemeControl,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ThemeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** The menu: light, dark and system, the current one checked. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Light' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await expect(screen.getByRole('menuitemradio', { name: 'System' })).not.toBeChecked();
  },
};
