import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { pageStory } from '../support/page-story';

/**
 * The registration dialog's main path on the domains page, against the mocks: a name searched
 * with Enter, selected, registered for 2 years: 'Domain Order Placed!'.
 */
const meta = { title: 'Domains/Registration' } satisfies Meta;

export default meta;

/** The page's code and texts load on first render, and the first mocked call waits for the worker. */
const PAGE_LOAD = { timeout: 8000 };

export const RegisterForTwoYears: StoryObj = {
  ...pageStory('/domains', 'full'),
  play: async ({ canvas, userEvent }) => {
    // Pasted rather than typed key by key: the story runs within the test's time on a busy machine.
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Domain name' }, PAGE_LOAD));
    await userEvent.paste('BrightLeaf');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Select brightleaf.com' }));
    // The dialog is portalled to the document's body, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog', { name: 'Register brightleaf.com' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Full name' }));
    await userEvent.paste('Ada Lovelace');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Email address' }));
    await userEvent.paste('ada@example.com');
    await userEvent.click(dialog.getByRole('radio', { name: /\$25\.98/ }));
    await expect(dialog.getByTestId('domain-order-total')).toHaveTextContent('$25.98');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Registration - $25.98' }));
    // Placed: the toast says so, and the page goes on to the order's checkout.
    await expect(await screen.findByText('Domain Order Placed!', {}, PAGE_LOAD)).toBeVisible();
  },
};
