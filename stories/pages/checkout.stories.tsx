import type { Meta } from '@storybook/react-vite';
import { pageStory } from '../support/page-story';

/** The sandbox checkout (decision 13): with the mocks' fixtures, while every call is pending, with empty lists, with every call failing. */
const meta = { title: 'Pages/Checkout' } satisfies Meta;

export default meta;

const path = '/checkout/pay-alan-balance';
export const Full = pageStory(path, 'full');
export const Loading = pageStory(path, 'loading');
export const Empty = pageStory(path, 'empty');
export const ServerError = pageStory(path, 'error');
