import { useAddressQuery } from '@src/lib/use-address-query';
import { ClaimCreditCard } from './claim-credit-card.view';
import { useCreditClaim, type ClaimQuery } from './use-credit-claim';

function ClaimCreditFlow({ query }: { query: ClaimQuery }) {
  return <ClaimCreditCard view={useCreditClaim(query)} />;
}

/**
 * The claim for the address's `email` (and `sig`). The server rendered the page without a query:
 * until the browser has hydrated it, the empty form shows; then a query with an email starts its
 * claim at once (a new machine, keyed by the query).
 */
export function ClaimCreditScreen() {
  const query = useAddressQuery();
  const claim: ClaimQuery = { email: query?.get('email') ?? null, sig: query?.get('sig') ?? null };
  return <ClaimCreditFlow key={`${claim.email ?? ''}|${claim.sig ?? ''}`} query={claim} />;
}
