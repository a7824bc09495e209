import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { takeUnhandledRequests } from '@mocks/browser';

/**
 * Stories never reach the network: a call no mock answers fails at once and fails its story
 * (preview.tsx's afterEach names it). This story makes such calls on purpose, checks that they
 * failed and were recorded, and takes them off the record so that it passes itself.
 */
const meta = {
  title: 'Mocks/Unmocked request',
  render: () => (
    <p>An API call without a mock, and a request to another origin: both answered 500 and recorded.</p>
  ),
} satisfies Meta;

export default meta;

export const Refused: StoryObj = {
  play: async () => {
    const api = await fetch('/api/no-such-route');
    await expect(api.status).toBe(500);
    await expect((await api.json()) as unknown).toMatchObject({ message: /^No mock answers GET / });
    await expect((await fetch('https://example.com/tracker.js')).status).toBe(500);
    const recorded = takeUnhandledRequests();
    await expect(recorded).toEqual([
      expect.stringMatching(/^GET http:\/\/[^/]+\/api\/no-such-route$/),
      'GET https://example.com/tracker.js',
    ]);
  },
};
