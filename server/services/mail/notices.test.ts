/**
 * The rest of decision 36's messages, over real HTTP, read from the admin's outbox: a receipt and
 * the agency's notice when a payment is paid (once, however often it is confirmed), the signed
 * claim link when the admin applies a credit, the agency's notice of a new project, and the
 * project's live update on its customer's stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '@contract/catalogue';
import { routes } from '@contract/routes';
import { openEvents } from '../../http/test-events';
import { startTestServer, uniqueEmail, type TestServer } from '../../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outboxFor = async (to: string) => {
  const { token } = await server.admin();
  return (await server.call('adminOutbox', { token })).body.mails.filter((mail) => mail.to === to);
};

describe('mail about money and projects', () => {
  it('sends one receipt in the customer’s language and one notice to the agency when a payment is paid', async () => {
    const email = uniqueEmail('receipt');
    const { token } = await server.register({ email, language: 'ru' });
    const intent = await server.call('createPaymentIntent', {
      token,
      body: { amount: PACKAGES.professional.price, packageType: 'professional' },
    });
    const paymentId = intent.body.paymentUrl.split('/').pop() ?? '';
    await server.call('checkoutPay', { params: { paymentId } });
    await server.call('checkoutPay', { params: { paymentId } });
    const receipts = (await outboxFor(email)).filter((mail) => mail.kind === 'payment_received');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Платёж получен: $2,995.00');
    expect(receipts[0]?.text).toContain('Professional');
    const notices = (await outboxFor(server.config.mail.adminAddress)).filter(
      (mail) => mail.kind === 'admin_payment_paid' && mail.text.includes(email),
    );
    expect(notices.map((mail) => mail.subject)).toEqual(['Payment received: $2,995.00']);
  });

  it('mails the signed claim link when the admin applies the credit', async () => {
    const { token: adminToken } = await server.admin();
    const email = uniqueEmail('credit');
    const { customer } = await server.register({ email });
    expect(
      (await server.call('applyMaintenanceCredit', { token: adminToken, body: { customerId: customer.id } }))
        .status,
    ).toBe(200);
    const [mail] = (await outboxFor(email)).filter((entry) => entry.kind === 'credit_claim_link');
    const link = new URL(/https?:\/\/\S+\/claim-credit\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
    expect(link.searchParams.get('email')).toBe(email);
    expect(await server.services.claimLinks.verify(email, link.searchParams.get('sig') ?? '')).toBe(true);
  });

  it('tells the agency of a new project and the customer’s stream of its status', async () => {
    const { token: adminToken } = await server.admin();
    const email = uniqueEmail('project');
    const { token } = await server.register({ email, firstName: 'Ada', lastName: 'Lovelace' });
    const stream = await openEvents(server.url, routes.customerEvents.path, token);
    await stream.next();
    const created = await server.call('createProject', {
      token,
      body: {
        clientName: 'Ada Lovelace',
        clientEmail: email,
        companyName: 'Engines Ltd',
        businessDescription: 'We build analytical engines for the discerning mathematician. '.repeat(10),
        websiteType: 'Business',
        pagesNeeded: ['Home'],
        featuresNeeded: [],
        packageType: 'startup',
        totalAmount: PACKAGES.startup.price * 100,
        status: 'pending',
        includeLogo: false,
        logoAmount: 0,
      },
    });
    expect(created.status).toBe(201);
    expect(await stream.next()).toMatchObject({
      type: 'project.created',
      project: { companyName: 'Engines Ltd' },
    });
    const notice = (await outboxFor(server.config.mail.adminAddress)).find(
      (mail) => mail.kind === 'admin_new_project' && mail.text.includes(email),
    );
    expect(notice?.subject).toBe('New project: Engines Ltd');
    await server.call('updateProjectStatus', {
      token: adminToken,
      params: { id: created.body.id },
      body: { status: 'in_progress' },
    });
    expect(await stream.next()).toMatchObject({
      type: 'project.updated',
      project: { status: 'in_progress' },
    });
    stream.close();
  });
});
