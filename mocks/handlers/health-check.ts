import { fastCheckResult, healthCheckResult, healthyCheckResult } from '../fixtures';
import { MockHttpError } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';
import { recordLead } from './leads-recorder';

/** Hosts the mock rates as healthy; every other site gets the report with findings. */
export const HEALTHY_HOSTS: readonly string[] = ['healthy.example.com'];
/** A host served in milliseconds, healthy but for a security header. */
export const FAST_HOST = 'fast.example.com';

const hostOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
  } catch {
    return null;
  }
};

export const healthCheckHandlers = [
  mockRoute('healthCheck', ({ body }) => {
    const host = hostOf(body.url);
    if (!host) throw new MockHttpError(400, 'Please enter a valid website address');
    recordLead('health_check', body.tracking);
    if (host === FAST_HOST) return fastCheckResult;
    return HEALTHY_HOSTS.includes(host) ? healthyCheckResult : healthCheckResult;
  }),
];
