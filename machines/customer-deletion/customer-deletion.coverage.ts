/** How the coverage suite explores the deletion. */
import type { CoverageSpec } from '../testing/coverage';
import { customerDeletionMachine, type CustomerDeletionMachine } from './customer-deletion.machine';

export const customerDeletionCoverage: CoverageSpec<CustomerDeletionMachine> = {
  name: 'customerDeletion',
  machine: customerDeletionMachine,
  inputs: [{ portal: 'customerPortal' }],
  events: { 'deletion.request': [{ type: 'deletion.request', customerId: 'cus_1' }] },
};
