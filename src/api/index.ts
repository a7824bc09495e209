export { ApiError, throwIfNotOk } from './api-error';
export { apiRequest, readJson, type HttpMethod } from './api-request';
export { getQueryFn, urlFromQueryKey, type UnauthorizedBehavior } from './query-fn';
export { createQueryClient, getQueryClient, replaceQueryClient } from './query-client';
export { serverMessageOf } from './server-message';
export { asService, toServiceError, type ServiceError } from './service-error';
