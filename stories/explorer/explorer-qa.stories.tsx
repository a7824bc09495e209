import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { explorerStory } from './explorer-story';

/**
 * The explorer at work, as QA uses it: these stories drive two explorer pages and check what they
 * show, and that a copied link opens the same state (machine, history, clock, scenario, globals).
 */
const meta = { title: 'Explorer checks', parameters: { layout: 'fullscreen' } } satisfies Meta;

export default meta;

const READY = { timeout: 5000 };

/** The guided tour opens itself after its timer: "Advance to the next timer" gets there. */
export const StepsThroughTimers: StoryObj = {
  ...explorerStory('guided-tour'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Explorer: Guided tour' }, READY)).toBeVisible();
    const timers = await canvas.findByRole('list', { name: 'Scheduled timers' }, READY);
    await expect(within(timers).getByText(/tourStart/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Advance to the next timer' }));
    await waitFor(() => expect(canvas.getByTestId('explorer-state')).toHaveTextContent('welcome'));
    await expect(canvas.getByTestId('explorer-clock')).toHaveTextContent('2 s');
    // The real tour beside it opens at its first step (a dialog, outside the story's root).
    const tour = await within(document.body).findByRole('dialog', { name: /^Welcome to / }, READY);
    await expect(within(tour).getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

/**
 * Checkout: the pay service made to fail, Pay sent, five seconds passed; the copied link, opened
 * after a restart, brings back the same state, context, clock and history.
 */
export const LinkRoundTrip: StoryObj = {
  ...explorerStory('checkout'),
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvas }) => {
    const state = () => canvas.getByTestId('explorer-state');
    await waitFor(() => expect(state()).toHaveTextContent('"ready"'), READY);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'pay' }), 'Fails (500)');
    await userEvent.click(canvas.getByRole('button', { name: 'checkout.pay' }));
    await waitFor(() => expect(state()).toHaveTextContent('"payError"'));
    // The real view beside it shows the failure.
    await expect(await canvas.findByRole('alert')).toBeVisible();
    const seconds = canvas.getByRole('spinbutton', { name: 'Seconds' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance the clock' }));
    await waitFor(() => expect(canvas.getByTestId('explorer-clock')).toHaveTextContent('5 s'));
    const context = canvas.getByTestId('explorer-context').textContent;
    const history = canvas.getByTestId('explorer-history').textContent;

    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const linkField = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Link to this state' });
    await waitFor(() => expect(linkField.value).toContain('explore='));
    const link = linkField.value;
    await expect(link).toContain('globals=theme:dark;locale:en;direction:auto');
    await expect(link).toContain('path=/story/');

    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(state()).toHaveTextContent('"ready"'));
    await expect(canvas.getByText('No step yet.')).toBeVisible();

    await userEvent.click(canvas.getByRole('textbox', { name: 'Open a link' }));
    await userEvent.paste(link);
    await userEvent.click(canvas.getByRole('button', { name: 'Open link' }));
    await waitFor(() => expect(state()).toHaveTextContent('"payError"'));
    await expect(canvas.getByTestId('explorer-clock')).toHaveTextContent('5 s');
    await expect(canvas.getByTestId('explorer-context').textContent).toBe(context);
    await expect(canvas.getByTestId('explorer-history').textContent).toBe(history);
  },
};
