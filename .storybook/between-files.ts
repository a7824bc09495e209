/**
 * The story tests' setup file (the `storybook` project of vite.config.ts): the story files share
 * one page (`isolate: false`), so each file ends as a page load would end. Storybook unmounts a
 * story only when the next one starts, and between two stories of one file the preview's
 * `beforeEach` gives the next its fresh start; between files this ends everything the file's last
 * story started, so nothing of it (an app with a dialog that opens late, its `aria-hidden` on the
 * rest of the page) reaches the next file.
 */
import { afterAll } from 'vitest';
import { composeStory } from 'storybook/preview-api';
import { discardFunnelRequests } from '@src/app/funnel-inbox';
import { endPage } from '@src/lib/page-lifetime';
import { settleLoads } from '@src/lib/pending-loads';

/** Storybook's own parts of the page (its wrappers and roots), which stay. */
const isStorybooks = (element: Element): boolean =>
  element.tagName === 'SCRIPT' ||
  element.classList.contains('sb-wrapper') ||
  element.id === 'storybook-root' ||
  element.id === 'storybook-docs';

/** What a modal leaves on the rest of the page (Radix's `hideOthers`, react-remove-scroll). */
const HIDING_ATTRIBUTES = ['aria-hidden', 'data-aria-hidden', 'inert'];

/** The page's address when the file began: a story with the app's own router may have moved it. */
const address = window.location.href;

afterAll(async () => {
  // What the last story loads in the background arrives while it is still mounted, in its file.
  await settleLoads();
  // Storybook unmounts the former story (and its portals) before it loads the next one: a story
  // that renders nothing is loaded, through Storybook's public API, so the unmount happens now.
  await composeStory({ render: () => null }, { title: 'Between files' }).load();
  await settleLoads();
  // A new page: the portal session ends, the funnel's unread requests go.
  endPage();
  discardFunnelRequests();
  // Whatever a story put on the page outside its root (a portal still open) goes with it.
  for (const element of [...document.body.children]) {
    if (!isStorybooks(element)) element.remove();
    else HIDING_ATTRIBUTES.forEach((name) => element.removeAttribute(name));
  }
  for (const name of ['style', ...HIDING_ATTRIBUTES]) document.body.removeAttribute(name);
  if (window.location.href !== address) window.history.replaceState(null, '', address);
});
