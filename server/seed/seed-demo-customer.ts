/**
 * The demo customer of the embedded store, so that the customer portal has something to show on a
 * fresh clone. Created once: when the email exists, nothing is written.
 */
import { AMOUNTS, PACKAGES } from '@contract/catalogue';
import type { Clock } from '../lib/clock';
import { DuplicateKeyError, type Store } from '../store/port';
import { normalizeEmail } from '../store/record-utils';
import type { CustomerRecord } from '../store/records';
import {
  DEMO_CUSTOMER,
  DEMO_MESSAGES,
  DEMO_PROJECTS,
  DEMO_SUBSCRIPTION,
  DEMO_TICKETS,
  type DemoAccount,
} from './demo-customer-data';
import { isoDaysAgo, seedId } from './seed-ids';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A maintenance period is a month; 30 days is close enough for demo data. */
const PERIOD_DAYS = 30;

export interface SeedCustomerDeps {
  clock: Pick<Clock, 'now'>;
  /** The server's password hashing (decision 7), so the demo password signs in like any other. */
  hashPassword(password: string): Promise<string>;
  /** Who the demo customer is; DEMO_CUSTOMER unless the configuration names someone. */
  account?: DemoAccount;
}

/** "Rivera Bakery" → "rivera-bakery.example": a reserved domain, never a real business. */
const demoDomain = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'demo'
  }.example`;

/** Returns the demo customer's id when it was created now, or null when it already existed. */
export async function seedDemoCustomer(
  store: Store,
  { clock, hashPassword, account = DEMO_CUSTOMER }: SeedCustomerDeps,
): Promise<string | null> {
  const now = clock.now();
  const email = normalizeEmail(account.email);
  if (await store.customers.findByEmail(email)) return null;
  const company = account.company ?? `${account.lastName} Ltd`;
  const customer: CustomerRecord = {
    id: seedId(`customer:${email}`),
    email,
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    company,
    ...(account.phone ? { phone: account.phone } : {}),
    isAdmin: false,
    maintenanceCredit: 0,
    hasUsedMaintenanceCredit: false,
    createdAt: isoDaysAgo(now, 62),
  };
  try {
    await store.customers.create(customer);
  } catch (error) {
    // Two processes seeding at once: the other one got there first, and seeds the rest.
    if (error instanceof DuplicateKeyError) return null;
    throw error;
  }
  const customerId = customer.id;
  const clientName = `${customer.firstName} ${customer.lastName}`;
  const domain = demoDomain(company);
  const withDomain = (text: string | undefined) => text?.replaceAll('{domain}', domain);

  /** The given times as ISO strings that many hours ago; absent ones stay absent. */
  const times = (hours: Record<'paidAt' | 'startedAt' | 'completedAt', number | undefined>) =>
    Object.fromEntries(
      Object.entries(hours).flatMap(([field, ago]) =>
        ago === undefined ? [] : [[field, isoDaysAgo(now, 0, ago)]],
      ),
    );
  for (const {
    key,
    daysAgo,
    paidHoursAgo,
    startedHoursAgo,
    completedHoursAgo,
    ...project
  } of DEMO_PROJECTS) {
    const paid = paidHoursAgo !== undefined;
    const totalAmount = PACKAGES[project.packageType].price * 100;
    const domainName = withDomain(project.domainName);
    const websiteUrl = withDomain(project.websiteUrl);
    await store.projects.create({
      ...project,
      id: seedId(`project:${customerId}:${key}`),
      customerId,
      companyName: project.companyName ?? company,
      clientName,
      clientEmail: email,
      ...(domainName ? { domainName } : {}),
      ...(websiteUrl ? { websiteUrl } : {}),
      totalAmount,
      paidAmount: paid ? totalAmount : 0,
      logoAmount: project.includeLogo ? AMOUNTS.logoCents : 0,
      createdAt: isoDaysAgo(now, daysAgo),
      ...times({ paidAt: paidHoursAgo, startedAt: startedHoursAgo, completedAt: completedHoursAgo }),
    });
  }

  const subscriptionStart = now.getTime() - DEMO_SUBSCRIPTION.daysAgo * DAY_MS;
  const periods = Math.floor(DEMO_SUBSCRIPTION.daysAgo / PERIOD_DAYS) + 1;
  await store.subscriptions.create({
    id: seedId(`subscription:${customerId}`),
    customerId,
    plan: DEMO_SUBSCRIPTION.plan,
    status: 'active',
    currentPeriodEnd: new Date(subscriptionStart + periods * PERIOD_DAYS * DAY_MS).toISOString(),
    createdAt: new Date(subscriptionStart).toISOString(),
  });

  for (const { key, hoursAgo, content, ...message } of DEMO_MESSAGES) {
    await store.messages.create({
      ...message,
      content: content.replaceAll('{firstName}', customer.firstName),
      id: seedId(`message:${customerId}:${key}`),
      customerId,
      // Admin messages wait unread in the portal; the customer's own are unread by the team.
      isRead: false,
      createdAt: isoDaysAgo(now, 0, hoursAgo),
    });
  }

  for (const { key, daysAgo, ...ticket } of DEMO_TICKETS) {
    await store.supportTickets.create({
      ...ticket,
      id: seedId(`ticket:${customerId}:${key}`),
      customerId,
      createdAt: isoDaysAgo(now, daysAgo),
    });
  }
  return customerId;
}
