import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { adaCustomer } from '@mocks/fixtures';
import { pageStory } from '../support/page-story';

/**
 * The claim-credit page's main path in the whole app, over the mock API: an existing customer's
 * email claimed, 'Credit Applied' with the account's details.
 */
const meta = { title: 'Claim credit/Main path' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code and texts load on first render, and the first mocked call waits for the worker. */
const PAGE_LOAD = { timeout: 8000 };
const page = pageStory('/claim-credit', 'full');

export const ClaimCredit: Story = {
  parameters: page.parameters,
  render: page.render,
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email address' }, PAGE_LOAD);
    const claim = canvas.getByRole('button', { name: 'Claim $200 Credit' });
    // Disabled but focusable (aria-disabled) until there is an email.
    await expect(claim).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, adaCustomer.email);
    await userEvent.click(claim);
    await expect(await canvas.findByRole('heading', { name: 'Credit Applied' }, PAGE_LOAD)).toBeVisible();
    await expect(
      canvas.getByText('Your $200 maintenance credit has been applied to your account.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Customer Portal' })).toBeVisible();
  },
};
