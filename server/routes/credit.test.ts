/**
 * The maintenance credit (decisions 16, 29): claim by email — applied, reserved, already claimed —
 * and the admin's apply, never granted twice even under concurrent calls; the holder's name only
 * for the holder signed in or a signed claim link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNTS } from '@contract/catalogue';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { loadConfig } from '../config';
import { CREDIT_MESSAGES } from '../services/credits';
import { createClaimLinks } from '../services/credits/claim-link';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const claim = (email: string) => server.call('claimMaintenanceCredit', { query: { email } });

describe('claim by email', () => {
  it('applies the credit to an existing account, then answers already claimed with 409', async () => {
    const email = uniqueEmail();
    const { token } = await server.register({ email, firstName: 'Lin' });
    const first = await claim(email.toUpperCase());
    expect(first.status).toBe(200);
    // Anyone may claim for an email: the anonymous answer names no one (decision 29).
    expect(first.body).toEqual({
      message: CREDIT_MESSAGES.applied,
      alreadyClaimed: false,
      creditReserved: false,
      customer: { email, maintenanceCredit: AMOUNTS.maintenanceCreditCents },
    });
    expect(first.text).not.toContain('Lin');
    expect((await server.call('me', { token })).body.customer.maintenanceCredit).toBe(
      AMOUNTS.maintenanceCreditCents,
    );

    const second = await claim(email);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: CREDIT_MESSAGES.alreadyClaimed,
      error: true,
      alreadyClaimed: true,
    });
  });

  it('reserves the credit for an email without an account and applies it at registration', async () => {
    const email = uniqueEmail();
    const reserved = await claim(email);
    expect(reserved.status).toBe(200);
    expect(reserved.body).toEqual({
      message: CREDIT_MESSAGES.reserved,
      alreadyClaimed: false,
      creditReserved: true,
    });
    expect((await claim(email)).status).toBe(409);

    const { customer } = await server.register({ email });
    expect(customer.maintenanceCredit).toBe(AMOUNTS.maintenanceCreditCents);
    expect((await claim(email)).status).toBe(409);
  });

  it('grants once when 30 claims for one account arrive at once', async () => {
    const email = uniqueEmail();
    const { customer } = await server.register({ email });
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(email)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect((await server.store.customers.findById(customer.id))?.maintenanceCredit).toBe(
      AMOUNTS.maintenanceCreditCents,
    );
  });

  it('reserves once when 30 claims for a new email arrive at once, and grants once on registration', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(email)));
    expect(answers.filter((a) => a.status === 200 && a.body.creditReserved)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    const { customer } = await server.register({ email });
    expect(customer.maintenanceCredit).toBe(AMOUNTS.maintenanceCreditCents);
  });

  it('applies a claim that races with the registration of the same email exactly once', async () => {
    const email = uniqueEmail();
    const [claimed, registered] = await Promise.all([claim(email), server.register({ email })]);
    expect(claimed.status).toBe(200);
    const account = await server.store.customers.findById(registered.customer.id);
    expect(account?.maintenanceCredit).toBe(AMOUNTS.maintenanceCreditCents);
  });

  it('never grants it again to an email whose account was deleted and registered anew', async () => {
    const admin = await server.admin();
    const email = uniqueEmail();
    const first = await server.register({ email });
    expect((await claim(email)).status).toBe(200);
    const deleted = await server.call('deleteCustomer', {
      token: admin.token,
      params: { id: first.customer.id },
    });
    expect(deleted.status).toBe(200);

    const { token, customer } = await server.register({ email });
    expect(customer.maintenanceCredit).toBe(0);
    const again = await claim(email);
    expect(again.status).toBe(409);
    expect(again.body.alreadyClaimed).toBe(true);
    const applied = await server.call('applyMaintenanceCredit', {
      token: admin.token,
      body: { customerId: customer.id },
    });
    expect(applied.status).toBe(409);
    expect((await server.call('me', { token })).body.customer.maintenanceCredit).toBe(0);
  });

  it('refuses a malformed email with 400 naming the field', async () => {
    const answer = await claim('not-an-email');
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('email');
  });
});

describe("the holder's name (decision 29)", () => {
  it('is shown to that customer signed in, and to no other caller', async () => {
    const email = uniqueEmail();
    await server.register({ email, firstName: 'Lin' });
    const other = await server.register({ firstName: 'Mallory' });
    const asOther = await server.call('claimMaintenanceCredit', { query: { email }, token: other.token });
    expect(asOther.status).toBe(200);
    expect(asOther.body.customer).toEqual({ email, maintenanceCredit: AMOUNTS.maintenanceCreditCents });

    const again = uniqueEmail();
    const holder = await server.register({ email: again, firstName: 'Lin' });
    const asHolder = await server.call('claimMaintenanceCredit', {
      query: { email: again },
      token: holder.token,
    });
    expect(asHolder.body.customer).toEqual({
      firstName: 'Lin',
      email: again,
      maintenanceCredit: AMOUNTS.maintenanceCreditCents,
    });
  });

  it('is shown through a claim link the server signed, not through a forged one', async () => {
    const signed = uniqueEmail();
    await server.register({ email: signed, firstName: 'Lin' });
    const sig = await server.services.claimLinks.sign(signed);
    const viaLink = await server.call('claimMaintenanceCredit', {
      query: { email: ` ${signed.toUpperCase()}`, sig },
    });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.customer?.firstName).toBe('Lin');

    const forged = uniqueEmail();
    await server.register({ email: forged, firstName: 'Lin' });
    const withOtherSig = await server.call('claimMaintenanceCredit', { query: { email: forged, sig } });
    expect(withOtherSig.status).toBe(200);
    expect(withOtherSig.body.customer).not.toHaveProperty('firstName');
  });

  it('refuses a malformed signature with 400 naming the field', async () => {
    const answer = await server.call('claimMaintenanceCredit', {
      query: { email: uniqueEmail(), sig: 'not a signature' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('sig');
  });

  it('signs with CLAIM_LINK_SECRET, or with a secret generated once and kept in the store', async () => {
    const email = 'ada@example.com';
    const first = createClaimLinks({ store: server.store });
    const second = createClaimLinks({ store: server.store });
    expect(await second.verify(email, await first.sign(email))).toBe(true);
    const configured = createClaimLinks({ store: server.store, secret: 'x'.repeat(32) });
    expect(await configured.verify(email, await first.sign(email))).toBe(false);
    expect(loadConfig({ CLAIM_LINK_SECRET: 'y'.repeat(32) }).claimLinkSecret).toBe('y'.repeat(32));
    expect(() => loadConfig({ CLAIM_LINK_SECRET: 'short' })).toThrow(/CLAIM_LINK_SECRET/);
  });
});

describe('admin apply (decision 16)', () => {
  it('applies the credit to a chosen customer once, then answers 409', async () => {
    const admin = await server.admin();
    const { customer } = await server.register();
    const first = await server.call('applyMaintenanceCredit', {
      token: admin.token,
      body: { customerId: customer.id },
    });
    expect(first.status).toBe(200);
    expect(first.body.customer).toMatchObject({
      id: customer.id,
      maintenanceCredit: AMOUNTS.maintenanceCreditCents,
    });
    const again = await server.call('applyMaintenanceCredit', {
      token: admin.token,
      body: { customerId: customer.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CREDIT_MESSAGES.adminAlreadyGranted);
  });

  it('answers 404 for an unknown customer', async () => {
    const admin = await server.admin();
    const answer = await server.call('applyMaintenanceCredit', {
      token: admin.token,
      body: { customerId: 'nobody' },
    });
    expect(answer.status).toBe(404);
  });
});
