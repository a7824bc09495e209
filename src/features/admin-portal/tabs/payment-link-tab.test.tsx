/**
 * The Payment Links tab (spec part 1 §2, §5, §7, §8): four required fields, the email of email
 * type, the amount a number of at least 1 in cents; the link, made absolute, copied to the
 * clipboard with a toast; 'Failed to create payment link'.
 */
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

/** The portal opened on Payment Links; user-event's clipboard stands in for the browser's, watched. */
const openPaymentLinks = async () => {
  const { user } = await openAdminPortal({ signedIn: true });
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  const panel = await openTab(user, 'Payment Links');
  return { user, panel, writeText };
};

const fill = async (
  user: Awaited<ReturnType<typeof openAdminPortal>>['user'],
  panel: HTMLElement,
  values: Record<'Customer Name' | 'Customer Email' | 'Amount (USD)' | 'Description', string>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const field = within(panel).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
};

const valid = {
  'Customer Name': 'Alan Turing',
  'Customer Email': 'alan@bletchley.example.com',
  'Amount (USD)': '1498.50',
  Description: 'Balance of the client portal',
};

describe('the Payment Links tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('has four required fields: an email field and an amount of at least 1 in cents', async () => {
    const { user, panel } = await openPaymentLinks();
    const create = within(panel).getByRole('button', { name: 'Create Payment Link' });
    expect(create).toBeDisabled();
    for (const label of Object.keys(valid)) expect(within(panel).getByLabelText(label)).toBeRequired();
    expect(within(panel).getByLabelText('Customer Email')).toHaveAttribute('type', 'email');
    expect(within(panel).getByLabelText('Amount (USD)')).toHaveAttribute('type', 'number');
    expect(within(panel).getByLabelText('Amount (USD)')).toHaveAttribute('min', '1');
    expect(within(panel).getByLabelText('Amount (USD)')).toHaveAttribute('step', '0.01');
    await fill(user, panel, { ...valid, 'Amount (USD)': '0.5' });
    expect(create).toBeDisabled();
    await fill(user, panel, { ...valid, Description: '' });
    expect(create).toBeDisabled();
    await fill(user, panel, valid);
    expect(create).toBeEnabled();
  });

  it("creates the link, copies it to the clipboard and says so: 'Payment Link Created'", async () => {
    const { user, panel, writeText } = await openPaymentLinks();
    await fill(user, panel, valid);
    await user.click(within(panel).getByRole('button', { name: 'Create Payment Link' }));
    await expectToast('Payment Link Created', 'The link has been copied to your clipboard.');
    const payment = db.payments.at(-1)!;
    expect(payment).toMatchObject({
      purpose: 'payment_link',
      amountCents: 149_850,
      customerEmail: 'alan@bletchley.example.com',
      description: 'Balance of the client portal',
    });
    const url = `${window.location.origin}/checkout/${payment.id}`;
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(panel).getByRole('textbox', { name: 'Payment link' })).toHaveValue(url);
    expect(within(panel).getByText('Payment link created and copied to the clipboard')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create another' }));
    expect(within(panel).getByLabelText('Customer Name')).toHaveValue('');
  });

  it('shows the link with Copy when the browser refuses the clipboard', async () => {
    const { user, panel, writeText } = await openPaymentLinks();
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await fill(user, panel, valid);
    await user.click(within(panel).getByRole('button', { name: 'Create Payment Link' }));
    await expectToast('Payment Link Created', 'Copy the link below and send it to your customer.');
    expect(within(panel).getByText('Payment link created')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    await expectToast('Payment Link Created', 'The link has been copied to your clipboard.');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to create payment link' and keeps the form", async () => {
    server.use(scenario('createPaymentLink', 'error'));
    const { user, panel, writeText } = await openPaymentLinks();
    await fill(user, panel, valid);
    await user.click(within(panel).getByRole('button', { name: 'Create Payment Link' }));
    await expectToast('Error', 'Failed to create payment link');
    expect(within(panel).getByLabelText('Customer Name')).toHaveValue('Alan Turing');
    expect(writeText).not.toHaveBeenCalled();
  });
});
