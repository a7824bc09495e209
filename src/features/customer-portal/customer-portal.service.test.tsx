/**
 * The portal's service of issue 21 against the mock API: a customer opens a ticket from the Support
 * tab, asks for a reset link from Sign In, and changes the password in the Account tab; each with
 * the toasts of its main path and of a refusal, word for word.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PASSWORDS, adaCustomer } from '@mocks/fixtures';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import {
  PORTAL_TEST_TIMEOUT,
  findToast,
  openPortal,
  openSignedInPortal,
  renderSite,
  tabNamed,
} from './portal-test-kit';

const server = setupMockApi();
afterEach(() => localStorage.clear());

type Opened = Awaited<ReturnType<typeof openSignedInPortal>>;
const showTab = async ({ user, dialog }: Opened, label: string) => {
  await user.click(within(dialog).getByRole('tab', { name: tabNamed(label) }));
  return within(dialog).getByRole('tabpanel');
};

describe('Support tab: a new ticket', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  const writeTicket = async (opened: Opened, panel: ReturnType<typeof within>) => {
    // Either direction: English on an Arabic page keeps its punctuation at its end.
    expect(panel.getByLabelText('Subject')).toHaveAttribute('dir', 'auto');
    expect(panel.getByLabelText('Description')).toHaveAttribute('dir', 'auto');
    await opened.user.type(panel.getByLabelText('Subject'), 'Booking link broken');
    await opened.user.type(
      panel.getByLabelText('Description'),
      'The booking link on the home page gives a 404.',
    );
    await opened.user.click(panel.getByRole('combobox', { name: 'Category' }));
    await opened.user.click(await screen.findByRole('option', { name: 'Technical' }));
  };

  it("opens a ticket: 'Ticket Submitted', the form emptied and the ticket listed as Open", async () => {
    const opened = await openSignedInPortal('customer');
    const panel = within(await showTab(opened, 'Support'));
    await panel.findByRole('heading', { name: 'Contact form emails go to spam' });
    await writeTicket(opened, panel);
    await opened.user.click(panel.getByRole('button', { name: 'Submit Ticket' }));
    const toast = await findToast('Ticket Submitted');
    expect(toast).toHaveTextContent('Your support ticket has been submitted. Our team will answer here.');
    const card = (await panel.findByRole('heading', { name: 'Booking link broken' })).closest('article')!;
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText(/^Technical · opened/)).toBeInTheDocument();
    expect(panel.getByLabelText('Subject')).toHaveValue('');
    expect(db.supportTickets.at(-1)).toMatchObject({
      customerId: adaCustomer.id,
      subject: 'Booking link broken',
      category: 'technical',
    });
  });

  it("names the blank field: 'Missing Information — Please choose a category'", async () => {
    const opened = await openSignedInPortal('customer');
    const panel = within(await showTab(opened, 'Support'));
    const before = db.supportTickets.length;
    await opened.user.click(panel.getByRole('button', { name: 'Submit Ticket' }));
    expect(await findToast('Missing Information')).toHaveTextContent(
      'Please enter a subject for your ticket',
    );
    await opened.user.type(panel.getByLabelText('Subject'), 'Booking link broken');
    await opened.user.type(panel.getByLabelText('Description'), 'It gives a 404.');
    await opened.user.click(panel.getByRole('button', { name: 'Submit Ticket' }));
    await screen.findByText('Please choose a category');
    expect(db.supportTickets).toHaveLength(before);
  });

  it("keeps the ticket when the server fails: 'Failed to submit ticket: …'", async () => {
    server.use(scenario('createSupportTicket', 'error', { message: 'Database unavailable' }));
    const opened = await openSignedInPortal('customer');
    const panel = within(await showTab(opened, 'Support'));
    await writeTicket(opened, panel);
    await opened.user.click(panel.getByRole('button', { name: 'Submit Ticket' }));
    expect(await findToast('Error')).toHaveTextContent('Failed to submit ticket: Database unavailable');
    expect(panel.getByLabelText('Subject')).toHaveValue('Booking link broken');
  });
});

describe('Sign In: forgot password', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  const askForLink = async (email: string) => {
    const { user } = await renderSite();
    const dialog = within(await openPortal());
    await user.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Email'), email);
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    return { user, dialog };
  };

  it.each([adaCustomer.email, 'nobody@example.com'])(
    'shows the same confirmation for %s, and Back returns to Sign In',
    async (email) => {
      const { user, dialog } = await askForLink(email);
      expect(await dialog.findByText('Check your email')).toBeInTheDocument();
      expect(
        dialog.getByText(
          `If an account exists for ${email}, we have sent a link to reset its password. The link is valid for 30 minutes.`,
        ),
      ).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Back to Sign In' }));
      expect(dialog.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it('puts the link in the outbox of an account', async () => {
    const before = db.outbox.length;
    const { dialog } = await askForLink(adaCustomer.email);
    await dialog.findByText('Check your email');
    expect(db.outbox).toHaveLength(before + 1);
    expect(db.outbox[0]).toMatchObject({ kind: 'password_reset', to: adaCustomer.email, language: 'en' });
  });

  it("a rate limit says so: 'Request Failed' in the server's words", async () => {
    server.use(
      scenario('forgotPassword', 'error', { status: 429, message: 'Too many attempts. Try again later.' }),
    );
    const { dialog } = await askForLink(adaCustomer.email);
    expect(await findToast('Request Failed')).toHaveTextContent('Too many attempts. Try again later.');
    expect(dialog.getByLabelText('Email')).toHaveValue(adaCustomer.email);
  });
});

describe('Account tab: password change', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  const change = async (current: string, next: string, confirm = next) => {
    const opened = await openSignedInPortal('customer');
    const panel = within(await showTab(opened, 'Account'));
    await opened.user.type(panel.getByLabelText('Current password'), current);
    await opened.user.type(panel.getByLabelText('New password'), next);
    await opened.user.type(panel.getByLabelText('Confirm new password'), confirm);
    await opened.user.click(panel.getByRole('button', { name: 'Change Password' }));
    return panel;
  };

  it("changes the password: 'Password Changed', the fields emptied", async () => {
    const panel = await change(MOCK_PASSWORDS[adaCustomer.email]!, 'babbage-1834');
    expect(await findToast('Password Changed')).toHaveTextContent(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    expect(panel.getByLabelText('Current password')).toHaveValue('');
    expect(db.passwords.get(adaCustomer.email)).toBe('babbage-1834');
  });

  it("a wrong current password: 'Password Not Changed — The current password is not correct.'", async () => {
    const panel = await change('not-my-password', 'babbage-1834');
    expect(await findToast('Password Not Changed')).toHaveTextContent('The current password is not correct.');
    expect(panel.getByLabelText('New password')).toHaveValue('babbage-1834');
  });

  it("a different confirmation: 'Password Mismatch', nothing sent", async () => {
    await change(MOCK_PASSWORDS[adaCustomer.email]!, 'babbage-1834', 'babbage-1835');
    expect(await findToast('Password Mismatch')).toHaveTextContent(
      'Please make sure both password fields match.',
    );
    expect(db.passwords.get(adaCustomer.email)).toBe(MOCK_PASSWORDS[adaCustomer.email]);
  });
});
