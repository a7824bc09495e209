import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenarioParameters } from '@mocks/scenarios';
import { ProjectList } from './project-list';

/** The mocks at work in the browser: one route, its fixture answer and each scenario. */
const meta = {
  title: 'Mocks/Customer projects',
  component: ProjectList,
  parameters: { session: 'customer' },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first call of a fresh page waits for the service worker to start: allow it time. */
const NETWORK = { timeout: 5000 };

/** Ada's four projects from the fixtures. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: 'Difference Engine Museum' }, NETWORK),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('customerProjects', 'empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects yet.', {}, NETWORK)).toBeVisible();
  },
};

/** A server failure: the data layer's "{status}: {text}" message. */
export const ServerError: Story = {
  parameters: scenarioParameters('customerProjects', 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(/^500: /);
  },
};

/** The answer never comes: the loading state stays. */
export const Loading: Story = {
  parameters: scenarioParameters('customerProjects', 'slow'),
};

/** No token: the mock answers 401 like the server. */
export const SignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, NETWORK)).toHaveTextContent(/^401: /);
  },
};
