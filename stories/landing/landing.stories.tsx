import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingTemplate } from '@src/features/landing/landing-template.view';

/** The one template of the Texas page and the landing pages of decision 28. */
const meta = {
  title: 'Landing/Pages',
  component: LandingTemplate,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texas: Story = {
  args: { variant: 'texas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Texas Website Development' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Texas Pricing' })).toBeVisible();
  },
};

export const Luxury: Story = { args: { variant: 'luxury' } };

export const Professional: Story = { args: { variant: 'professional' } };

export const Emergency: Story = { args: { variant: 'emergency' } };

/** A location page: the city and country come from its path. */
export const EmergencyInACity: Story = {
  args: { variant: 'emergency', place: { city: 'Dubai', country: 'United Arab Emirates' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Emergency Website Development in Dubai, United Arab Emirates',
      }),
    ).toBeVisible();
  },
};
