/** The health check's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import { sampleHealthResult } from '../testing/fixtures';
import type { HealthCheckEvent } from './health-check.machine';

type Entry = StateOfInterest<HealthCheckEvent, undefined>;
const typed: HealthCheckEvent = { type: 'url.change', value: 'example.com' };
const submit: HealthCheckEvent = { type: 'check.submit' };

export const statesOfInterest: readonly Entry[] = [
  { name: 'Empty', description: 'Nothing typed: the button is disabled.', events: [], expected: 'idle' },
  {
    name: 'Analyzing',
    description: "Input and button disabled, 'Analyzing...'.",
    events: [typed, submit],
    answers: { analyzeWebsite: 'pending' },
    expected: 'analyzing',
  },
  {
    name: 'Good score',
    description: 'Score 80 or more, no fix offer.',
    events: [typed, submit],
    answers: { analyzeWebsite: { output: sampleHealthResult(92) } },
    expected: 'result',
  },
  {
    name: 'Fair score with fix offer',
    description: 'Score 60–79 and needsFixes: the fix offer, its link disabled.',
    events: [typed, submit],
    expected: 'result',
  },
  {
    name: 'Fix offer agreed',
    description: 'The agreement is ticked: the fix link works.',
    events: [typed, submit, { type: 'agreement.change', agreed: true }],
    answers: { analyzeWebsite: { output: sampleHealthResult(45) } },
    expected: 'result',
  },
  {
    name: 'Failed',
    description: 'The check failed: the error toast.',
    events: [typed, submit],
    answers: { analyzeWebsite: { error: new Error('Network error') } },
    expected: 'failed',
  },
];
