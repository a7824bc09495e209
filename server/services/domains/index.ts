export { createDomainService } from './domain.service';
export type {
  DomainOrderInput,
  DomainPaymentLinks,
  DomainPurchaseResult,
  DomainSearchInput,
  DomainService,
  DomainServiceDeps,
} from './domain.service';
export { createEmbeddedRegistry, TAKEN_NAMES } from './registry';
export type { EmbeddedRegistryDeps, Registry } from './registry';
export { createFetchJson, createRdapRegistry, IANA_DNS_BOOTSTRAP_URL } from './rdap-registry';
export type { FetchJson, JsonResponse, RdapRegistryDeps } from './rdap-registry';
export { isPremium, parseLabel, parseTld, unitPriceCents } from './domain-name';
export { DomainUnavailableError, DomainValidationError } from './errors';
