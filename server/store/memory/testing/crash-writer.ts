/**
 * A child process for the crash test: creates customers in the data folder given as its argument and
 * prints each id once its call has resolved, until it is killed. A small compaction threshold makes
 * compactions happen while it runs, so a kill can land in any phase.
 */
import { customer } from '../../contract/fixtures';
import { createMemoryStore } from '../memory-store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: crash-writer <data folder>');
const store = createMemoryStore({ dir, compactAfterBytes: 8 * 1024 });
for (;;) {
  const created = await store.customers.create(customer());
  process.stdout.write(`${created.id}\n`);
}
