/** The deletion's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { CustomerDeletionEvent, CustomerDeletionInput } from './customer-deletion.machine';

type Entry = StateOfInterest<CustomerDeletionEvent, CustomerDeletionInput>;
const adminPortal: CustomerDeletionInput = { portal: 'adminPortal' };
const request: CustomerDeletionEvent = { type: 'deletion.request', customerId: 'cus_1' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Confirmation',
    description: 'Asked before anything is deleted.',
    input: adminPortal,
    events: [request],
    expected: 'confirming',
  },
  {
    name: 'Deleting',
    description: 'The deletion is running.',
    input: adminPortal,
    events: [request, { type: 'deletion.confirm' }],
    answers: { deleteCustomer: 'pending' },
    expected: 'deleting',
  },
];
