/**
 * The storage port's contract: one suite that every adapter runs (the embedded store always, MongoDB
 * when MONGODB_URI is set). Each test gets a fresh, empty store.
 */
import { afterEach, beforeEach, describe } from 'vitest';
import { accountsContract } from './contract/accounts.contract';
import { commerceContract } from './contract/commerce.contract';
import { contentContract } from './contract/content.contract';
import { paymentsContract } from './contract/payments.contract';
import { portalContract } from './contract/portal.contract';
import { serviceContract } from './contract/service.contract';
import type { Store } from './port';

export function runStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`${name} keeps the storage port's contract`, () => {
    let current: Store | null = null;
    const store = (): Store => {
      if (!current) throw new Error('no store: the contract runs inside its own tests');
      return current;
    };

    beforeEach(async () => {
      current = await makeStore();
    });
    afterEach(async () => {
      await current?.close();
      current = null;
    });

    accountsContract(store);
    portalContract(store);
    commerceContract(store);
    paymentsContract(store);
    serviceContract(store);
    contentContract(store);
  });
}
