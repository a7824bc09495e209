import type { FakeServices } from '../shared/states-of-interest';

/**
 * The stream as the explorer and the stories run it: it stays open and says nothing by itself;
 * QA sends what the server would say (`server.event`, `stream.ended`) from the explorer.
 */
export const liveUpdatesFakes = {
  eventStream: () => new Promise<never>(() => {}),
} satisfies FakeServices;
