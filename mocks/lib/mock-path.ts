/**
 * Where the mocks listen. In a browser (Storybook, jsdom tests) a handler path such as
 * '/api/portfolio' is resolved against the page's origin, as the app's relative fetches are. Node
 * has no page origin and MSW keeps relative handler paths unresolved there, so in plain Node the
 * mocks listen on one fixed origin, the one Node tests call.
 */
export const MOCK_NODE_ORIGIN = 'http://localhost';

const hasPageOrigin = (): boolean => typeof location !== 'undefined';

/** The MSW path for a contract path ('/api/blog-posts/:slug' keeps its `:slug`). */
export const mockPath = (path: string): string => (hasPageOrigin() ? path : `${MOCK_NODE_ORIGIN}${path}`);

/** The absolute URL a Node test fetches to reach a mocked path. */
export const mockUrl = (path: string): string => new URL(path, MOCK_NODE_ORIGIN).href;
