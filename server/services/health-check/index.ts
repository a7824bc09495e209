export { createHealthCheckService, normaliseUrl } from './health-check.service';
export type { FetchPage, HealthCheckDeps, HealthCheckService } from './health-check.service';
export type { FetchedPage } from './page-facts';
export { HealthCheckBusyError, HealthCheckError } from './errors';
export type { HealthCheckErrorCode } from './errors';
