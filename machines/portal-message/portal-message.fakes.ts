/** Services answering at once, for stories and tests: the contract's answers. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleMessage } from '../testing/fixtures';
import type { SentMessage } from './portal-message.machine';

export const portalMessageFakes = {
  sendMessage: (): SentMessage => sampleMessage,
} satisfies FakeServices;
