import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Toaster } from '@src/components/toaster/toaster';
import { showToast, type ToastInput, type ToastVariant } from '@src/stores/toasts.store';

/** Long enough to look at a toast in a story; the app's own default is 5000 ms. */
const STORY_TOAST_MS = 10 * 60 * 1000;

interface ToastDemoProps {
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** The toaster with a button that shows the toast of the story's args. */
function ToastDemo(props: ToastDemoProps) {
  return (
    <Flex direction="column" gap="3" align="start">
      <Button onClick={() => showToast({ ...props, durationMs: STORY_TOAST_MS })}>Show toast</Button>
      <Toaster />
    </Flex>
  );
}

const meta = {
  title: 'Shell/Toaster',
  component: ToastDemo,
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the story's toast before rendering, as a page would after an action. */
const showing = (input: ToastInput): Pick<Story, 'beforeEach' | 'args'> => ({
  args: { title: input.title, description: input.description, variant: input.variant ?? 'info' },
  beforeEach: () => {
    showToast({ ...input, durationMs: STORY_TOAST_MS });
  },
});

export const SuccessToast: Story = {
  name: 'Success',
  ...showing({
    title: 'Message Sent',
    description: 'Your message has been sent successfully',
    variant: 'success',
  }),
};

export const ErrorToast: Story = {
  name: 'Error',
  ...showing({
    title: 'Upgrade Failed',
    description: 'Failed to upgrade subscription. Please contact support.',
    variant: 'error',
  }),
};

export const InfoToast: Story = {
  name: 'Info',
  ...showing({
    title: 'Admin Access Detected!',
    description: 'Enter the 6-digit code from your authenticator app.',
    variant: 'info',
  }),
};

/** Only one toast at a time: a second one replaces the first. */
export const OneAtATime: Story = {
  args: { title: 'Welcome back!', variant: 'success' },
  play: async ({ canvas }) => {
    showToast({ title: 'Logged out successfully', variant: 'info', durationMs: STORY_TOAST_MS });
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    // The toasts' layer is on the document's body, above any dialog: `screen` finds it.
    await expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await expect(screen.queryByText('Logged out successfully')).toBeNull();
  },
};
