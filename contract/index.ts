/** The shared API contract: catalogue, field and entity schemas, payloads, errors and routes. */
export * from './catalogue';
export * from './fields';
export * from './entities';
export * from './errors';
export * from './lead-score';
export * from './api/auth';
export * from './api/customer';
export * from './api/admin';
export * from './api/projects';
export * from './api/payments';
export * from './api/content';
export * from './api/health-check';
export * from './api/domains';
export * from './api/credit';
export * from './api/leads';
export * from './routes';
