import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { scenarioParameters } from '@mocks/scenarios';
import { HealthCheck } from '@src/features/home/health-check/health-check';

/**
 * The home page's website health check on its main path, over the mock API: an address checked,
 * 'Analyzing...' while the mock takes its time, then the score and what it means.
 */
const meta = { title: 'Home/Health check', parameters: { layout: 'padded' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long enough to read 'Analyzing...', short enough for the test. */
const ANALYSIS_MS = 1200;
const NETWORK = { timeout: 5000 };

export const CheckWebsite: Story = {
  parameters: scenarioParameters('healthCheck', 'slow', { delay: ANALYSIS_MS }),
  render: () => <HealthCheck />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website address' }), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze Website' }));
    // Input and button disabled while the check runs (spec part 2 §5).
    await expect(await canvas.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Website address' })).toBeDisabled();
    // The mocks' site scores 54: poor beside its $2,300 a month, with the fix offer.
    await expect(
      await canvas.findByRole('img', { name: 'Your website score: 54/100' }, NETWORK),
    ).toBeVisible();
    await expect(canvas.getByText('Critical issues found that need immediate attention.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Let Us Fix It' })).toBeVisible();
  },
};
