/**
 * The MongoDB adapter, used when MONGODB_URI is set. Several server processes can share one database:
 * every rule that must hold across requests is enforced by an index or a conditional update.
 */
import mongoose from 'mongoose';
import type { Store } from '../port';
import {
  mongoCreditReservations,
  mongoCustomers,
  mongoRateLimits,
  mongoSecrets,
  mongoTokens,
  mongoTotpSteps,
  mongoVerificationSessions,
} from './account-repos';
import { mongoDomainOrders, mongoPayments, mongoProcessedEvents } from './commerce-repos';
import { mongoContent } from './content-repo';
import { defineModels } from './models';
import {
  mongoLeads,
  mongoMessages,
  mongoProjects,
  mongoSubscriptions,
  mongoSupportTickets,
} from './portal-repos';
import { mongoEvents, mongoMailOutbox, mongoPasswordResets } from './service-repos';

export interface MongoStoreOptions {
  /** The database to use instead of the one named in the URI (the contract tests use a fresh one). */
  dbName?: string;
}

export interface MongoStore extends Store {
  /** Drops the whole database (tests only). */
  dropDatabase(): Promise<void>;
}

export async function createMongoStore(uri: string, options: MongoStoreOptions = {}): Promise<MongoStore> {
  const connection = await mongoose
    .createConnection(uri, { ...(options.dbName ? { dbName: options.dbName } : {}), autoIndex: true })
    .asPromise();
  const models = defineModels(connection);
  // The unique indexes carry the port's guarantees: they must exist before the first request.
  await Promise.all(Object.values(models).map((model) => model.init()));
  const events = mongoEvents(models);

  return {
    customers: mongoCustomers(models),
    tokens: mongoTokens(models),
    verificationSessions: mongoVerificationSessions(models),
    totpSteps: mongoTotpSteps(models),
    rateLimits: mongoRateLimits(models),
    secrets: mongoSecrets(models),
    projects: mongoProjects(models),
    subscriptions: mongoSubscriptions(models),
    supportTickets: mongoSupportTickets(models),
    messages: mongoMessages(models),
    content: mongoContent(models),
    creditReservations: mongoCreditReservations(models),
    payments: mongoPayments(models),
    processedEvents: mongoProcessedEvents(models),
    domainOrders: mongoDomainOrders(models),
    leads: mongoLeads(models),
    passwordResets: mongoPasswordResets(models),
    mailOutbox: mongoMailOutbox(models),
    events,
    async isEmpty() {
      const { customers, portfolio, testimonials, showcase, blogPosts } = models;
      const found = await Promise.all([
        customers.exists({}),
        portfolio.exists({}),
        testimonials.exists({}),
        showcase.exists({}),
        blogPosts.exists({}),
      ]);
      return found.every((doc) => doc === null);
    },
    async dropDatabase() {
      await connection.dropDatabase();
    },
    async close() {
      await events.close();
      await connection.close();
    },
  };
}
