export { safeFetch, SAFE_FETCH_DEFAULTS } from './safe-fetch';
export type { SafeFetchOptions, SafeFetchResult } from './safe-fetch';
export { FetchFailedError, InvalidUrlError, SafeFetchError, UnsafeAddressError } from './errors';
export type { SafeFetchErrorCode } from './errors';
export { refuseAddress, refuseHostname } from './address-policy';
export type { AddressPolicy } from './address-policy';
export { systemResolveHost } from './target';
export type { ResolveHost, ResolvedAddress } from './target';
