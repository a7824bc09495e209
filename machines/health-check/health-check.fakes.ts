/** Services answering at once, for stories and tests: the contract's answers. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleHealthResult } from '../testing/fixtures';

export const healthCheckFakes = {
  analyzeWebsite: (): ResponseOf<'healthCheck'> => sampleHealthResult(72),
} satisfies FakeServices;
