/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleHealthResult } from '../testing/fixtures';

export const healthCheckFakes = {
  analyzeWebsite: () => sampleHealthResult(72),
} satisfies FakeServices;
