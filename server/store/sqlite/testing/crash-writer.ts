/**
 * A child process for the crash test: creates customers in the data folder given as its argument and
 * prints each id once its call has resolved, until it is killed.
 */
import { customer } from '../../contract/fixtures';
import { createSqliteStore } from '../sqlite-store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: crash-writer <data folder>');
const store = createSqliteStore({ dir });
for (;;) {
  const created = await store.customers.create(customer());
  process.stdout.write(`${created.id}\n`);
}
