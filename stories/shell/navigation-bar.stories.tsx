import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { MobileMenu } from '@src/components/navigation/mobile-menu';
import { NavigationBar } from '@src/components/navigation/navigation-bar';

const meta = {
  title: 'Shell/Navigation bar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the portal button reads "Customer Portal". */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Customer Portal/ })).toBeInTheDocument();
  },
};

/** Ada is signed in: the portal button reads "Ada Portal". */
export const SignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Ada Portal/ })).toBeInTheDocument();
  },
};

/** A phone: the links move into the menu behind one button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Arabic lays the bar out right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
};

/** The narrow-screen menu, opened: every link, the portal and the call to action. */
export const MobileMenuOpen: StoryObj<typeof MobileMenu> = {
  render: () => <MobileMenu />,
  parameters: {
    layout: 'centered',
    session: 'customer',
    // A modal menu hides the rest of the page from assistive technology while it traps focus (Radix):
    // the hidden trigger stays focusable by design, which axe's aria-hidden-focus cannot know.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // In the document rather than visible: the menu fades in from opacity 0.
    await expect(await screen.findByRole('menuitem', { name: 'Ada Portal' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Blog' })).toBeInTheDocument();
  },
};
