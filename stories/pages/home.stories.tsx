import type { Meta } from '@storybook/react-vite';
import { pageStory } from '../support/page-story';

/** The home page: with the mocks' fixtures, while every call is pending, with empty lists, with every call failing. */
const meta = { title: 'Pages/Home' } satisfies Meta;

export default meta;

const path = '/';
export const Full = pageStory(path, 'full');
export const Loading = pageStory(path, 'loading');
export const Empty = pageStory(path, 'empty');
export const ServerError = pageStory(path, 'error');
