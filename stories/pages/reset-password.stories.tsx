import type { Meta } from '@storybook/react-vite';
import { MOCK_EXPIRED_RESET_TOKEN, MOCK_RESET_TOKEN } from '@mocks/fixtures';
import { pageStory } from '../support/page-story';

/** The emailed reset link's page: a working link, an expired one, every call pending, every call failing. */
const meta = { title: 'Pages/Reset password' } satisfies Meta;

export default meta;

export const Full = pageStory(`/reset-password?token=${MOCK_RESET_TOKEN}`, 'full');
export const ExpiredLink = pageStory(`/reset-password?token=${MOCK_EXPIRED_RESET_TOKEN}`, 'full');
export const WithoutToken = pageStory('/reset-password', 'full');
export const Loading = pageStory(`/reset-password?token=${MOCK_RESET_TOKEN}`, 'loading');
export const ServerError = pageStory(`/reset-password?token=${MOCK_RESET_TOKEN}`, 'error');
