import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { ThemeControl } from '@src/components/navigation/theme-control';

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
  // A modal menu hides the rest of the page from assistive technology while it traps focus (Radix):
  // the hidden trigger stays focusable by design, which axe's aria-hidden-focus cannot know.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Light' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await expect(screen.getByRole('menuitemradio', { name: 'System' })).not.toBeChecked();
  },
};
