import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ParamsOf, ResponseOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './customer-deletion.connect';
import { customerDeletionFakes } from './customer-deletion.fakes';
import { customerDeletionMachine, type CustomerDeletionInput } from './customer-deletion.machine';
import { statesOfInterest } from './customer-deletion.states';
import { english } from '../testing/english';

const start = (
  portal: CustomerDeletionInput['portal'],
  remove: () => Promise<ResponseOf<'deleteCustomer'>> = async () => customerDeletionFakes.deleteCustomer(),
) => {
  const recorder = recordToasts();
  const refreshCustomers = vi.fn();
  const deleteCustomer = vi.fn((_input: ParamsOf<'deleteCustomer'>) => remove());
  const actor = createActor(
    customerDeletionMachine.provide({
      actors: {
        deleteCustomer: fromPromise(({ input }: { input: ParamsOf<'deleteCustomer'> }) =>
          deleteCustomer(input),
        ),
      },
      actions: { showToast: recorder.showToast, refreshCustomers },
    }),
    { input: { portal } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { view, recorder, refreshCustomers, deleteCustomer, settled };
};

describe('customerDeletion', () => {
  it('asks first, with the exact question; cancel deletes nothing', () => {
    const { view, deleteCustomer } = start('adminPortal');
    view().onRequest('cus_1');
    expect(view().isConfirming).toBe(true);
    expect(english[view().confirmMessageKey]).toBe(
      'Are you sure you want to delete this customer? This action cannot be undone.',
    );
    view().onCancel();
    expect(view()).toMatchObject({ isConfirming: false, customerId: null });
    expect(deleteCustomer).not.toHaveBeenCalled();
  });

  it("deletes on confirmation: 'Customer Deleted', the list refreshed", async () => {
    const { view, recorder, refreshCustomers, deleteCustomer, settled } = start('customerPortal');
    view().onRequest('cus_1');
    view().onConfirm();
    expect(view().isDeleting).toBe(true);
    await settled();
    expect(deleteCustomer).toHaveBeenCalledWith({ id: 'cus_1' });
    expect(refreshCustomers).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Customer Deleted',
      description: 'Customer has been permanently removed from the system',
      variant: 'success',
    });
  });

  it.each([
    ['customerPortal', 'Failed to delete customer: Not found'],
    ['adminPortal', 'Failed to delete customer'],
  ] as const)('%s failure: "%s"', async (portal, description) => {
    const { view, recorder, settled } = start(portal, async () => {
      throw new Error('Not found');
    });
    view().onRequest('cus_1');
    view().onConfirm();
    await settled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Error',
      description,
      variant: 'error',
    });
  });

  it("asks through the app's confirmation, which answers for the person", async () => {
    const answers: boolean[] = [false, true];
    const asked: string[] = [];
    const deleteCustomer = vi.fn(async () => customerDeletionFakes.deleteCustomer());
    const actor = createActor(
      customerDeletionMachine.provide({
        actors: { deleteCustomer: fromPromise(deleteCustomer) },
        actions: {
          askConfirmation: ({ self }, { messageKey }) => {
            asked.push(english[messageKey]!);
            self.send({ type: answers.shift() ? 'deletion.confirm' : 'deletion.cancel' });
          },
        },
      }),
      { input: { portal: 'adminPortal' } },
    ).start();
    actor.send({ type: 'deletion.request', customerId: 'cus_1' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deleteCustomer).not.toHaveBeenCalled();
    actor.send({ type: 'deletion.request', customerId: 'cus_2' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(deleteCustomer).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      'Are you sure you want to delete this customer? This action cannot be undone.',
      'Are you sure you want to delete this customer? This action cannot be undone.',
    ]);
  });

  itReachesEachStateOfInterest(customerDeletionMachine, statesOfInterest, customerDeletionFakes);
});
