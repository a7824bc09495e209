import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageStory } from '../support/page-story';

/**
 * The 404 page (issue 22: not a dead end): the main pages; the page a mistyped address meant; a
 * search with results and without.
 */
const meta = { title: 'Pages/Not Found' } satisfies Meta;

export default meta;

const PAGE_LOAD = { timeout: 8000 };

export const MainPages = pageStory('/no-such-page', 'full');

const mistyped = pageStory('/portfolo', 'full');
export const DidYouMean: StoryObj = {
  ...mistyped,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Did you mean Portfolio?' }, PAGE_LOAD),
    ).toBeVisible();
  },
};

const searched = pageStory('/no-such-page', 'full');
export const SearchResults: StoryObj = {
  ...searched,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', {}, PAGE_LOAD), 'domain');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pages found: 1');
  },
};

export const NoResults: StoryObj = {
  ...searched,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', {}, PAGE_LOAD), 'zebra');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^No page matches/);
  },
};
