import {
  DuplicateKeyError,
  TLDS,
  normalizeEmail,
  splitPatch
} from "./chunk-66BXNRFY.js";

// server/store/mongo/mongo-store.ts
import mongoose from "mongoose";

// server/store/mongo/mapper.ts
function toDoc(record) {
  const { id: id2, ...rest } = structuredClone(record);
  return { _id: id2, ...withoutUndefined(rest) };
}
function withoutUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== void 0));
}
function toRecord(doc) {
  if (!doc) return null;
  const record = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === "__v") continue;
    if (key === "_id") {
      if (typeof value === "string") record.id = value;
      continue;
    }
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
var toRecords = (docs) => docs.map((doc) => toRecord(doc));
function toUpdate(patch, fixedKeys) {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const update = {};
  if (Object.keys(set).length > 0) update.$set = set;
  if (unset.length > 0) update.$unset = Object.fromEntries(unset.map((key) => [key, 1]));
  return update;
}
var isDuplicate = (error) => typeof error === "object" && error !== null && error.code === 11e3;
function duplicateKeyName(error) {
  const field = Object.keys(error.keyPattern ?? {})[0] ?? "id";
  return field === "_id" ? "id" : field;
}
async function uniquely(write) {
  try {
    return await write();
  } catch (error) {
    if (isDuplicate(error)) throw new DuplicateKeyError(duplicateKeyName(error));
    throw error;
  }
}
async function insertedOnce(insert) {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}
async function patchById(model, id2, patch, fixedKeys) {
  const update = toUpdate(patch, [...fixedKeys, "_id"]);
  if (Object.keys(update).length === 0) return toRecord(await model.findById(id2).lean());
  return toRecord(await model.findOneAndUpdate({ _id: id2 }, update, { returnDocument: "after" }).lean());
}

// server/store/mongo/account-repos.ts
var after = { returnDocument: "after" };
function mongoCustomers({ customers }) {
  return {
    async create(record) {
      const doc = toDoc({ ...record, email: normalizeEmail(record.email) });
      await uniquely(() => customers.create(doc));
      return toRecord(doc);
    },
    async findById(id2) {
      return toRecord(await customers.findById(id2).lean());
    },
    async findByEmail(email) {
      return toRecord(await customers.findOne({ email: normalizeEmail(email) }).lean());
    },
    async list() {
      return toRecords(await customers.find().sort({ createdAt: -1, _id: -1 }).lean());
    },
    update: (id2, patch) => patchById(customers, id2, patch, ["id", "email"]),
    async grantCreditOnce(id2, cents2) {
      const granted = await customers.findOneAndUpdate(
        { _id: id2, maintenanceCredit: 0, hasUsedMaintenanceCredit: false },
        { $set: { maintenanceCredit: cents2 } },
        after
      ).lean();
      return toRecord(granted);
    },
    async delete(id2) {
      const { deletedCount } = await customers.deleteOne({ _id: id2 });
      return deletedCount === 1;
    }
  };
}
function mongoTokens({ tokens }) {
  return {
    async create(record) {
      await uniquely(() => tokens.create({ ...record, expiresAt: new Date(record.expiresAt) }));
    },
    async findValid(tokenHash, now) {
      return toRecord(await tokens.findOne({ tokenHash, expiresAt: { $gt: now } }).lean());
    },
    async delete(tokenHash) {
      await tokens.deleteOne({ tokenHash });
    },
    async deleteForCustomer(customerId) {
      await tokens.deleteMany({ customerId });
    }
  };
}
function mongoVerificationSessions({
  verificationSessions: sessions
}) {
  return {
    async create(record) {
      await uniquely(() => sessions.create({ ...toDoc(record), expiresAt: new Date(record.expiresAt) }));
    },
    async findById(id2) {
      return toRecord(await sessions.findById(id2).lean());
    },
    async recordFailure(id2, maxAttempts) {
      const below = await sessions.findOneAndUpdate({ _id: id2, attempts: { $lt: maxAttempts - 1 } }, { $inc: { attempts: 1 } }, after).lean();
      if (below) return below.attempts;
      const last = await sessions.findOneAndUpdate(
        { _id: id2, attempts: { $lt: maxAttempts } },
        { $inc: { attempts: 1 }, $set: { closed: true } },
        after
      ).lean();
      if (last) return last.attempts;
      const spent = await sessions.findOneAndUpdate({ _id: id2 }, { $set: { closed: true } }, after).lean();
      return spent ? spent.attempts : maxAttempts;
    },
    async close(id2) {
      await sessions.updateOne({ _id: id2 }, { $set: { closed: true } });
    }
  };
}
function mongoTotpSteps({ totpSteps }) {
  return {
    markUsed: (customerId, step, expiresAt) => insertedOnce(() => totpSteps.create({ customerId, step, expiresAt }))
  };
}
function mongoRateLimits({ rateLimits }) {
  return {
    async hit(key, windowMs, now) {
      for (; ; ) {
        const counted = await rateLimits.findOneAndUpdate({ key, resetAt: { $gt: now } }, { $inc: { count: 1 } }, after).lean();
        if (counted) return { count: counted.count, resetAt: counted.resetAt };
        const resetAt = new Date(now.getTime() + windowMs);
        const restarted = await rateLimits.findOneAndUpdate({ key, resetAt: { $lte: now } }, { $set: { count: 1, resetAt } }, after).lean();
        if (restarted) return { count: restarted.count, resetAt: restarted.resetAt };
        try {
          await rateLimits.create({ key, count: 1, resetAt });
          return { count: 1, resetAt };
        } catch (error) {
          if (!isDuplicate(error)) throw error;
        }
      }
    }
  };
}
function mongoCreditReservations({
  creditReservations: reservations
}) {
  return {
    reserve: (email, now) => insertedOnce(() => reservations.create({ email: normalizeEmail(email), createdAt: now.toISOString() })),
    async find(email) {
      return toRecord(
        await reservations.findOne({ email: normalizeEmail(email) }).lean()
      );
    },
    async markApplied(email, now) {
      const applied = await reservations.findOneAndUpdate(
        { email: normalizeEmail(email), appliedAt: { $exists: false } },
        { $set: { appliedAt: now.toISOString() } },
        after
      ).lean();
      return applied !== null;
    }
  };
}

// server/store/mongo/commerce-repos.ts
function mongoPayments({ payments }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => payments.create(doc));
      return toRecord(doc);
    },
    async findById(id2) {
      return toRecord(await payments.findById(id2).lean());
    },
    async findByProviderSession(sessionId) {
      return toRecord(await payments.findOne({ providerSessionId: sessionId }).lean());
    },
    // The unique provider session id can collide on update too.
    update: (id2, patch) => uniquely(() => patchById(payments, id2, patch, ["id"])),
    async markPaidOnce(id2, now) {
      const paid = await payments.findOneAndUpdate(
        { _id: id2, status: "pending" },
        { $set: { status: "paid", paidAt: now.toISOString() } },
        { returnDocument: "after" }
      ).lean();
      return toRecord(paid);
    },
    async markCancelledOnce(id2) {
      const cancelled = await payments.findOneAndUpdate(
        { _id: id2, status: "pending" },
        { $set: { status: "cancelled" } },
        { returnDocument: "after" }
      ).lean();
      return toRecord(cancelled);
    },
    async claimUnlinkedPackagePayments(customerId, packageType, projectId) {
      const unlinked = {
        customerId,
        purpose: "package",
        packageType,
        status: "paid",
        projectId: { $exists: false }
      };
      const claimed = [];
      for (; ; ) {
        const linked = await payments.findOneAndUpdate(
          unlinked,
          { $set: { projectId } },
          { returnDocument: "after", sort: { createdAt: 1, _id: 1 } }
        ).lean();
        const record = toRecord(linked);
        if (!record) return claimed;
        claimed.push(record);
      }
    }
  };
}
function mongoProcessedEvents({ processedEvents }) {
  return {
    markOnce: (eventId, now) => insertedOnce(() => processedEvents.create({ eventId, processedAt: now.toISOString() }))
  };
}
function mongoDomainOrders({ domainOrders }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => domainOrders.create(doc));
      return toRecord(doc);
    },
    async findById(id2) {
      return toRecord(await domainOrders.findById(id2).lean());
    },
    update: (id2, patch) => patchById(domainOrders, id2, patch, ["id"]),
    async isOrdered(fqdn) {
      const name = fqdn.trim().toLowerCase();
      const dot = name.indexOf(".");
      const tld = name.slice(dot + 1);
      if (dot <= 0 || !isTld(tld)) return false;
      const order = await domainOrders.exists({ domainName: name.slice(0, dot), tld, status: "paid" });
      return order !== null;
    }
  };
}
var isTld = (value) => TLDS.includes(value);

// server/store/mongo/content-repo.ts
var upsert = { upsert: true };
function mongoContent({ portfolio: portfolio2, testimonials, showcase: showcase2, blogPosts }) {
  return {
    async listPortfolio() {
      return toRecords(await portfolio2.find().sort({ order: 1, _id: 1 }).lean());
    },
    async listTestimonials() {
      return toRecords(await testimonials.find().sort({ _id: 1 }).lean());
    },
    async listShowcase() {
      return toRecords(await showcase2.find().sort({ _id: 1 }).lean());
    },
    async listBlogPosts() {
      return toRecords(await blogPosts.find().sort({ createdAt: -1, _id: -1 }).lean());
    },
    async findBlogPost(slug) {
      return toRecord(await blogPosts.findOne({ slug }).lean());
    },
    async putPortfolio(record) {
      await portfolio2.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putTestimonial(record) {
      await testimonials.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putShowcase(record) {
      await showcase2.replaceOne({ _id: record.id }, toDoc(record), upsert);
    },
    async putBlogPost(record) {
      await uniquely(() => blogPosts.replaceOne({ _id: record.id }, toDoc(record), upsert));
    }
  };
}

// server/store/mongo/schemas.ts
import { Schema } from "mongoose";
var options = { versionKey: false, minimize: false };
var id = { type: String, required: true };
var text = { type: String, required: true };
var optionalText = String;
var cents = { type: Number, required: true };
var flag = { type: Boolean, required: true };
var expiresAtOnce = { expireAfterSeconds: 0 };
var customer = new Schema(
  {
    _id: id,
    email: { type: String, required: true, unique: true },
    passwordHash: text,
    firstName: text,
    lastName: text,
    company: optionalText,
    phone: optionalText,
    isAdmin: flag,
    totpSecret: optionalText,
    maintenanceCredit: cents,
    hasUsedMaintenanceCredit: flag,
    createdAt: text
  },
  options
);
var token = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    customerId: { type: String, required: true, index: true },
    scope: text,
    expiresAt: { type: Date, required: true },
    createdAt: text
  },
  options
);
token.index({ expiresAt: 1 }, expiresAtOnce);
var verificationSession = new Schema(
  {
    _id: id,
    customerId: text,
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true },
    closed: flag,
    createdAt: text
  },
  options
);
verificationSession.index({ expiresAt: 1 }, expiresAtOnce);
var totpStep = new Schema(
  { customerId: text, step: { type: Number, required: true }, expiresAt: { type: Date, required: true } },
  options
);
totpStep.index({ customerId: 1, step: 1 }, { unique: true });
totpStep.index({ expiresAt: 1 }, expiresAtOnce);
var rateLimit = new Schema(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true },
    resetAt: { type: Date, required: true }
  },
  options
);
rateLimit.index({ resetAt: 1 }, expiresAtOnce);
var project = new Schema(
  {
    _id: id,
    customerId: { type: String, index: true },
    clientName: text,
    clientEmail: text,
    companyName: text,
    domainName: optionalText,
    industry: optionalText,
    businessDescription: text,
    websiteType: text,
    primaryGoal: optionalText,
    targetAudience: optionalText,
    pagesNeeded: optionalText,
    featuresNeeded: optionalText,
    designStyle: optionalText,
    contentStatus: optionalText,
    timeline: optionalText,
    inspirationWebsites: optionalText,
    packageType: text,
    totalAmount: cents,
    paidAmount: cents,
    websiteUrl: optionalText,
    status: text,
    includeLogo: flag,
    logoAmount: cents,
    createdAt: text
  },
  options
);
var subscription = new Schema(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    plan: text,
    status: text,
    currentPeriodEnd: text,
    createdAt: text
  },
  options
);
var supportTicket = new Schema(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    subject: text,
    description: text,
    category: text,
    status: text,
    adminResponse: optionalText,
    createdAt: text
  },
  options
);
var message = new Schema(
  {
    _id: id,
    customerId: { type: String, required: true, index: true },
    subject: text,
    content: text,
    fromAdmin: flag,
    isRead: flag,
    readAt: Date,
    createdAt: text
  },
  options
);
message.index({ isRead: 1, readAt: 1 });
var portfolio = new Schema(
  {
    _id: id,
    title: text,
    description: text,
    category: text,
    imageUrl: text,
    featured: flag,
    completedDate: text,
    technologies: [String],
    metrics: [String],
    liveUrl: optionalText,
    order: { type: Number, required: true, index: true }
  },
  options
);
var testimonial = new Schema(
  {
    _id: id,
    rating: { type: Number, required: true },
    content: text,
    clientImage: text,
    clientName: text,
    clientCompany: text
  },
  options
);
var showcase = new Schema(
  { _id: id, companyName: text, websiteUrl: text, packageType: text },
  options
);
var blogPost = new Schema(
  {
    _id: id,
    slug: { type: String, required: true, unique: true },
    title: text,
    excerpt: text,
    content: text,
    featuredImage: optionalText,
    tags: [String],
    status: text,
    seoScore: { type: Number, required: true },
    createdAt: text
  },
  options
);
var creditReservation = new Schema(
  { email: { type: String, required: true, unique: true }, createdAt: text, appliedAt: optionalText },
  options
);
var payment = new Schema(
  {
    _id: id,
    provider: text,
    providerSessionId: { type: String, unique: true, sparse: true },
    purpose: text,
    amountCents: cents,
    description: text,
    status: text,
    customerId: optionalText,
    customerEmail: optionalText,
    projectId: optionalText,
    packageType: optionalText,
    plan: optionalText,
    domainOrderId: optionalText,
    returnUrl: text,
    cancelUrl: text,
    createdAt: text,
    paidAt: optionalText
  },
  options
);
payment.index({ customerId: 1, purpose: 1, packageType: 1, status: 1 });
var processedEvent = new Schema(
  { eventId: { type: String, required: true, unique: true }, processedAt: text },
  options
);
var domainOrder = new Schema(
  {
    _id: id,
    customerName: text,
    customerEmail: text,
    domainName: text,
    tld: text,
    years: { type: Number, required: true },
    autoRenew: flag,
    whoisPrivacy: flag,
    premium: flag,
    unitPriceCents: cents,
    totalCents: cents,
    status: text,
    paymentId: optionalText,
    createdAt: text
  },
  options
);
domainOrder.index({ domainName: 1, tld: 1 });
var lead = new Schema(
  {
    _id: id,
    source: text,
    email: optionalText,
    leadScore: { type: Number, required: true },
    tracking: { type: Schema.Types.Mixed, required: true },
    createdAt: text
  },
  options
);

// server/store/mongo/models.ts
function defineModels(connection) {
  return {
    customers: connection.model("Customer", customer, "customers"),
    tokens: connection.model("Token", token, "tokens"),
    verificationSessions: connection.model(
      "VerificationSession",
      verificationSession,
      "verificationSessions"
    ),
    totpSteps: connection.model("TotpStep", totpStep, "totpSteps"),
    rateLimits: connection.model("RateLimit", rateLimit, "rateLimits"),
    projects: connection.model("Project", project, "projects"),
    subscriptions: connection.model("Subscription", subscription, "subscriptions"),
    supportTickets: connection.model(
      "SupportTicket",
      supportTicket,
      "supportTickets"
    ),
    messages: connection.model("Message", message, "messages"),
    portfolio: connection.model("Portfolio", portfolio, "portfolio"),
    testimonials: connection.model("Testimonial", testimonial, "testimonials"),
    showcase: connection.model("Showcase", showcase, "showcase"),
    blogPosts: connection.model("BlogPost", blogPost, "blogPosts"),
    creditReservations: connection.model(
      "CreditReservation",
      creditReservation,
      "creditReservations"
    ),
    payments: connection.model("Payment", payment, "payments"),
    processedEvents: connection.model(
      "ProcessedEvent",
      processedEvent,
      "processedEvents"
    ),
    domainOrders: connection.model("DomainOrder", domainOrder, "domainOrders"),
    leads: connection.model("Lead", lead, "leads")
  };
}

// server/store/mongo/portal-repos.ts
var newest = { createdAt: -1, _id: -1 };
function mongoProjects({ projects }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => projects.create(doc));
      return toRecord(doc);
    },
    async findById(id2) {
      return toRecord(await projects.findById(id2).lean());
    },
    async listByCustomer(customerId) {
      return toRecords(await projects.find({ customerId }).sort(newest).lean());
    },
    async list() {
      return toRecords(await projects.find().sort(newest).lean());
    },
    update: (id2, patch) => patchById(projects, id2, patch, ["id"]),
    async addPayment(id2, cents2) {
      const paid = await projects.findOneAndUpdate({ _id: id2 }, { $inc: { paidAmount: cents2 } }).lean();
      if (!paid) return null;
      await projects.updateOne(
        { _id: id2, status: { $in: ["pending", "paid_deposit"] }, $expr: { $gte: ["$paidAmount", "$totalAmount"] } },
        { $set: { status: "paid_full" } }
      );
      await projects.updateOne(
        { _id: id2, status: "pending", paidAmount: { $gt: 0 } },
        { $set: { status: "paid_deposit" } }
      );
      return toRecord(await projects.findById(id2).lean());
    }
  };
}
function mongoSubscriptions({ subscriptions }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => subscriptions.create(doc));
      return toRecord(doc);
    },
    async findById(id2) {
      return toRecord(await subscriptions.findById(id2).lean());
    },
    async listByCustomer(customerId) {
      return toRecords(await subscriptions.find({ customerId }).sort(newest).lean());
    },
    update: (id2, patch) => patchById(subscriptions, id2, patch, ["id", "customerId"]),
    async deleteForCustomer(customerId) {
      await subscriptions.deleteMany({ customerId });
    }
  };
}
function mongoSupportTickets({ supportTickets: tickets }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => tickets.create(doc));
      return toRecord(doc);
    },
    async listByCustomer(customerId) {
      return toRecords(await tickets.find({ customerId }).sort(newest).lean());
    },
    async deleteForCustomer(customerId) {
      await tickets.deleteMany({ customerId });
    }
  };
}
function mongoMessages({ messages }) {
  return {
    async create(record) {
      const { readAt, ...rest } = toDoc(record);
      await uniquely(() => messages.create({ ...rest, ...readAt ? { readAt: new Date(readAt) } : {} }));
      return toRecord(toDoc(record));
    },
    async listByCustomer(customerId) {
      return toRecords(await messages.find({ customerId }).sort(newest).lean());
    },
    async list() {
      return toRecords(await messages.find().sort(newest).lean());
    },
    async markAdminMessagesRead(customerId, now) {
      const { modifiedCount } = await messages.updateMany(
        { customerId, fromAdmin: true, isRead: false },
        { $set: { isRead: true, readAt: now } }
      );
      return modifiedCount;
    },
    async deleteReadBefore(cutoff) {
      const { deletedCount } = await messages.deleteMany({ isRead: true, readAt: { $lt: cutoff } });
      return deletedCount;
    },
    async deleteForCustomer(customerId) {
      await messages.deleteMany({ customerId });
    }
  };
}
function mongoLeads({ leads }) {
  return {
    async create(record) {
      const doc = toDoc(record);
      await uniquely(() => leads.create(doc));
      return toRecord(doc);
    },
    async list() {
      return toRecords(await leads.find().sort(newest).lean());
    }
  };
}

// server/store/mongo/mongo-store.ts
async function createMongoStore(uri, options2 = {}) {
  const connection = await mongoose.createConnection(uri, { ...options2.dbName ? { dbName: options2.dbName } : {}, autoIndex: true }).asPromise();
  const models = defineModels(connection);
  await Promise.all(Object.values(models).map((model) => model.init()));
  return {
    customers: mongoCustomers(models),
    tokens: mongoTokens(models),
    verificationSessions: mongoVerificationSessions(models),
    totpSteps: mongoTotpSteps(models),
    rateLimits: mongoRateLimits(models),
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
    async isEmpty() {
      const { customers, portfolio: portfolio2, testimonials, showcase: showcase2, blogPosts } = models;
      const found = await Promise.all([
        customers.exists({}),
        portfolio2.exists({}),
        testimonials.exists({}),
        showcase2.exists({}),
        blogPosts.exists({})
      ]);
      return found.every((doc) => doc === null);
    },
    async dropDatabase() {
      await connection.dropDatabase();
    },
    async close() {
      await connection.close();
    }
  };
}
export {
  createMongoStore
};
//# sourceMappingURL=mongo-store-VBPBOBHN.js.map
