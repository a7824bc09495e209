/**
 * Onboarding over real HTTP: the package is paid at step 3 (POST /api/create-payment-intent, no
 * project yet) and the project is created at step 5 (POST /api/projects). The payment counts toward
 * that project whichever is recorded first, and only once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES, type PackageId } from '@contract/catalogue';
import type { CreateProjectBody } from '@contract/api/projects';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const projectBody = (packageType: PackageId): CreateProjectBody => ({
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  companyName: 'Analytical Engines',
  businessDescription: 'We build calculating engines. '.repeat(20),
  websiteType: 'business',
  pagesNeeded: ['Home'],
  featuresNeeded: [],
  packageType,
  totalAmount: PACKAGES[packageType].price * 100,
  status: 'pending',
  includeLogo: false,
  logoAmount: 0,
});

/** Step 3: opens the package checkout; returns its payment id. */
async function openPackageCheckout(token: string, packageType: PackageId): Promise<string> {
  const intent = await server.call('createPaymentIntent', {
    token,
    body: { amount: PACKAGES[packageType].price, packageType },
  });
  expect(intent.status).toBe(200);
  return intent.body.paymentUrl.split('/').pop() ?? '';
}

async function pay(paymentId: string): Promise<void> {
  expect((await server.call('checkoutPay', { params: { paymentId } })).status).toBe(200);
}

/** Step 5: creates the project; returns its id. */
async function createProject(token: string, packageType: PackageId): Promise<string> {
  const created = await server.call('createProject', { token, body: projectBody(packageType) });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function myProjects(token: string) {
  const answer = await server.call('customerProjects', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('a package paid during onboarding', () => {
  it('counts toward the project created afterwards: paid in full', async () => {
    const { token } = await server.register();
    const paymentId = await openPackageCheckout(token, 'professional');
    await pay(paymentId);
    const projectId = await createProject(token, 'professional');

    const total = PACKAGES.professional.price * 100;
    expect(await myProjects(token)).toEqual([
      expect.objectContaining({ id: projectId, totalAmount: total, paidAmount: total, status: 'paid_full' }),
    ]);
    expect((await server.store.payments.findById(paymentId))?.projectId).toBe(projectId);
  });

  it('counts toward a project created before the payment went through', async () => {
    const { token } = await server.register();
    const paymentId = await openPackageCheckout(token, 'enterprise');
    const projectId = await createProject(token, 'enterprise');
    expect(await myProjects(token)).toEqual([
      expect.objectContaining({ id: projectId, paidAmount: 0, status: 'pending' }),
    ]);

    await pay(paymentId);
    const total = PACKAGES.enterprise.price * 100;
    expect(await myProjects(token)).toEqual([
      expect.objectContaining({ id: projectId, totalAmount: total, paidAmount: total, status: 'paid_full' }),
    ]);
  });

  it('counts once when the payment and the project arrive at the same moment', async () => {
    const { token } = await server.register();
    const paymentId = await openPackageCheckout(token, 'startup');
    const [, projectId] = await Promise.all([pay(paymentId), createProject(token, 'startup')]);
    const total = PACKAGES.startup.price * 100;
    expect(await myProjects(token)).toEqual([
      expect.objectContaining({ id: projectId, paidAmount: total, status: 'paid_full' }),
    ]);
  });

  it("never counts another customer's payment, another package, or a cancelled checkout", async () => {
    const other = await server.register();
    await pay(await openPackageCheckout(other.token, 'platinum'));

    const { token } = await server.register();
    await pay(await openPackageCheckout(token, 'startup'));
    const cancelled = await openPackageCheckout(token, 'platinum');
    expect((await server.call('checkoutCancel', { params: { paymentId: cancelled } })).status).toBe(200);
    await createProject(token, 'platinum');
    expect(await myProjects(token)).toEqual([expect.objectContaining({ paidAmount: 0, status: 'pending' })]);
  });
});

describe('the delivery deadline (the 48-hour promise)', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const hoursAfter = (iso: string, hours: number) =>
    new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

  it('is absent until the project is paid', async () => {
    const { token } = await server.register();
    await createProject(token, 'startup');
    const [project] = await myProjects(token);
    expect(project).not.toHaveProperty('paidAt');
    expect(project).not.toHaveProperty('deliveryDeadline');
  });

  it('runs 48 hours from the payment time, not from when the project was created', async () => {
    const { token } = await server.register();
    const paymentId = await openPackageCheckout(token, 'professional');
    const paidAt = server.clock.now().toISOString();
    await pay(paymentId);
    server.clock.advance(20 * 60 * 1000);
    await createProject(token, 'professional');
    const [project] = await myProjects(token);
    expect(project).toMatchObject({ paidAt, deliveryDeadline: hoursAfter(paidAt, 48) });
  });

  it.each(['enterprise', 'platinum'] as const)(
    'runs 24 hours for %s, from a payment made after the project was created',
    async (packageType) => {
      const { token } = await server.register();
      const paymentId = await openPackageCheckout(token, packageType);
      await createProject(token, packageType);
      server.clock.advance(3 * HOUR_MS);
      const paidAt = server.clock.now().toISOString();
      await pay(paymentId);
      const [project] = await myProjects(token);
      expect(PACKAGES[packageType].deliveryHours).toBe(24);
      expect(project).toMatchObject({ paidAt, deliveryDeadline: hoursAfter(paidAt, 24) });
      const admin = await server.call('adminProjects', { token: (await server.admin()).token });
      expect(admin.body.find((entry) => entry.id === project?.id)).toMatchObject({
        deliveryDeadline: hoursAfter(paidAt, 24),
      });
    },
  );
});
