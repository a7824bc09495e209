import type { Meta } from '@storybook/react-vite';
import { asReturningVisitor, pageStory } from '../support/page-story';

/**
 * The home page: with the mocks' fixtures, while every call is pending, with empty lists, with every
 * call failing. As a returning visitor sees it: a first visit's guided tour opens over it 2 s in and
 * hides it from the play's search for its heading when the page is slow to render (the tour has its
 * own stories, stories/funnel/).
 */
const meta = { title: 'Pages/Home', beforeEach: asReturningVisitor } satisfies Meta;

export default meta;

const path = '/';
export const Full = pageStory(path, 'full');
export const Loading = pageStory(path, 'loading');
export const Empty = pageStory(path, 'empty');
export const ServerError = pageStory(path, 'error');
