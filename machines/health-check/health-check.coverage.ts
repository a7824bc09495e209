/** How the coverage suite explores the health check. */
import type { CoverageSpec } from '../testing/coverage';
import { sampleHealthResult } from '../testing/fixtures';
import { healthCheckMachine, type HealthCheckMachine } from './health-check.machine';

export const healthCheckCoverage: CoverageSpec<HealthCheckMachine> = {
  name: 'healthCheck',
  machine: healthCheckMachine,
  inputs: [undefined],
  events: {
    'url.change': [{ type: 'url.change', value: 'example.com' }],
    'agreement.change': [{ type: 'agreement.change', agreed: true }],
  },
  outcomes: { analyzeWebsite: { done: [sampleHealthResult(45)] } },
};
