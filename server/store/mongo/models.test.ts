/**
 * The MongoDB adapter's schemas, checked without a server: every record survives a trip through its
 * schema unchanged (strict schemas would silently drop a field they do not declare), and the indexes
 * that carry the port's guarantees are declared.
 */
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blogPost,
  customer,
  domainOrder,
  isoAt,
  message,
  payment,
  portfolioItem,
  project,
  subscription,
  ticket,
  verificationSession,
} from '../contract/fixtures';
import { DuplicateKeyError } from '../port';
import { toDoc, toRecord, toUpdate, uniquely } from './mapper';
import { defineModels } from './models';

// A connection that is never opened: models compile and cast documents without a server.
const connection = mongoose.createConnection();
const models = defineModels(connection);
afterAll(() => connection.close());

/** A compiled model, as far as these checks use it. */
type Compiled = new (doc: object) => { validate(): Promise<void>; toObject(): object };

/** What MongoDB would store and hand back for this document. */
async function roundTrip(model: Compiled, doc: object): Promise<unknown> {
  const document = new model(doc);
  await document.validate();
  return toRecord(document.toObject());
}

const testCase = <R extends { id: string }>(
  name: string,
  model: Compiled,
  record: R,
): [string, Compiled, { id: string }] => [name, model, record];

describe('the MongoDB schemas', () => {
  const cases = [
    testCase('customers', models.customers, customer({ company: 'Engines', phone: '+1', totpSecret: 'ABC' })),
    testCase(
      'projects',
      models.projects,
      project({ domainName: 'acme.com', websiteUrl: 'https://a.example' }),
    ),
    testCase('subscriptions', models.subscriptions, subscription()),
    testCase('support tickets', models.supportTickets, ticket({ adminResponse: 'Fixed.' })),
    testCase('messages', models.messages, message({ isRead: true, readAt: isoAt(0) })),
    testCase('portfolio', models.portfolio, portfolioItem({ liveUrl: 'https://bakery.example' })),
    testCase('blog posts', models.blogPosts, blogPost({ featuredImage: '/images/blog/speed.svg' })),
    testCase(
      'payments',
      models.payments,
      payment({ providerSessionId: 'cs_1', customerId: 'c', paidAt: isoAt(0) }),
    ),
    testCase('domain orders', models.domainOrders, domainOrder({ paymentId: 'pay_1', status: 'cancelled' })),
    testCase('leads', models.leads, {
      id: 'lead',
      source: 'contact',
      leadScore: 3,
      tracking: { utm: { source: 'x' }, empty: {} },
      createdAt: isoAt(0),
    }),
    testCase('testimonials', models.testimonials, {
      id: 't',
      rating: 5,
      content: 'c',
      clientImage: 'i',
      clientName: 'n',
      clientCompany: 'co',
    }),
    testCase('showcase', models.showcase, {
      id: 's',
      companyName: 'Acme',
      websiteUrl: 'https://acme.example',
      packageType: 'startup',
    }),
  ];

  it.each(cases)('keep every field of %s', async (_name, model, record) => {
    expect(await roundTrip(model, toDoc(record))).toEqual(record);
  });

  it('keep tokens and verification sessions, whose expiry is a Date for the TTL index', async () => {
    const session = verificationSession();
    expect(await roundTrip(models.verificationSessions, toDoc(session))).toEqual(session);
    const token = {
      tokenHash: 'h',
      customerId: 'c',
      scope: 'admin',
      expiresAt: isoAt(0),
      createdAt: isoAt(0),
    };
    expect(await roundTrip(models.tokens, token)).toEqual(token);
  });

  const indexes = (model: { schema: mongoose.Schema }) =>
    model.schema.indexes().map(([fields, options]) => ({ fields, ...options }));

  it('declare the unique keys and TTL indexes the port relies on', () => {
    expect(indexes(models.customers)).toContainEqual(
      expect.objectContaining({ fields: { email: 1 }, unique: true }),
    );
    expect(indexes(models.tokens)).toContainEqual(
      expect.objectContaining({ fields: { tokenHash: 1 }, unique: true }),
    );
    for (const [model, field] of [
      [models.tokens, 'expiresAt'],
      [models.verificationSessions, 'expiresAt'],
      [models.totpSteps, 'expiresAt'],
      [models.rateLimits, 'resetAt'],
    ] as const) {
      expect(indexes(model)).toContainEqual(
        expect.objectContaining({ fields: { [field]: 1 }, expireAfterSeconds: 0 }),
      );
    }
    expect(indexes(models.totpSteps)).toContainEqual(
      expect.objectContaining({ fields: { customerId: 1, step: 1 }, unique: true }),
    );
    expect(indexes(models.rateLimits)).toContainEqual(
      expect.objectContaining({ fields: { key: 1 }, unique: true }),
    );
    expect(indexes(models.blogPosts)).toContainEqual(
      expect.objectContaining({ fields: { slug: 1 }, unique: true }),
    );
    expect(indexes(models.payments)).toContainEqual(
      expect.objectContaining({ fields: { providerSessionId: 1 }, unique: true, sparse: true }),
    );
    expect(indexes(models.payments)).toContainEqual(
      expect.objectContaining({ fields: { customerId: 1, purpose: 1, packageType: 1, status: 1 } }),
    );
    expect(indexes(models.processedEvents)).toContainEqual(
      expect.objectContaining({ fields: { eventId: 1 }, unique: true }),
    );
    expect(indexes(models.creditReservations)).toContainEqual(
      expect.objectContaining({ fields: { email: 1 }, unique: true }),
    );
  });
});

describe('the MongoDB mapper', () => {
  it('turns a patch into $set and $unset, leaving fixed keys alone', () => {
    expect(toUpdate({ firstName: 'A', company: undefined, id: 'x', email: 'e' }, ['id', 'email'])).toEqual({
      $set: { firstName: 'A' },
      $unset: { company: 1 },
    });
    expect(toUpdate({ id: 'x' }, ['id'])).toEqual({});
  });

  it("turns MongoDB's duplicate-key error into DuplicateKeyError naming the key", async () => {
    const e11000 = Object.assign(new Error('E11000 duplicate key'), {
      code: 11000,
      keyPattern: { email: 1 },
    });
    await expect(uniquely(() => Promise.reject(e11000))).rejects.toEqual(new DuplicateKeyError('email'));
    const onId = Object.assign(new Error('E11000'), { code: 11000, keyPattern: { _id: 1 } });
    await expect(uniquely(() => Promise.reject(onId))).rejects.toMatchObject({ key: 'id' });
    const other = new Error('network');
    await expect(uniquely(() => Promise.reject(other))).rejects.toBe(other);
  });
});
