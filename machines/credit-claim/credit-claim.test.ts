import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QueryOf } from '@contract/routes';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './credit-claim.connect';
import { claimAnswers, creditClaimFakes } from './credit-claim.fakes';
import { creditClaimMachine, type ClaimAnswer } from './credit-claim.machine';
import { statesOfInterest } from './credit-claim.states';

const start = (queryEmail: string | null, claim: () => Promise<ClaimAnswer>, querySig?: string) => {
  const recorder = recordToasts();
  const claimCredit = vi.fn((_input: QueryOf<'claimMaintenanceCredit'>) => claim());
  const actor = createActor(
    creditClaimMachine.provide({
      actors: {
        claimCredit: fromPromise(({ input }: { input: QueryOf<'claimMaintenanceCredit'> }) =>
          claimCredit(input),
        ),
      },
      actions: { showToast: recorder.showToast },
    }),
    { input: { queryEmail, querySig } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.matches('claiming'));
  return { actor, view, recorder, claimCredit, settled };
};

describe('creditClaim', () => {
  it('claims at once with the email from the query', async () => {
    const { view, claimCredit, settled, recorder } = start(
      ' ada@example.com ',
      async () => claimAnswers.applied,
    );
    expect(view().isClaiming).toBe(true);
    expect(claimCredit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await settled();
    expect(view()).toMatchObject({
      outcome: 'applied',
      customer: claimAnswers.applied.customer,
      isWarning: false,
    });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Success!',
      description: claimAnswers.applied.message,
      variant: 'success',
    });
  });

  it("sends a claim link's signature with its email, and never with another one typed", async () => {
    const sig = 'S'.repeat(43);
    let calls = 0;
    const { view, claimCredit, settled } = start(
      'ada@example.com',
      async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return claimAnswers.applied;
      },
      sig,
    );
    expect(claimCredit).toHaveBeenLastCalledWith({ email: 'ada@example.com', sig });
    await settled();
    view().onEmailChange('grace@example.com');
    view().onSubmit();
    expect(claimCredit).toHaveBeenLastCalledWith({ email: 'grace@example.com' });
  });

  it('shows an anonymous claim applied with the email and the credit, and no name', async () => {
    const { view, settled } = start('ada@example.com', async () => claimAnswers.appliedAnonymously);
    await settled();
    expect(view()).toMatchObject({ outcome: 'applied', customer: claimAnswers.appliedAnonymously.customer });
    expect(view().customer).not.toHaveProperty('firstName');
  });

  it('waits for an email without one in the query, button disabled while empty', () => {
    const { view, claimCredit } = start(null, async () => claimAnswers.applied);
    expect(view()).toMatchObject({ outcome: null, isClaiming: false, canSubmit: false });
    view().onEmailChange('ada@example.com');
    expect(view().canSubmit).toBe(true);
    expect(claimCredit).not.toHaveBeenCalled();
  });

  it('shows the button disabled without an email, yet lets a press ask for one', () => {
    const { view } = start(null, async () => claimAnswers.applied);
    expect(view().getSubmitButtonProps()).toEqual({
      type: 'submit',
      disabled: false,
      'aria-disabled': true,
      'data-disabled': true,
      'aria-busy': false,
      'data-state': 'disabled',
    });
    view().onEmailChange('ada@example.com');
    expect(view().getSubmitButtonProps()).toMatchObject({ 'aria-disabled': false, 'data-state': 'idle' });
  });

  it("asks for an email: 'Email Required'", () => {
    const { view, recorder } = start(null, async () => claimAnswers.applied);
    view().onEmailChange('  ');
    view().onSubmit();
    expect(view().isClaiming).toBe(false);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Email Required',
      description: 'Please enter your email address to claim the credit',
      variant: 'error',
    });
  });

  it('reserves the credit when there is no account yet', async () => {
    const { view, settled } = start('new@example.com', async () => claimAnswers.reserved);
    await settled();
    expect(view()).toMatchObject({
      outcome: 'reserved',
      message: claimAnswers.reserved.message,
      customer: null,
    });
  });

  it.each([
    ['alreadyClaimed', claimAnswers.alreadyClaimed, true],
    ['unable', claimAnswers.unable, false],
  ] as const)(
    "shows %s with 'Unable to Claim' and the server message",
    async (outcome, answer, isWarning) => {
      const { view, settled, recorder } = start('ada@example.com', async () => answer);
      await settled();
      expect(view()).toMatchObject({ outcome, message: answer.message, isWarning });
      expect(englishOf(recorder.last())).toEqual({
        title: 'Unable to Claim',
        description: answer.message,
        variant: 'error',
      });
    },
  );

  it("lets the visitor retry after an exception: 'Error'", async () => {
    const { view, settled, recorder } = start('ada@example.com', async () => {
      throw new TypeError('Failed to fetch');
    });
    await settled();
    expect(view()).toMatchObject({ outcome: null, canSubmit: true });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
      variant: 'error',
    });
  });

  it('after a refusal goes back to the form with the same email, to try another', async () => {
    const { view, settled, claimCredit } = start('ada@example.com', async () => claimAnswers.unable);
    await settled();
    expect(view().getRetryButtonProps()).toMatchObject({ disabled: false });
    view().getRetryButtonProps().onClick();
    expect(view()).toMatchObject({
      status: 'editing',
      outcome: null,
      message: null,
      email: 'ada@example.com',
    });
    view().onEmailChange('grace@example.com');
    view()
      .getFormProps()
      .onSubmit({ preventDefault: () => {} });
    expect(claimCredit).toHaveBeenLastCalledWith({ email: 'grace@example.com' });
  });

  it('offers no retry once the credit is applied or reserved', async () => {
    for (const answer of [claimAnswers.applied, claimAnswers.reserved]) {
      const { view, settled } = start('ada@example.com', async () => answer);
      await settled();
      expect(view().getRetryButtonProps()).toMatchObject({ disabled: true, 'data-state': 'disabled' });
      expect(view().getSubmitButtonProps()).toMatchObject({ disabled: true });
    }
  });

  it('locks the field and the button while the claim runs, the button busy', async () => {
    const { view, settled } = start('ada@example.com', async () => claimAnswers.applied);
    expect(view().getEmailFieldProps()).toMatchObject({ value: 'ada@example.com', disabled: true });
    expect(view().getSubmitButtonProps()).toEqual({
      type: 'submit',
      disabled: true,
      'aria-disabled': true,
      'data-disabled': true,
      'aria-busy': true,
      'data-state': 'busy',
    });
    expect(view().getFormProps()).toMatchObject({ noValidate: true, 'aria-busy': true });
    await settled();
    expect(view()).toMatchObject({ creditLabel: '$200.00', creditOfferLabel: '$200' });
  });

  itReachesEachStateOfInterest(creditClaimMachine, statesOfInterest, creditClaimFakes);
});
