import {
  serveBench
} from "./chunk-LL7Z745G.js";
import {
  AMOUNTS,
  DOMAIN_YEARS,
  DuplicateKeyError,
  LEAD_SCORE,
  LIMITS,
  MAINTENANCE_PLANS,
  PACKAGES,
  PACKAGE_IDS,
  PLAN_IDS,
  PORTFOLIO_CATEGORIES,
  PREMIUM_MAX_LABEL_LENGTH,
  PREMIUM_MULTIPLIER,
  PREMIUM_WORDS,
  TLDS,
  TLD_PRICES,
  byId,
  formatUsd,
  isPackageId,
  maintenancePriceFor,
  newestFirst,
  normalizeEmail,
  planRank,
  splitPatch
} from "./chunk-66BXNRFY.js";

// bench/app-server.ts
import { mkdtempSync, rmSync as rmSync3 } from "node:fs";
import { tmpdir } from "node:os";
import path2 from "node:path";

// server/config.ts
import { z as z2 } from "zod";

// contract/fields.ts
import { z } from "zod";
var TEXT_MAX = {
  companyName: 200,
  /** A client's full name: first and last name with a space. */
  fullName: LIMITS.nameMax * 2 + 1,
  phone: 40,
  shortText: 200,
  /** A payment's description (payment links, checkout). */
  paymentDescription: 1e3,
  listItem: 200,
  listItems: 50,
  longText: 5e3,
  url: 2048,
  domain: 253,
  domainLabel: 63,
  slug: 200,
  blogContent: 5e5,
  token: 512,
  sessionId: 128,
  userAgent: 512
};
var PAYMENT_MAX_DOLLARS = 999999.99;
var idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id");
var emailSchema = z.string().trim().toLowerCase().pipe(z.email("Invalid email address").max(LIMITS.emailMax));
var requiredText = (max) => z.string().trim().min(1, "Required").max(max);
var optionalText = (max) => z.string().trim().max(max).transform((value) => value || void 0).optional();
var personNameSchema = requiredText(LIMITS.nameMax);
var fullNameSchema = requiredText(TEXT_MAX.fullName);
var companyNameSchema = requiredText(TEXT_MAX.companyName);
var subjectSchema = requiredText(LIMITS.subjectMax);
var messageContentSchema = requiredText(LIMITS.messageMax);
var newPasswordSchema = z.string().min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`).max(LIMITS.passwordMax);
var passwordSchema = z.string().min(1, "Required").max(LIMITS.passwordMax);
var isoDateTimeSchema = z.iso.datetime({ offset: true });
var isoDateSchema = z.iso.date();
var centsSchema = z.number().int().nonnegative();
var wholeDollarsSchema = z.number().int().nonnegative();
var dollarAmountSchema = z.number().min(LIMITS.paymentLinkMinDollars).max(PAYMENT_MAX_DOLLARS).multipleOf(0.01, "At most two decimals");
var percentScoreSchema = z.number().int().min(0).max(100);
var httpUrlSchema = z.url({ protocol: /^https?$/ }).max(TEXT_MAX.url);
var siteUrlSchema = z.string().max(TEXT_MAX.url).refine((value) => /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value), {
  message: "Expected an http(s) URL or a path starting with /"
});
var slugSchema = z.string().max(TEXT_MAX.slug).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Invalid slug");
var packageIdSchema = z.enum(PACKAGE_IDS);
var planIdSchema = z.enum(PLAN_IDS);
var tldSchema = z.enum(TLDS);
var domainYearsSchema = z.literal(DOMAIN_YEARS);
var portfolioCategorySchema = z.enum(PORTFOLIO_CATEGORIES);
var stringListSchema = z.array(z.string().trim().min(1).max(TEXT_MAX.listItem)).max(TEXT_MAX.listItems);
var successSchema = z.object({ success: z.literal(true) });
var paymentUrlResponseSchema = z.object({ paymentUrl: siteUrlSchema });

// server/config.ts
var DEMO_ADMIN = {
  email: "admin@example.com",
  password: "admin-demo-password",
  /** Base32, 20 bytes: what an authenticator app scans from the printed QR code. */
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
};
var PRODUCTION_SCRYPT = { N: 2 ** 17, r: 8, p: 1 };
var ConfigError = class extends Error {
  constructor(variable, detail) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.variable = variable;
    this.name = "ConfigError";
  }
  variable;
};
var blankToUndefined = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var optional = (schema) => z2.preprocess(blankToUndefined, schema.optional());
var int = (min, max) => z2.coerce.number().int().min(min).max(max);
var flag = z2.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => ["true", "1", "yes"].includes(v));
var envSchema = z2.object({
  NODE_ENV: optional(z2.enum(["development", "production", "test"])),
  PORT: optional(int(0, 65535)),
  DATA_DIR: optional(z2.string().min(1)),
  MONGODB_URI: optional(
    z2.string().regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://")
  ),
  PUBLIC_ORIGIN: optional(z2.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)),
  TRUST_PROXY: optional(flag),
  HEALTH_CHECK_ALLOW_LOOPBACK: optional(flag),
  ADMIN_EMAIL: optional(emailSchema),
  ADMIN_PASSWORD: optional(z2.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax)),
  ADMIN_TOTP_SECRET: optional(
    z2.string().transform((secret) => secret.replace(/[\s=]/g, "").toUpperCase()).pipe(z2.string().regex(/^[A-Z2-7]{26,}$/, "must be base32 of at least 16 bytes"))
  ),
  STRIPE_SECRET_KEY: optional(z2.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z2.string().regex(/^whsec_/, "must start with whsec_")),
  PAYMENT_LINK_MAINTENANCE: optional(z2.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_FIX_PLAN: optional(z2.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_REPAIR_DEPOSIT: optional(z2.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_DOMAIN_REGISTRAR: optional(z2.url({ protocol: /^https?$/ })),
  DOMAIN_REGISTRY: optional(z2.enum(["embedded", "rdap"])),
  LOG_LEVEL: optional(z2.enum(["debug", "info", "warn", "error"])),
  AUTH_RATE_LIMIT_PER_IP: optional(int(1, 1e6)),
  AUTH_RATE_LIMIT_PER_ACCOUNT: optional(int(1, 1e6)),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: optional(int(1, 86400))
});
var DAY_SECONDS = 24 * 60 * 60;
var withoutUndefined = (record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== void 0));
function loadConfig(env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "is invalid");
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET", "is required when STRIPE_SECRET_KEY is set");
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError("STRIPE_SECRET_KEY", "is required when STRIPE_WEBHOOK_SECRET is set");
  }
  const port = e.PORT ?? 3e3;
  const usesDemoDefaults = !e.ADMIN_EMAIL && !e.ADMIN_PASSWORD && !e.ADMIN_TOTP_SECRET;
  return {
    env: e.NODE_ENV ?? "development",
    port,
    dataDir: e.DATA_DIR ?? ".data",
    mongodbUri: e.MONGODB_URI,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    trustProxy: e.TRUST_PROXY ?? false,
    healthCheckAllowLoopback: e.HEALTH_CHECK_ALLOW_LOOPBACK ?? false,
    admin: {
      email: e.ADMIN_EMAIL ?? DEMO_ADMIN.email,
      password: e.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
      totpSecret: e.ADMIN_TOTP_SECRET ?? DEMO_ADMIN.totpSecret,
      usesDemoDefaults
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    paymentLinks: withoutUndefined({
      maintenance: e.PAYMENT_LINK_MAINTENANCE,
      fix_plan: e.PAYMENT_LINK_FIX_PLAN,
      repair_deposit: e.PAYMENT_LINK_REPAIR_DEPOSIT,
      domain_registrar: e.PAYMENT_LINK_DOMAIN_REGISTRAR
    }),
    domainRegistry: e.DOMAIN_REGISTRY ?? "embedded",
    logLevel: e.LOG_LEVEL ?? "info",
    bodyLimitBytes: 100 * 1024,
    passwordHashing: { ...PRODUCTION_SCRYPT, maxConcurrent: 1 },
    rateLimit: {
      windowMs: (e.AUTH_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60) * 1e3,
      perIp: e.AUTH_RATE_LIMIT_PER_IP ?? 60,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT ?? 10
    },
    tokenTtlSeconds: { customer: 30 * DAY_SECONDS, admin: 12 * 60 * 60 },
    messageCleanupIntervalMs: 60 * 60 * 1e3,
    exposeContractErrors: false
  };
}

// server/lib/logger.ts
var LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
var SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|code|otp|hash|body/i;
var REDACTED = "[redacted]";
var MAX_DEPTH = 6;
function redact(value, depth = 0) {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[truncated]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}
function createLogger(options = {}) {
  const threshold = LEVELS[options.level ?? "info"];
  const write = options.write ?? ((line) => process.stdout.write(`${line}
`));
  const now = options.now ?? (() => /* @__PURE__ */ new Date());
  const log = (level) => (message, fields) => {
    if (LEVELS[level] < threshold) return;
    const safe = fields ? redact(fields) : {};
    write(JSON.stringify({ time: now().toISOString(), level, msg: message, ...safe }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
var silentLogger = createLogger({ write: () => void 0 });

// server/app.ts
import Koa from "koa";
import { Router } from "@koa/router";

// contract/errors.ts
import { z as z3 } from "zod";
var errorIssueSchema = z3.object({
  /** Dotted path of the field, "" for the payload as a whole: "password", "tracking.session_id". */
  path: z3.string(),
  message: z3.string()
});
var errorBodySchema = z3.object({
  message: z3.string(),
  issues: z3.array(errorIssueSchema).optional()
});
var errorBodyFromZod = (error, message = "Invalid request") => ({
  message,
  issues: error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message
  }))
});

// server/http/errors.ts
var HttpError = class extends Error {
  constructor(status, message, options = {}) {
    super(message);
    this.status = status;
    this.name = "HttpError";
    this.issues = options.issues;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
  status;
  issues;
  extra;
  headers;
  /** The JSON body of the answer. */
  body() {
    return { message: this.message, ...this.issues ? { issues: this.issues } : {}, ...this.extra };
  }
};
var badRequest = (message, options) => new HttpError(400, message, options);
var unauthorized = (message = "Authentication required") => new HttpError(401, message);
var forbidden = (message = "Admin access required") => new HttpError(403, message);
var notFound = (message = "Not found") => new HttpError(404, message);
var conflict = (message, options) => new HttpError(409, message, options);
var tooManyRequests = (retryAfterSeconds) => new HttpError(429, "Too many attempts. Please wait a moment and try again.", {
  headers: { "Retry-After": String(retryAfterSeconds) }
});

// server/policies/require-access.ts
function requireAccess(access, caller) {
  if (access === "public") return caller ?? void 0;
  if (!caller) throw unauthorized();
  if (access === "admin" && (caller.scope !== "admin" || !caller.customer.isAdmin)) throw forbidden();
  return caller;
}

// server/http/body.ts
import { bodyParser } from "@koa/bodyparser";
var JSON_TYPES = ["application/json", "+json"];
var METHODS_WITH_BODY = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
var hasBody = (ctx) => ctx.get("transfer-encoding") !== "" || Number(ctx.get("content-length") || 0) > 0;
var unsupportedMediaType = () => new HttpError(415, "Content-Type must be application/json");
var payloadTooLarge = () => new HttpError(413, "Request body is too large");
var requireJsonBody = async (ctx, next) => {
  if (METHODS_WITH_BODY.has(ctx.method) && hasBody(ctx) && !ctx.request.is(...JSON_TYPES)) {
    throw unsupportedMediaType();
  }
  await next();
};
var jsonBody = (limitBytes) => bodyParser({
  enableTypes: ["json"],
  jsonLimit: limitBytes,
  jsonStrict: true,
  parsedMethods: [...METHODS_WITH_BODY]
});
async function readRawBody(ctx, limitBytes) {
  const declared = Number(ctx.get("content-length") || 0);
  if (declared > limitBytes) throw payloadTooLarge();
  const chunks = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > limitBytes) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// server/http/bind-route.ts
var ResponseContractError = class extends Error {
  constructor(route, issues) {
    super(`Response of ${route} does not match the contract: ${JSON.stringify(issues)}`);
    this.route = route;
    this.issues = issues;
    this.name = "ResponseContractError";
  }
  route;
  issues;
};
var noop = async () => void 0;
function invalid(error) {
  const body = errorBodyFromZod(error);
  const first = body.issues?.[0];
  const message = first ? first.path ? `${first.path}: ${first.message}` : first.message : body.message;
  return badRequest(message, { issues: body.issues });
}
function parsePart(schema, value) {
  if (!schema) return void 0;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}
var defaultAccount = (input) => {
  const body = input.body;
  if (body && typeof body === "object" && "email" in body && typeof body.email === "string")
    return body.email;
  return void 0;
};
function createBinder(deps) {
  const parseJson3 = jsonBody(deps.bodyLimitBytes);
  async function readBody2(ctx, route) {
    if (route.raw) return { body: void 0, rawBody: await readRawBody(ctx, deps.bodyLimitBytes) };
    await requireJsonBody(ctx, noop);
    await parseJson3(ctx, noop);
    return { body: route.body ? ctx.request.body ?? {} : void 0 };
  }
  return (router, route, handler, options = {}) => {
    const key = `${route.method} ${route.path}`;
    const generic = route;
    const run = handler;
    const accountOf = options.rateLimitAccount ?? defaultAccount;
    router.register(route.path, [route.method], async (ctx) => {
      const caller = requireAccess(
        generic.access,
        generic.access === "public" ? null : await deps.authenticate(ctx.get("authorization") || void 0)
      );
      if (generic.rateLimited) await deps.rateLimiter.hit("ip", key, ctx.ip);
      const { body, rawBody } = await readBody2(ctx, generic);
      const input = {
        body: parsePart(generic.body, body),
        query: parsePart(generic.query, { ...ctx.query }),
        params: parsePart(generic.params, { ...ctx.params })
      };
      if (generic.rateLimited) {
        const account = await accountOf(input);
        if (account) await deps.rateLimiter.hit("account", key, account.toLowerCase());
      }
      const answer = await run(input, {
        caller,
        ip: ctx.ip,
        headers: ctx.headers,
        rawBody,
        setHeader: (name, value) => ctx.set(name, value)
      });
      const checked = generic.response.safeParse(answer);
      if (!checked.success) throw new ResponseContractError(key, checked.error.issues);
      ctx.status = options.status ?? 200;
      ctx.body = checked.data;
    });
  };
}

// server/http/error-middleware.ts
var LIBRARY_ERRORS = {
  400: "Malformed JSON body",
  413: "Request body is too large",
  415: "Content-Type must be application/json"
};
var statusOf = (error) => {
  if (typeof error !== "object" || error === null) return void 0;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : void 0;
  return typeof status === "number" && status >= 400 && status < 500 ? status : void 0;
};
function errorMiddleware(options) {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = error.body();
        return;
      }
      const status = statusOf(error);
      if (status !== void 0) {
        ctx.status = status;
        ctx.body = { message: LIBRARY_ERRORS[status] ?? "Bad request" };
        return;
      }
      options.logger.error("request failed", { method: ctx.method, path: ctx.path, error });
      ctx.status = 500;
      ctx.body = error instanceof ResponseContractError && options.exposeContractErrors ? { message: error.message } : { message: "Internal server error" };
    }
  };
}

// server/http/not-found.ts
var isApiPath = (path3) => path3 === "/api" || path3.startsWith("/api/");
var apiFallback = async (ctx, next) => {
  await next();
  if (!isApiPath(ctx.path) || ctx.body !== void 0 && ctx.body !== null) return;
  if (ctx.status === 405) ctx.body = { message: "Method not allowed" };
  else if (ctx.status === 404) {
    ctx.status = 404;
    ctx.body = { message: "Not found" };
  }
};

// server/http/request-log.ts
var requestLog = (logger) => async (ctx, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    logger.info("request", {
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      ms: Math.round(performance.now() - started),
      ip: ctx.ip
    });
  }
};

// server/http/security-headers.ts
var CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ");
var HSTS = "max-age=31536000; includeSubDomains";
var securityHeaders = async (ctx, next) => {
  ctx.set({
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin"
  });
  if (ctx.secure) ctx.set("Strict-Transport-Security", HSTS);
  await next();
};

// server/lib/crypto.ts
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
var randomToken = () => randomBytes(32).toString("base64url");
var sha256Hex = (value) => createHash("sha256").update(value).digest("hex");
var safeEqual = (a, b) => a.length === b.length && timingSafeEqual(a, b);

// server/policies/authenticate.ts
var BEARER = /^Bearer\s+(\S+)\s*$/i;
var bearerToken = (authorization) => {
  const match = BEARER.exec(authorization ?? "");
  const token = match?.[1];
  return token && token.length <= TEXT_MAX.token ? token : null;
};
function createAuthenticate(deps) {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return null;
    const tokenHash = sha256Hex(token);
    const record = await deps.store.tokens.findValid(tokenHash, deps.clock.now());
    if (!record) return null;
    const customer = await deps.store.customers.findById(record.customerId);
    if (!customer) return null;
    return { customer, scope: record.scope, tokenHash };
  };
}

// server/policies/rate-limit.ts
function createRateLimiter(deps) {
  const { limits } = deps;
  return {
    async hit(kind, route, subject) {
      const now = deps.clock.now();
      const max = kind === "ip" ? limits.perIp : limits.perAccount;
      const { count, resetAt } = await deps.store.rateLimits.hit(
        `${route}|${kind}|${subject}`,
        limits.windowMs,
        now
      );
      if (count > max) {
        throw tooManyRequests(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1e3)));
      }
    }
  };
}

// contract/api/admin.ts
import { z as z6 } from "zod";

// contract/route-def.ts
var defineRoute = (route) => route;

// contract/entities.ts
import { z as z5 } from "zod";

// contract/tracking.ts
import { z as z4 } from "zod";
var trackingText = (max) => z4.string().trim().max(max);
var trackingRecordSchema = z4.object({
  utm_source: trackingText(TEXT_MAX.shortText).optional(),
  utm_medium: trackingText(TEXT_MAX.shortText).optional(),
  utm_campaign: trackingText(TEXT_MAX.shortText).optional(),
  utm_term: trackingText(TEXT_MAX.shortText).optional(),
  utm_content: trackingText(TEXT_MAX.shortText).optional(),
  current_page: trackingText(TEXT_MAX.url),
  /** The referring URL, or "direct". */
  referrer: trackingText(TEXT_MAX.url),
  landing_page: trackingText(TEXT_MAX.url),
  city_targeting: trackingText(LIMITS.nameMax).optional(),
  country_targeting: trackingText(LIMITS.nameMax).optional(),
  industry_targeting: trackingText(LIMITS.nameMax).optional(),
  session_id: trackingText(TEXT_MAX.sessionId).min(1),
  timestamp: isoDateTimeSchema,
  user_agent: trackingText(TEXT_MAX.userAgent).optional(),
  form_source: trackingText(LIMITS.nameMax).optional(),
  lead_score: percentScoreSchema
});
var trackingFieldSchema = trackingRecordSchema.optional().catch(void 0);
var LEAD_SOURCES = ["register", "project", "health_check", "domain_order", "credit_claim"];
var leadSourceSchema = z4.enum(LEAD_SOURCES);
var leadSchema = z4.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  source: leadSourceSchema,
  email: emailSchema.optional(),
  tracking: trackingRecordSchema,
  /** Computed by the server from the tracking record (the client's lead_score is advisory). */
  leadScore: percentScoreSchema
});

// contract/entities.ts
var customerSchema = z5.object({
  id: idSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  company: optionalText(TEXT_MAX.companyName),
  phone: optionalText(TEXT_MAX.phone),
  createdAt: isoDateTimeSchema,
  isAdmin: z5.boolean(),
  maintenanceCredit: centsSchema,
  hasUsedMaintenanceCredit: z5.boolean()
});
var PROJECT_STATUSES = ["pending", "in_progress", "paid_full", "paid_deposit", "completed"];
var projectStatusSchema = z5.enum(PROJECT_STATUSES);
var projectSchema = z5.object({
  id: idSchema,
  companyName: companyNameSchema,
  clientName: fullNameSchema,
  clientEmail: emailSchema,
  websiteType: z5.string().max(TEXT_MAX.shortText),
  packageType: packageIdSchema,
  totalAmount: centsSchema,
  paidAmount: centsSchema,
  websiteUrl: httpUrlSchema.optional(),
  businessDescription: z5.string().max(LIMITS.descriptionMax),
  status: projectStatusSchema,
  domainName: z5.string().max(TEXT_MAX.domain).optional(),
  includeLogo: z5.boolean(),
  createdAt: isoDateTimeSchema
});
var subscriptionStatusSchema = z5.enum(["active", "cancelled", "past_due"]);
var subscriptionSchema = z5.object({
  id: idSchema,
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  /** Whole dollars per month, from the catalogue. */
  monthlyPrice: wholeDollarsSchema,
  currentPeriodEnd: isoDateTimeSchema,
  createdAt: isoDateTimeSchema
});
var ticketStatusSchema = z5.enum(["open", "in_progress", "resolved", "closed"]);
var supportTicketSchema = z5.object({
  id: idSchema,
  subject: z5.string().max(LIMITS.subjectMax),
  description: z5.string().max(LIMITS.messageMax),
  category: z5.string().max(TEXT_MAX.shortText),
  status: ticketStatusSchema,
  createdAt: isoDateTimeSchema,
  adminResponse: z5.string().max(LIMITS.messageMax).optional()
});
var messageSchema = z5.object({
  id: idSchema,
  subject: z5.string().max(LIMITS.subjectMax),
  content: z5.string().max(LIMITS.messageMax),
  fromAdmin: z5.boolean(),
  isRead: z5.boolean(),
  createdAt: isoDateTimeSchema,
  customerId: idSchema,
  readAt: isoDateTimeSchema.optional(),
  /** Filled in the admin's all-messages list only. */
  customerName: z5.string().max(TEXT_MAX.fullName).optional()
});
var portfolioItemSchema = z5.object({
  id: idSchema,
  imageUrl: siteUrlSchema,
  description: z5.string().max(TEXT_MAX.longText),
  title: z5.string().max(TEXT_MAX.shortText),
  metrics: stringListSchema,
  category: portfolioCategorySchema
});
var portfolioProjectSchema = z5.object({
  id: idSchema,
  title: z5.string().max(TEXT_MAX.shortText),
  description: z5.string().max(TEXT_MAX.longText),
  category: portfolioCategorySchema,
  imageUrl: siteUrlSchema,
  featured: z5.boolean(),
  completedDate: isoDateSchema,
  technologies: stringListSchema,
  liveUrl: httpUrlSchema.optional()
});
var testimonialSchema = z5.object({
  id: idSchema,
  rating: z5.number().int().min(1).max(5),
  content: z5.string().max(TEXT_MAX.longText),
  clientImage: siteUrlSchema,
  clientName: z5.string().max(TEXT_MAX.fullName),
  clientCompany: z5.string().max(TEXT_MAX.companyName)
});
var showcaseProjectSchema = z5.object({
  id: idSchema,
  companyName: z5.string().max(TEXT_MAX.companyName),
  websiteUrl: httpUrlSchema,
  packageType: packageIdSchema
});
var blogPostStatusSchema = z5.enum(["published", "draft"]);
var blogPostSchema = z5.object({
  id: idSchema,
  slug: slugSchema,
  title: z5.string().max(TEXT_MAX.shortText),
  excerpt: z5.string().max(TEXT_MAX.longText),
  /** Sanitised HTML (decision 22); the client sanitises it again before rendering. */
  content: z5.string().max(TEXT_MAX.blogContent),
  featuredImage: siteUrlSchema.optional(),
  tags: stringListSchema,
  status: blogPostStatusSchema,
  createdAt: isoDateTimeSchema,
  seoScore: percentScoreSchema
});
var blogPostSummarySchema = blogPostSchema.omit({ content: true });
var healthIssueSchema = z5.object({
  issue: z5.string().max(TEXT_MAX.shortText),
  description: z5.string().max(TEXT_MAX.longText)
});
var healthCheckResultSchema = z5.object({
  score: percentScoreSchema,
  needsFixes: z5.boolean(),
  /** Whole dollars. */
  estimatedRevenueLoss: wholeDollarsSchema,
  metrics: z5.object({
    /** Seconds. */
    loadTime: z5.number().nonnegative(),
    mobileScore: percentScoreSchema,
    seoScore: percentScoreSchema,
    securityScore: percentScoreSchema
  }),
  issues: z5.object({
    performance: z5.array(healthIssueSchema),
    seo: z5.array(healthIssueSchema),
    security: z5.array(healthIssueSchema)
  })
});
var domainSearchResultSchema = z5.object({
  /** The full name, label and TLD: "example.com". */
  domain: z5.string().max(TEXT_MAX.domain),
  tld: tldSchema,
  /** First-year price in cents (premium names included). */
  price: centsSchema,
  /** null when the registry could not say (decision 21). */
  available: z5.boolean().nullable(),
  premium: z5.boolean()
});
var orderStatusSchema = z5.enum(["pending", "paid", "cancelled"]);
var domainOrderSchema = z5.object({
  id: idSchema,
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  /** The label before the first dot. */
  domainName: z5.string().max(TEXT_MAX.domainLabel),
  tld: tldSchema,
  years: domainYearsSchema,
  autoRenew: z5.boolean(),
  whoisPrivacy: z5.boolean(),
  premium: z5.boolean(),
  unitPriceCents: centsSchema,
  /** unitPriceCents × years, fixed when the order is stored. */
  totalCents: centsSchema,
  status: orderStatusSchema,
  paymentId: idSchema.optional(),
  createdAt: isoDateTimeSchema
});
var PAYMENT_PURPOSES = [
  "package",
  "logo",
  "maintenance",
  "payment_link",
  "domain",
  "repair_deposit",
  "fix_plan"
];
var paymentPurposeSchema = z5.enum(PAYMENT_PURPOSES);
var paymentProviderSchema = z5.enum(["sandbox", "stripe"]);
var paymentSchema = z5.object({
  id: idSchema,
  provider: paymentProviderSchema,
  /** Idempotency key: a payment is recorded once per provider session (decision 13). */
  providerSessionId: z5.string().min(1).max(255),
  amountCents: centsSchema.positive(),
  purpose: paymentPurposeSchema,
  status: orderStatusSchema,
  projectId: idSchema.optional(),
  customerId: idSchema.optional(),
  domainOrderId: idSchema.optional(),
  /** The package bought, when purpose is package: it names the payment-success page. */
  packageType: packageIdSchema.optional(),
  customerEmail: emailSchema.optional(),
  description: requiredText(TEXT_MAX.paymentDescription),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.optional()
});

// contract/api/admin.ts
var adminCustomersResponseSchema = z6.array(customerSchema);
var adminMessagesResponseSchema = z6.array(messageSchema);
var adminProjectsResponseSchema = z6.array(projectSchema);
var adminSendMessageBodySchema = z6.object({
  customerId: idSchema,
  subject: subjectSchema,
  content: messageContentSchema.optional(),
  message: messageContentSchema.optional()
}).superRefine((body, ctx) => {
  if (body.content === void 0 && body.message === void 0) {
    ctx.addIssue({ code: "custom", path: ["content"], message: "Required" });
  }
}).transform(({ customerId, subject, content, message }) => ({
  customerId,
  subject,
  // The refinement above guarantees one of them; '' is unreachable.
  content: content ?? message ?? ""
}));
var adminSendMessageResponseSchema = messageSchema;
var idParamsSchema = z6.object({ id: idSchema });
var deleteCustomerResponseSchema = successSchema;
var applyMaintenanceCreditBodySchema = z6.object({ customerId: idSchema });
var applyMaintenanceCreditResponseSchema = z6.object({ customer: customerSchema });
var updateProjectStatusBodySchema = z6.object({ status: projectStatusSchema });
var updateProjectStatusResponseSchema = projectSchema;
var createPaymentLinkBodySchema = z6.object({
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  amount: dollarAmountSchema,
  description: requiredText(TEXT_MAX.paymentDescription),
  /** The project this payment is for; its paidAmount grows when paid (decision 14). */
  projectId: idSchema.optional()
});
var createPaymentLinkResponseSchema = paymentUrlResponseSchema;
var adminRoutes = {
  adminCustomers: defineRoute({
    method: "GET",
    path: "/api/admin/customers",
    access: "admin",
    response: adminCustomersResponseSchema
  }),
  adminMessages: defineRoute({
    method: "GET",
    path: "/api/admin/messages",
    access: "admin",
    response: adminMessagesResponseSchema
  }),
  adminSendMessage: defineRoute({
    method: "POST",
    path: "/api/admin/send-message",
    access: "admin",
    body: adminSendMessageBodySchema,
    response: adminSendMessageResponseSchema
  }),
  deleteCustomer: defineRoute({
    method: "DELETE",
    path: "/api/admin/customer/:id",
    access: "admin",
    params: idParamsSchema,
    response: deleteCustomerResponseSchema
  }),
  adminProjects: defineRoute({
    method: "GET",
    path: "/api/admin/projects",
    access: "admin",
    response: adminProjectsResponseSchema
  }),
  updateProjectStatus: defineRoute({
    method: "PATCH",
    path: "/api/admin/projects/:id",
    access: "admin",
    params: idParamsSchema,
    body: updateProjectStatusBodySchema,
    response: updateProjectStatusResponseSchema
  }),
  applyMaintenanceCredit: defineRoute({
    method: "POST",
    path: "/api/admin/apply-maintenance-credit",
    access: "admin",
    body: applyMaintenanceCreditBodySchema,
    response: applyMaintenanceCreditResponseSchema
  }),
  createPaymentLink: defineRoute({
    method: "POST",
    path: "/api/admin/create-payment-link",
    access: "admin",
    body: createPaymentLinkBodySchema,
    response: createPaymentLinkResponseSchema
  })
};

// contract/api/auth.ts
import { z as z7 } from "zod";
var tokenSchema = z7.string().min(1).max(TEXT_MAX.token);
var registerBodySchema = z7.object({
  email: emailSchema,
  password: newPasswordSchema,
  /** Checked by the form; the server only refuses a value that is present and differs. */
  confirmPassword: z7.string().max(LIMITS.passwordMax).optional(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  company: optionalText(TEXT_MAX.companyName),
  phone: optionalText(TEXT_MAX.phone),
  tracking: trackingFieldSchema
}).refine((body) => body.confirmPassword === void 0 || body.confirmPassword === body.password, {
  path: ["confirmPassword"],
  message: "Please make sure both password fields match."
});
var loginBodySchema = z7.object({
  email: emailSchema,
  password: passwordSchema
});
var authResponseSchema = z7.object({
  token: tokenSchema,
  customer: customerSchema
});
var meResponseSchema = z7.object({ customer: customerSchema });
var logoutResponseSchema = successSchema;
var requestVerificationBodySchema = z7.object({
  email: emailSchema,
  password: passwordSchema
});
var requestVerificationResponseSchema = z7.object({
  sessionId: idSchema,
  /** Seconds left in the verification session (decision 10). */
  expiresIn: z7.number().int().positive()
});
var adminCodeSchema = z7.string().trim().regex(new RegExp(`^\\d{${LIMITS.adminCodeLength}}$`), `Enter the ${LIMITS.adminCodeLength}-digit code`);
var verifyCodeBodySchema = z7.object({
  sessionId: idSchema,
  code: adminCodeSchema,
  email: emailSchema.optional()
});
var verifyCodeResponseSchema = z7.object({
  /** The admin-scoped token (decision 9). */
  token: tokenSchema,
  /** Seconds until the admin token expires. */
  expiresIn: z7.number().int().positive().optional()
});
var authRoutes = {
  register: defineRoute({
    method: "POST",
    path: "/api/auth/register",
    access: "public",
    body: registerBodySchema,
    response: authResponseSchema,
    rateLimited: true
  }),
  login: defineRoute({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    body: loginBodySchema,
    response: authResponseSchema,
    rateLimited: true
  }),
  me: defineRoute({
    method: "GET",
    path: "/api/auth/me",
    access: "customer",
    response: meResponseSchema
  }),
  logout: defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    access: "customer",
    response: logoutResponseSchema
  }),
  requestVerification: defineRoute({
    method: "POST",
    path: "/api/admin/request-verification",
    access: "public",
    body: requestVerificationBodySchema,
    response: requestVerificationResponseSchema,
    rateLimited: true
  }),
  verifyCode: defineRoute({
    method: "POST",
    path: "/api/admin/verify-code",
    access: "public",
    body: verifyCodeBodySchema,
    response: verifyCodeResponseSchema,
    rateLimited: true
  })
};

// contract/api/content.ts
import { z as z8 } from "zod";
var PORTFOLIO_FILTERS = ["all", ...PORTFOLIO_CATEGORIES];
var portfolioFilterSchema = z8.enum(PORTFOLIO_FILTERS);
var portfolioQuerySchema = z8.object({
  category: portfolioFilterSchema.optional()
});
var portfolioResponseSchema = z8.array(portfolioItemSchema);
var portfolioAllResponseSchema = z8.array(portfolioProjectSchema);
var testimonialsResponseSchema = z8.array(testimonialSchema);
var showcaseProjectsResponseSchema = z8.array(showcaseProjectSchema);
var blogPostsResponseSchema = z8.array(blogPostSummarySchema);
var blogPostParamsSchema = z8.object({ slug: slugSchema });
var blogPostResponseSchema = blogPostSchema;
var contentRoutes = {
  portfolio: defineRoute({
    method: "GET",
    path: "/api/portfolio",
    access: "public",
    query: portfolioQuerySchema,
    response: portfolioResponseSchema
  }),
  portfolioAll: defineRoute({
    method: "GET",
    path: "/api/portfolio/all",
    access: "public",
    response: portfolioAllResponseSchema
  }),
  testimonials: defineRoute({
    method: "GET",
    path: "/api/testimonials",
    access: "public",
    response: testimonialsResponseSchema
  }),
  showcaseProjects: defineRoute({
    method: "GET",
    path: "/api/showcase-projects",
    access: "public",
    response: showcaseProjectsResponseSchema
  }),
  blogPosts: defineRoute({
    method: "GET",
    path: "/api/blog-posts",
    access: "public",
    response: blogPostsResponseSchema
  }),
  blogPost: defineRoute({
    method: "GET",
    path: "/api/blog-posts/:slug",
    access: "public",
    params: blogPostParamsSchema,
    response: blogPostResponseSchema
  })
};

// contract/api/credit.ts
import { z as z9 } from "zod";
var trackingQueryParamSchema = z9.string().max(TEXT_MAX.url * 4).transform((raw) => {
  try {
    const parsed = trackingRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : void 0;
  } catch {
    return void 0;
  }
}).optional().catch(void 0);
var claimCreditQuerySchema = z9.object({
  email: emailSchema,
  tracking: trackingQueryParamSchema
});
var claimCreditResponseSchema = z9.object({
  message: z9.string(),
  alreadyClaimed: z9.boolean(),
  creditReserved: z9.boolean(),
  customer: z9.object({
    firstName: personNameSchema,
    email: emailSchema,
    /** Cents. */
    maintenanceCredit: centsSchema
  }).optional()
});
var claimCreditErrorSchema = z9.object({
  message: z9.string(),
  error: z9.literal(true),
  alreadyClaimed: z9.boolean().optional()
});
var creditRoutes = {
  claimMaintenanceCredit: defineRoute({
    method: "GET",
    path: "/api/claim-maintenance-credit",
    access: "public",
    query: claimCreditQuerySchema,
    response: claimCreditResponseSchema
  })
};

// contract/api/customer.ts
import { z as z10 } from "zod";
var customerProjectsResponseSchema = z10.array(projectSchema);
var customerSubscriptionsResponseSchema = z10.array(subscriptionSchema);
var customerSupportTicketsResponseSchema = z10.array(supportTicketSchema);
var customerMessagesResponseSchema = z10.array(messageSchema);
var sendMessageBodySchema = z10.object({
  subject: subjectSchema,
  content: messageContentSchema
});
var sendMessageResponseSchema = messageSchema;
var upgradeSubscriptionBodySchema = z10.object({
  subscriptionId: idSchema,
  newPlanId: planIdSchema
});
var upgradeSubscriptionResponseSchema = z10.object({
  subscription: subscriptionSchema,
  /** The new monthly price in whole dollars, shown in the success toast. */
  monthlyPrice: wholeDollarsSchema
});
var customerRoutes = {
  customerProjects: defineRoute({
    method: "GET",
    path: "/api/customer/projects",
    access: "customer",
    response: customerProjectsResponseSchema
  }),
  customerSubscriptions: defineRoute({
    method: "GET",
    path: "/api/customer/subscriptions",
    access: "customer",
    response: customerSubscriptionsResponseSchema
  }),
  customerSupportTickets: defineRoute({
    method: "GET",
    path: "/api/customer/support-tickets",
    access: "customer",
    response: customerSupportTicketsResponseSchema
  }),
  customerMessages: defineRoute({
    method: "GET",
    path: "/api/customer/messages",
    access: "customer",
    response: customerMessagesResponseSchema
  }),
  sendMessage: defineRoute({
    method: "POST",
    path: "/api/customer/send-message",
    access: "customer",
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema
  }),
  upgradeSubscription: defineRoute({
    method: "POST",
    path: "/api/customer/subscriptions/upgrade",
    access: "customer",
    body: upgradeSubscriptionBodySchema,
    response: upgradeSubscriptionResponseSchema
  })
};

// contract/api/domains.ts
import { z as z11 } from "zod";
var domainLabelSchema = z11.string().trim().normalize("NFC").toLowerCase().max(TEXT_MAX.domainLabel).regex(/^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u, "Use letters, digits and hyphens only");
var domainQuerySchema = z11.string().trim().normalize("NFC").toLowerCase().min(1, "Required").max(TEXT_MAX.domain).regex(
  /^[\p{L}\p{M}\p{N}-]+(?:[.\u3002\uff0e\uff61][\p{L}\p{M}\p{N}-]+)*$/u,
  "Use letters, digits, hyphens and dots only"
);
var domainSearchBodySchema = z11.object({
  domain: domainQuerySchema,
  /** The chosen TLD first, then the follow-ups (catalogue `searchTlds`). */
  tlds: z11.array(tldSchema).min(1).max(TLDS.length).refine((tlds) => new Set(tlds).size === tlds.length, "Each TLD once")
});
var domainSearchResponseSchema = z11.array(domainSearchResultSchema);
var domainPurchaseBodySchema = z11.object({
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  domainName: domainLabelSchema,
  tld: tldSchema,
  years: domainYearsSchema,
  autoRenew: z11.boolean(),
  whoisPrivacy: z11.boolean(),
  /** What the page showed, in cents; ignored: the server prices the order itself (decision 21). */
  price: centsSchema.optional(),
  tracking: trackingFieldSchema
});
var domainPurchaseResponseSchema = z11.object({
  orderId: idSchema,
  /** Cents: unit price × years. */
  total: centsSchema,
  paymentUrl: siteUrlSchema
});
var domainsRoutes = {
  domainSearch: defineRoute({
    method: "POST",
    path: "/api/domains/search",
    access: "public",
    body: domainSearchBodySchema,
    response: domainSearchResponseSchema
  }),
  domainPurchase: defineRoute({
    method: "POST",
    path: "/api/domains/purchase",
    access: "public",
    body: domainPurchaseBodySchema,
    response: domainPurchaseResponseSchema
  })
};

// contract/api/health-check.ts
import { z as z12 } from "zod";
var healthCheckBodySchema = z12.object({
  url: z12.string().trim().min(1, "Required").max(TEXT_MAX.url),
  tracking: trackingFieldSchema
});
var healthCheckResponseSchema = healthCheckResultSchema;
var healthCheckRoutes = {
  healthCheck: defineRoute({
    method: "POST",
    path: "/api/health-check",
    access: "public",
    body: healthCheckBodySchema,
    response: healthCheckResponseSchema
  })
};

// contract/api/leads.ts
import { z as z13 } from "zod";
var adminLeadsResponseSchema = z13.array(leadSchema);
var leadsRoutes = {
  adminLeads: defineRoute({
    method: "GET",
    path: "/api/admin/leads",
    access: "admin",
    response: adminLeadsResponseSchema
  })
};

// contract/api/payments.ts
import { z as z14 } from "zod";
var createPaymentIntentBodySchema = z14.object({
  amount: dollarAmountSchema,
  packageType: packageIdSchema
});
var createPaymentIntentResponseSchema = paymentUrlResponseSchema;
var createLogoPaymentBodySchema = z14.object({ projectId: idSchema });
var createLogoPaymentResponseSchema = paymentUrlResponseSchema;
var PAYMENT_LINK_KINDS = ["maintenance", "fix_plan", "repair_deposit", "domain_registrar"];
var paymentLinkKindSchema = z14.enum(PAYMENT_LINK_KINDS);
var paymentLinkParamsSchema = z14.object({ kind: paymentLinkKindSchema });
var paymentLinkResponseSchema = paymentUrlResponseSchema;
var checkoutParamsSchema = z14.object({ paymentId: idSchema });
var checkoutResponseSchema = z14.object({
  payment: paymentSchema,
  /** `/payment-success?package=…&amount=…` (decision 13). */
  returnUrl: siteUrlSchema
});
var checkoutRedirectResponseSchema = z14.object({ redirectUrl: siteUrlSchema });
var stripeWebhookResponseSchema = z14.object({ received: z14.literal(true) });
var confirmPaymentQuerySchema = z14.object({
  session_id: z14.string().trim().min(1).max(255)
});
var confirmPaymentResponseSchema = z14.object({ payment: paymentSchema });
var paymentsRoutes = {
  createPaymentIntent: defineRoute({
    method: "POST",
    path: "/api/create-payment-intent",
    access: "customer",
    body: createPaymentIntentBodySchema,
    response: createPaymentIntentResponseSchema
  }),
  createLogoPayment: defineRoute({
    method: "POST",
    path: "/api/create-logo-payment",
    access: "customer",
    body: createLogoPaymentBodySchema,
    response: createLogoPaymentResponseSchema
  }),
  paymentLink: defineRoute({
    method: "GET",
    path: "/api/payment-links/:kind",
    access: "public",
    params: paymentLinkParamsSchema,
    response: paymentLinkResponseSchema
  }),
  checkout: defineRoute({
    method: "GET",
    path: "/api/checkout/:paymentId",
    access: "public",
    params: checkoutParamsSchema,
    response: checkoutResponseSchema
  }),
  checkoutPay: defineRoute({
    method: "POST",
    path: "/api/checkout/:paymentId/pay",
    access: "public",
    params: checkoutParamsSchema,
    response: checkoutRedirectResponseSchema
  }),
  checkoutCancel: defineRoute({
    method: "POST",
    path: "/api/checkout/:paymentId/cancel",
    access: "public",
    params: checkoutParamsSchema,
    response: checkoutRedirectResponseSchema
  }),
  stripeWebhook: defineRoute({
    method: "POST",
    path: "/api/stripe/webhook",
    access: "public",
    response: stripeWebhookResponseSchema,
    raw: true
  }),
  confirmPayment: defineRoute({
    method: "GET",
    path: "/api/payments/confirm",
    access: "public",
    query: confirmPaymentQuerySchema,
    response: confirmPaymentResponseSchema
  })
};

// contract/api/projects.ts
import { z as z15 } from "zod";
var businessDescriptionSchema = z15.string().trim().min(
  LIMITS.descriptionMin,
  `Please provide at least ${LIMITS.descriptionMin} characters describing your project.`
).max(
  LIMITS.descriptionMax,
  `Please keep your project description under ${LIMITS.descriptionMax.toLocaleString("en-US")} characters.`
);
var createProjectBodySchema = z15.object({
  clientName: fullNameSchema,
  clientEmail: emailSchema,
  companyName: companyNameSchema,
  /** The domain the customer wants or owns; step 4 may be skipped. */
  domainName: optionalText(TEXT_MAX.domain),
  industry: optionalText(TEXT_MAX.shortText),
  businessDescription: businessDescriptionSchema,
  websiteType: requiredText(TEXT_MAX.shortText),
  primaryGoal: optionalText(TEXT_MAX.shortText),
  targetAudience: optionalText(TEXT_MAX.shortText),
  /** Page names ("Home", "About", …). */
  pagesNeeded: stringListSchema,
  /** Feature names ("Contact form", "Blog", …). */
  featuresNeeded: stringListSchema,
  designStyle: optionalText(TEXT_MAX.shortText),
  contentStatus: optionalText(TEXT_MAX.shortText),
  timeline: optionalText(TEXT_MAX.shortText),
  /** Free text: the sites the customer likes, as typed. */
  inspirationWebsites: optionalText(TEXT_MAX.longText),
  packageType: packageIdSchema,
  /** Cents: the package price × 100. */
  totalAmount: centsSchema.positive(),
  status: z15.literal("pending"),
  includeLogo: z15.boolean(),
  /** Cents: the logo add-on price when includeLogo, else 0. */
  logoAmount: centsSchema,
  tracking: trackingFieldSchema
}).refine((body) => body.logoAmount === (body.includeLogo ? AMOUNTS.logoCents : 0), {
  path: ["logoAmount"],
  message: `logoAmount must be ${AMOUNTS.logoCents} with a logo and 0 without`
});
var createProjectResponseSchema = z15.object({ id: idSchema });
var projectsRoutes = {
  createProject: defineRoute({
    method: "POST",
    path: "/api/projects",
    access: "customer",
    body: createProjectBodySchema,
    response: createProjectResponseSchema
  })
};

// contract/routes.ts
var routes = {
  ...authRoutes,
  ...customerRoutes,
  ...adminRoutes,
  ...leadsRoutes,
  ...projectsRoutes,
  ...paymentsRoutes,
  ...contentRoutes,
  ...healthCheckRoutes,
  ...domainsRoutes,
  ...creditRoutes
};
var routeNames = Object.keys(routes);
var routeList = routeNames.map((name) => ({
  name,
  ...routes[name]
}));

// server/routes/admin.ts
function mountAdminRoutes(router, bind, s) {
  bind(router, routes.adminCustomers, () => s.customers.listAll());
  bind(
    router,
    routes.deleteCustomer,
    ({ params }, { caller }) => s.customers.delete(params.id, caller.customer.id)
  );
  bind(router, routes.adminMessages, () => s.messages.listAll());
  bind(router, routes.adminSendMessage, ({ body }) => s.messages.adminSend(body), { status: 201 });
  bind(router, routes.adminProjects, () => s.projects.listAll());
  bind(
    router,
    routes.updateProjectStatus,
    ({ params, body }) => s.projects.updateStatus(params.id, body.status)
  );
  bind(router, routes.applyMaintenanceCredit, ({ body }) => s.credits.applyToCustomer(body.customerId));
}

// server/routes/auth.ts
function mountAuthRoutes(router, bind, s) {
  bind(router, routes.register, ({ body }) => s.auth.register(body), { status: 201 });
  bind(router, routes.login, ({ body }) => s.auth.login(body));
  bind(router, routes.me, (_input, { caller }) => s.auth.me(caller));
  bind(router, routes.logout, (_input, { caller }) => s.auth.logout(caller));
  bind(router, routes.requestVerification, ({ body }) => s.adminVerification.requestVerification(body));
  bind(router, routes.verifyCode, ({ body }) => s.adminVerification.verifyCode(body), {
    // Counted against the account the session belongs to, whichever form of the payload came.
    rateLimitAccount: ({ body }) => s.adminVerification.accountOf(body.sessionId)
  });
}

// server/routes/content.ts
import { createHash as createHash2 } from "node:crypto";
var MEDIA_CACHE = "public, max-age=2592000";
var MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
function mountContentRoutes(router, { bind, content }) {
  bind(router, routes.portfolio, ({ query }) => content.portfolio(query.category));
  bind(router, routes.portfolioAll, () => content.portfolioAll());
  bind(router, routes.testimonials, () => content.testimonials());
  bind(router, routes.showcaseProjects, () => content.showcaseProjects());
  bind(router, routes.blogPosts, () => content.blogPosts());
  bind(router, routes.blogPost, async ({ params }) => {
    const post = await content.blogPost(params.slug);
    if (!post) throw notFound("Blog post not found");
    return post;
  });
  router.get("/media/:file", async (ctx) => {
    const svg = await content.mediaSvg(ctx.params.file ?? "");
    if (svg === null) {
      ctx.status = 404;
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "Not found";
      return;
    }
    ctx.status = 200;
    ctx.set("Cache-Control", MEDIA_CACHE);
    ctx.set("Content-Security-Policy", MEDIA_CSP);
    ctx.etag = createHash2("sha1").update(svg).digest("base64url");
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = "image/svg+xml";
    ctx.body = svg;
  });
}

// server/routes/credit.ts
function mountCreditRoutes(router, bind, s) {
  bind(router, routes.claimMaintenanceCredit, ({ query }) => s.credits.claim(query.email, query.tracking));
}

// server/routes/customer.ts
function mountCustomerRoutes(router, bind, s) {
  bind(
    router,
    routes.customerProjects,
    (_input, { caller }) => s.projects.listForCustomer(caller.customer.id)
  );
  bind(
    router,
    routes.customerSubscriptions,
    (_input, { caller }) => s.subscriptions.listForCustomer(caller.customer.id)
  );
  bind(
    router,
    routes.customerSupportTickets,
    (_input, { caller }) => s.customers.supportTickets(caller.customer.id)
  );
  bind(
    router,
    routes.customerMessages,
    (_input, { caller }) => s.messages.listForCustomer(caller.customer.id)
  );
  bind(router, routes.sendMessage, ({ body }, { caller }) => s.messages.send(caller.customer.id, body), {
    status: 201
  });
  bind(
    router,
    routes.upgradeSubscription,
    ({ body }, { caller }) => s.subscriptions.upgrade(caller.customer.id, body)
  );
}

// server/routes/domains.ts
function mountDomainRoutes(router, bind, deps) {
  bind(router, routes.domainSearch, ({ body }) => deps.domains.search(body));
  bind(router, routes.domainPurchase, async ({ body }) => {
    const { tracking, ...order } = body;
    const result = await deps.domains.purchase(order);
    await deps.leads.record("domain_order", tracking, order.customerEmail);
    return result;
  });
}

// server/routes/health-check.ts
function mountHealthCheckRoutes(router, bind, deps) {
  bind(router, routes.healthCheck, async ({ body }) => {
    await deps.leads.record("health_check", body.tracking);
    return deps.healthCheck.check(body.url);
  });
}

// server/routes/leads.ts
function mountLeadRoutes(router, bind, s) {
  bind(router, routes.adminLeads, () => s.leads.list());
}

// server/lib/clock.ts
var systemClock = {
  now: () => /* @__PURE__ */ new Date(),
  setInterval(fn, ms) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  }
};

// server/lib/ids.ts
import { randomBytes as randomBytes2 } from "node:crypto";
var newId = () => randomBytes2(12).toString("hex");

// server/services/payments/errors.ts
var PaymentNotFoundError = class extends HttpError {
  constructor(message = "Payment not found") {
    super(404, message);
    this.name = "PaymentNotFoundError";
  }
};
var PaymentValidationError = class extends HttpError {
  constructor(field, message) {
    super(400, message, { issues: [{ path: field, message }] });
    this.field = field;
    this.name = "PaymentValidationError";
  }
  field;
};
var PaymentStateError = class extends HttpError {
  constructor(message) {
    super(409, message);
    this.name = "PaymentStateError";
  }
};
var WebhookSignatureError = class extends HttpError {
  constructor() {
    super(400, "Invalid webhook signature");
    this.name = "WebhookSignatureError";
  }
};
var WebhookNotConfiguredError = class extends HttpError {
  constructor() {
    super(404, "Stripe webhooks are not configured");
    this.name = "WebhookNotConfiguredError";
  }
};

// server/services/payments/package-payments.ts
async function claimPackagePayments(store, project) {
  if (!project.customerId) return null;
  const claimed = await store.payments.claimUnlinkedPackagePayments(
    project.customerId,
    project.packageType,
    project.id
  );
  const cents = claimed.reduce((sum, payment) => sum + payment.amountCents, 0);
  return cents > 0 ? store.projects.addPayment(project.id, cents) : null;
}
async function applyToWaitingProject(store, payment) {
  if (payment.purpose !== "package" || payment.projectId || !payment.customerId || !payment.packageType) {
    return;
  }
  const waiting = (await store.projects.listByCustomer(payment.customerId)).filter(
    (project) => project.packageType === payment.packageType && project.status === "pending" && project.paidAmount === 0
  ).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0];
  if (waiting) await claimPackagePayments(store, waiting);
}

// server/services/payments/fulfilment.ts
var PAYMENT_STATUSES = ["pending", "paid_deposit", "paid_full"];
function projectStatusAfterPayment(project) {
  if (!PAYMENT_STATUSES.includes(project.status)) return project.status;
  if (project.paidAmount <= 0) return "pending";
  return project.paidAmount >= project.totalAmount ? "paid_full" : "paid_deposit";
}
function addOneMonth(date) {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
async function applyPaymentEffects(store, payment, now, newId2 = newId) {
  switch (payment.purpose) {
    case "package":
      if (payment.projectId) await addToProject(store, payment.projectId, payment.amountCents);
      else await applyToWaitingProject(store, payment);
      return;
    case "payment_link":
      if (payment.projectId) await addToProject(store, payment.projectId, payment.amountCents);
      return;
    case "maintenance":
      if (payment.customerId) {
        await extendSubscription(store, payment.customerId, payment.plan ?? "startup", now, newId2);
        await consumeCreditIfDiscounted(store, payment);
      }
      return;
    case "domain":
      if (payment.domainOrderId) await store.domainOrders.update(payment.domainOrderId, { status: "paid" });
      return;
    case "logo":
    case "repair_deposit":
    case "fix_plan":
      return;
  }
}
async function addToProject(store, projectId, cents) {
  const project = await store.projects.addPayment(projectId, cents);
  if (!project) return;
  const status = projectStatusAfterPayment(project);
  if (status !== project.status) await store.projects.update(projectId, { status });
}
async function extendSubscription(store, customerId, plan, now, newId2) {
  const subscriptions = await store.subscriptions.listByCustomer(customerId);
  const current = subscriptions.find((s) => s.status === "active") ?? subscriptions.find((s) => s.status === "past_due");
  if (!current) {
    await store.subscriptions.create({
      id: newId2(),
      customerId,
      plan,
      status: "active",
      currentPeriodEnd: addOneMonth(now).toISOString(),
      createdAt: now.toISOString()
    });
    return;
  }
  const periodEnd = new Date(current.currentPeriodEnd);
  const from = periodEnd.getTime() > now.getTime() ? periodEnd : now;
  await store.subscriptions.update(current.id, {
    plan,
    status: "active",
    currentPeriodEnd: addOneMonth(from).toISOString()
  });
}
async function consumeCreditIfDiscounted(store, payment) {
  const feeCents = maintenancePriceFor(payment.plan ?? "startup") * 100;
  if (payment.customerId && payment.amountCents < feeCents) {
    await store.customers.update(payment.customerId, {
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: true
    });
  }
}

// server/services/payments/payment-confirmation.ts
function createConfirmation(deps) {
  const { store, provider, clock, logger } = deps;
  async function fulfil(paymentId) {
    const now = clock.now();
    const paid = await store.payments.markPaidOnce(paymentId, now);
    if (paid) {
      await applyPaymentEffects(store, paid, now, deps.newId);
      return { payment: paid, applied: true };
    }
    const payment = await store.payments.findById(paymentId);
    if (!payment) throw new PaymentNotFoundError();
    return { payment, applied: false };
  }
  async function fulfilSession(session) {
    const payment = (session.paymentId ? await store.payments.findById(session.paymentId) : null) ?? await store.payments.findByProviderSession(session.sessionId);
    if (!payment) {
      logger.warn("payment session without a payment here", { sessionId: session.sessionId });
      return null;
    }
    if (payment.providerSessionId && payment.providerSessionId !== session.sessionId) {
      logger.warn("payment session does not match the payment", {
        paymentId: payment.id,
        sessionId: session.sessionId
      });
      return null;
    }
    if (session.amountTotal !== null && session.amountTotal !== payment.amountCents) {
      logger.error("paid amount differs from the payment", {
        paymentId: payment.id,
        expected: payment.amountCents,
        received: session.amountTotal
      });
      return null;
    }
    if (!session.paid) return { payment, applied: false };
    return fulfil(payment.id);
  }
  return {
    fulfil,
    async confirmCheckoutSession(sessionId) {
      if (provider.retrieve) {
        const session = await provider.retrieve(sessionId);
        if (!session) throw new PaymentNotFoundError();
        const result = await fulfilSession(session);
        if (!result) throw new PaymentNotFoundError();
        return result.payment;
      }
      const payment = await store.payments.findByProviderSession(sessionId);
      if (!payment) throw new PaymentNotFoundError();
      return payment;
    },
    async handleStripeWebhook(rawBody, signatureHeader) {
      if (!provider.parseWebhook) throw new WebhookNotConfiguredError();
      const event = provider.parseWebhook(rawBody, signatureHeader);
      const result = event.session ? await fulfilSession(event.session) : null;
      const firstTime = await store.processedEvents.markOnce(event.eventId, clock.now());
      return { received: true, applied: result?.applied ?? false, duplicate: !firstTime };
    }
  };
}

// server/services/payments/urls.ts
var PORTAL_PATH = "/#customer-portal";
function paymentSuccessPath(packageLabel, amountCents) {
  const amount = amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
  return `/payment-success?${new URLSearchParams({ package: packageLabel, amount }).toString()}`;
}
function withSessionIdTemplate(path3) {
  const hash = path3.indexOf("#");
  const [beforeHash, fragment] = hash < 0 ? [path3, ""] : [path3.slice(0, hash), path3.slice(hash)];
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}session_id={CHECKOUT_SESSION_ID}${fragment}`;
}
var absoluteUrl = (publicOrigin, path3) => `${publicOrigin.replace(/\/+$/, "")}${path3}`;

// server/services/payments/payment-drafts.ts
var SUCCESS_LABEL = {
  logo: "logo",
  maintenance: "maintenance",
  fix_plan: "fix_plan",
  repair_deposit: "repair_deposit",
  domain: "domain"
};
function dollarsToCents(dollars, field) {
  if (!Number.isFinite(dollars) || dollars < LIMITS.paymentLinkMinDollars || dollars > PAYMENT_MAX_DOLLARS) {
    throw new PaymentValidationError(
      field,
      `The amount must be between ${formatUsd(LIMITS.paymentLinkMinDollars)} and ${formatUsd(PAYMENT_MAX_DOLLARS, 2)}.`
    );
  }
  return Math.round(dollars * 100);
}
function packageDraft(customer, amountDollars, packageType, cancelPath = "/#pricing") {
  if (!isPackageId(packageType)) throw new PaymentValidationError("packageType", "Unknown package.");
  const pkg = PACKAGES[packageType];
  if (amountDollars !== pkg.price) {
    throw new PaymentValidationError(
      "amount",
      `The amount does not match the ${pkg.name} package price (${formatUsd(pkg.price)}).`
    );
  }
  const amountCents = pkg.price * 100;
  return {
    purpose: "package",
    amountCents,
    description: `${pkg.name} website package`,
    customerId: customer.id,
    customerEmail: customer.email,
    packageType: pkg.id,
    returnUrl: paymentSuccessPath(pkg.id, amountCents),
    cancelUrl: cancelPath
  };
}
function logoDraft(customer, project, cancelPath = PORTAL_PATH) {
  return {
    purpose: "logo",
    amountCents: AMOUNTS.logoCents,
    description: `Logo design for ${project.companyName}`,
    customerId: customer.id,
    customerEmail: customer.email,
    projectId: project.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.logo, AMOUNTS.logoCents),
    cancelUrl: cancelPath
  };
}
function paymentLinkDraft(input) {
  const amountCents = dollarsToCents(input.amountDollars, "amount");
  const description = input.description.trim();
  if (!description) throw new PaymentValidationError("description", "Please describe the payment.");
  return {
    purpose: "payment_link",
    amountCents,
    description: `${description} (${input.customerName.trim()})`,
    customerEmail: input.customerEmail.trim().toLowerCase(),
    ...input.customerId ? { customerId: input.customerId } : {},
    ...input.projectId ? { projectId: input.projectId } : {},
    returnUrl: PORTAL_PATH,
    cancelUrl: PORTAL_PATH
  };
}
function maintenanceDraft(customer, planId, cancelPath = PORTAL_PATH) {
  const plan = MAINTENANCE_PLANS[planId];
  if (!plan) throw new PaymentValidationError("plan", "Unknown maintenance plan.");
  const feeCents = plan.monthly * 100;
  const unusedCredit = customer.hasUsedMaintenanceCredit ? 0 : customer.maintenanceCredit;
  const creditCents = Math.min(feeCents, Math.max(0, unusedCredit));
  const amountCents = feeCents - creditCents;
  const creditNote = creditCents ? ` (${formatUsd(creditCents / 100)} credit applied)` : "";
  return {
    purpose: "maintenance",
    amountCents,
    description: `${PACKAGES[plan.id].name} maintenance plan, one month${creditNote}`,
    customerId: customer.id,
    customerEmail: customer.email,
    plan: plan.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.maintenance, amountCents),
    cancelUrl: cancelPath
  };
}
function domainDraft(order) {
  const years = `${order.years} year${order.years === 1 ? "" : "s"}`;
  return {
    purpose: "domain",
    amountCents: order.totalCents,
    description: `Domain registration: ${order.domainName}.${order.tld} (${years})`,
    customerEmail: order.customerEmail,
    domainOrderId: order.id,
    returnUrl: paymentSuccessPath(SUCCESS_LABEL.domain, order.totalCents),
    cancelUrl: "/domains"
  };
}
var FIXED_AMOUNTS = {
  maintenance: {
    dollars: MAINTENANCE_PLANS.startup.monthly,
    description: "Website maintenance plan, one month"
  },
  fix_plan: { dollars: AMOUNTS.fixPlanMonthlyDollars, description: "Fix & maintain plan, one month" },
  repair_deposit: { dollars: AMOUNTS.repairDepositDollars, description: "Computer repair deposit" }
};
function fixedAmountDraft(kind, customer) {
  const { dollars, description } = FIXED_AMOUNTS[kind];
  const amountCents = dollars * 100;
  return {
    purpose: kind,
    amountCents,
    description,
    ...customer ? { customerId: customer.id, customerEmail: customer.email } : {},
    ...kind === "maintenance" ? { plan: "startup" } : {},
    returnUrl: paymentSuccessPath(SUCCESS_LABEL[kind], amountCents),
    cancelUrl: "/"
  };
}

// server/services/payments/sandbox-provider.ts
var sandboxCheckoutPath = (paymentId) => `/checkout/${encodeURIComponent(paymentId)}`;
function createSandboxProvider() {
  return {
    name: "sandbox",
    async createCheckout({ payment }) {
      return { url: sandboxCheckoutPath(payment.id), providerSessionId: `sandbox_${payment.id}` };
    }
  };
}

// server/services/payments/payment.service.ts
var CANCELLED_MESSAGE = "This payment was cancelled and can no longer be paid.";
var PAID_MESSAGE = "This payment has already been made and can no longer be cancelled.";
function createPaymentService(deps) {
  const store = deps.store;
  const provider = deps.provider ?? createSandboxProvider();
  const clock = deps.clock ?? systemClock;
  const newId2 = deps.newId ?? newId;
  const confirmation = createConfirmation({
    store,
    provider,
    clock,
    newId: newId2,
    logger: deps.logger ?? silentLogger
  });
  const record = (draft, id = newId2()) => store.payments.create({
    ...draft,
    id,
    provider: provider.name,
    status: "pending",
    createdAt: clock.now().toISOString()
  });
  async function startCheckout(draft) {
    const payment = await record(draft);
    const session = await provider.createCheckout({
      payment,
      successUrl: absoluteUrl(deps.publicOrigin, withSessionIdTemplate(payment.returnUrl)),
      cancelUrl: absoluteUrl(deps.publicOrigin, payment.cancelUrl)
    });
    await store.payments.update(payment.id, { providerSessionId: session.providerSessionId });
    return { paymentId: payment.id, paymentUrl: session.url };
  }
  async function findPayment(paymentId) {
    const payment = await store.payments.findById(paymentId);
    if (!payment) throw new PaymentNotFoundError();
    return payment;
  }
  const service = {
    /** POST /api/create-payment-intent: the package at its catalogue price (the amount must match). */
    async createPackagePayment(input) {
      return startCheckout(
        packageDraft(input.customer, input.amountDollars, input.packageType, input.cancelPath)
      );
    },
    /** POST /api/create-logo-payment: $99 for one of the customer's own projects. */
    async createLogoPayment(input) {
      const project = await store.projects.findById(input.projectId);
      if (!project || project.customerId !== input.customer.id) {
        throw new PaymentNotFoundError("Project not found");
      }
      return startCheckout(logoDraft(input.customer, project, input.cancelPath));
    },
    /** POST /api/admin/create-payment-link: any amount ≥ $1 for a customer, optionally a project. */
    async createPaymentLink(input) {
      if (input.projectId && !await store.projects.findById(input.projectId)) {
        throw new PaymentNotFoundError("Project not found");
      }
      const customer = await store.customers.findByEmail(input.customerEmail.trim().toLowerCase());
      return startCheckout(paymentLinkDraft({ ...input, ...customer ? { customerId: customer.id } : {} }));
    },
    /** A month of a maintenance plan; an unused $200 credit pays the first fee or part of it. */
    async createMaintenancePayment(input) {
      const customer = await store.customers.findById(input.customer.id);
      if (!customer) throw new PaymentNotFoundError("Customer not found");
      const draft = maintenanceDraft(customer, input.plan, input.cancelPath);
      if (draft.amountCents > 0) return startCheckout(draft);
      const id = newId2();
      await record(draft, id);
      await store.payments.update(id, { providerSessionId: `credit_${id}` });
      await confirmation.fulfil(id);
      return { paymentId: id, paymentUrl: draft.returnUrl };
    },
    /** The checkout of a stored domain order (the domain service's payment port). */
    async createDomainPayment(order) {
      return startCheckout(domainDraft(order));
    },
    /**
     * GET /api/payment-links/:kind (decision 15): the configured URL, else a sandbox checkout for the
     * amount. With a signed-in customer, the maintenance link is that customer's plan payment.
     */
    async fixedLink(kind, options = {}) {
      const configured = deps.fixedLinks?.[kind];
      if (configured) return { paymentId: null, paymentUrl: configured };
      if (kind === "domain_registrar") {
        return { paymentId: null, paymentUrl: "/domains" };
      }
      if (kind === "maintenance" && options.customer) {
        return service.createMaintenancePayment({ customer: options.customer, plan: "startup" });
      }
      return startCheckout(fixedAmountDraft(kind, options.customer));
    },
    /** GET /api/checkout/:paymentId: what the sandbox checkout page shows. */
    async getCheckout(paymentId) {
      const payment = await findPayment(paymentId);
      return { payment, returnUrl: payment.returnUrl };
    },
    /**
     * POST /api/checkout/:paymentId/pay (sandbox only): fulfil, then go to the return URL. Paying
     * again is harmless (fulfil applies a payment once); a payment cancelled first, even by a cancel
     * that raced this call, is refused.
     */
    async pay(paymentId) {
      const payment = await findPayment(paymentId);
      if (provider.name !== "sandbox" || payment.provider !== "sandbox") {
        throw new PaymentStateError("This payment is handled by the card processor.");
      }
      if (payment.status === "cancelled") throw new PaymentStateError(CANCELLED_MESSAGE);
      const { payment: after } = await confirmation.fulfil(payment.id);
      if (after.status !== "paid") throw new PaymentStateError(CANCELLED_MESSAGE);
      return { redirectUrl: payment.returnUrl };
    },
    /**
     * POST /api/checkout/:paymentId/cancel: back to where the visitor came from. Only a pending
     * payment is cancelled (atomically, so a pay racing this call either wins or is refused);
     * cancelling twice is harmless, a paid payment is refused.
     */
    async cancel(paymentId) {
      const cancelled = await store.payments.markCancelledOnce(paymentId);
      const payment = cancelled ?? await findPayment(paymentId);
      if (payment.status === "paid") throw new PaymentStateError(PAID_MESSAGE);
      if (cancelled?.domainOrderId) {
        await store.domainOrders.update(cancelled.domainOrderId, { status: "cancelled" });
      }
      return { redirectUrl: payment.cancelUrl };
    },
    fulfil: confirmation.fulfil,
    confirmCheckoutSession: confirmation.confirmCheckoutSession,
    handleStripeWebhook: confirmation.handleStripeWebhook
  };
  return service;
}

// server/services/payments/stripe-provider.ts
import Stripe from "stripe";
var COMPLETING_EVENTS = /* @__PURE__ */ new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
function createStripeProvider(config) {
  const stripe = new Stripe(config.secretKey, {
    ...config.api ?? {},
    // Safe because every create carries an idempotency key.
    maxNetworkRetries: 2,
    telemetry: false
  });
  return {
    name: "stripe",
    async createCheckout({ payment, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: payment.id,
          ...payment.customerEmail ? { customer_email: payment.customerEmail } : {},
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: payment.amountCents,
                product_data: { name: payment.description }
              }
            }
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { paymentId: payment.id, purpose: payment.purpose }
        },
        { idempotencyKey: payment.id }
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { url: session.url, providerSessionId: session.id };
    },
    async retrieve(sessionId) {
      try {
        return toSessionStatus(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    parseWebhook(rawBody, signatureHeader) {
      let event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const session = COMPLETING_EVENTS.has(event.type) ? toSessionStatus(event.data.object) : null;
      return { eventId: event.id, type: event.type, session };
    }
  };
}
function toSessionStatus(session) {
  return {
    sessionId: session.id,
    paymentId: session.client_reference_id ?? null,
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    amountTotal: session.amount_total ?? null
  };
}

// server/services/payments/payment-view.ts
function toPaymentView(record) {
  return {
    id: record.id,
    provider: record.provider,
    // A record gets its session id right after creation; the id stands in until then.
    providerSessionId: record.providerSessionId ?? record.id,
    amountCents: record.amountCents,
    purpose: record.purpose,
    status: record.status,
    description: record.description,
    createdAt: record.createdAt,
    ...record.projectId ? { projectId: record.projectId } : {},
    ...record.customerId ? { customerId: record.customerId } : {},
    ...record.domainOrderId ? { domainOrderId: record.domainOrderId } : {},
    ...record.packageType ? { packageType: record.packageType } : {},
    ...record.customerEmail ? { customerEmail: record.customerEmail } : {},
    ...record.paidAt ? { paidAt: record.paidAt } : {}
  };
}

// server/routes/payments.ts
var firstHeader = (value) => Array.isArray(value) ? value[0] : value;
function mountPaymentRoutes(router, bind, payments) {
  bind(router, routes.createPaymentIntent, async ({ body }, { caller }) => {
    const { paymentUrl } = await payments.createPackagePayment({
      customer: caller.customer,
      amountDollars: body.amount,
      packageType: body.packageType
    });
    return { paymentUrl };
  });
  bind(router, routes.createLogoPayment, async ({ body }, { caller }) => {
    const { paymentUrl } = await payments.createLogoPayment({
      customer: caller.customer,
      projectId: body.projectId
    });
    return { paymentUrl };
  });
  bind(router, routes.createPaymentLink, async ({ body }) => {
    const { paymentUrl } = await payments.createPaymentLink({
      amountDollars: body.amount,
      description: body.description,
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      projectId: body.projectId
    });
    return { paymentUrl };
  });
  bind(router, routes.paymentLink, async ({ params }) => {
    const { paymentUrl } = await payments.fixedLink(params.kind);
    return { paymentUrl };
  });
  bind(router, routes.checkout, async ({ params }) => {
    const { payment, returnUrl } = await payments.getCheckout(params.paymentId);
    return { payment: toPaymentView(payment), returnUrl };
  });
  bind(router, routes.checkoutPay, ({ params }) => payments.pay(params.paymentId));
  bind(router, routes.checkoutCancel, ({ params }) => payments.cancel(params.paymentId));
  bind(router, routes.confirmPayment, async ({ query }) => ({
    payment: toPaymentView(await payments.confirmCheckoutSession(query.session_id))
  }));
  bind(router, routes.stripeWebhook, async (_input, { rawBody, headers }) => {
    await payments.handleStripeWebhook(rawBody ?? Buffer.alloc(0), firstHeader(headers["stripe-signature"]));
    return { received: true };
  });
}

// server/routes/projects.ts
function mountProjectRoutes(router, bind, s) {
  bind(router, routes.createProject, ({ body }, { caller }) => s.projects.create(caller.customer, body), {
    status: 201
  });
}

// server/services/domains/domain-name.ts
import { domainToASCII, domainToUnicode } from "node:url";

// server/services/domains/errors.ts
var DomainValidationError = class extends HttpError {
  constructor(field, message) {
    super(400, message, { issues: [{ path: field, message }] });
    this.field = field;
    this.name = "DomainValidationError";
  }
  field;
};
var DomainUnavailableError = class extends HttpError {
  constructor(fqdn) {
    super(409, `${fqdn} is already registered. Please choose another name.`);
    this.fqdn = fqdn;
    this.name = "DomainUnavailableError";
  }
  fqdn;
};

// server/services/domains/domain-name.ts
var LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
var MAX_LABEL_LENGTH = 63;
var MAX_NAME_LENGTH = 253;
function parseLabel(input, field = "domain") {
  const typed = input.trim().toLowerCase();
  if (!typed) throw new DomainValidationError(field, "Please enter a domain name.");
  const ascii = /^[\x00-\x7f]*$/.test(typed) ? typed : domainToASCII(typed);
  if (!ascii) throw new DomainValidationError(field, `"${input.trim()}" is not a valid domain name.`);
  const label = ascii.split(".")[0] ?? "";
  validateLabel(label, field);
  return label;
}
function validateLabel(label, field = "domain") {
  if (label.length === 0 || label.length > MAX_LABEL_LENGTH) {
    throw new DomainValidationError(field, `A domain name must be 1 to ${MAX_LABEL_LENGTH} characters long.`);
  }
  if (!LABEL.test(label)) {
    throw new DomainValidationError(
      field,
      "Use letters, digits and hyphens only, not starting or ending with a hyphen."
    );
  }
  if (label.slice(2, 4) === "--" && !isValidPunycode(label)) {
    throw new DomainValidationError(field, `"${label}" is not a valid domain name.`);
  }
}
function isValidPunycode(label) {
  if (!label.startsWith("xn--")) return false;
  const unicode = domainToUnicode(label);
  return unicode !== "" && unicode !== label && domainToASCII(unicode) === label;
}
function parseTld(input, field = "tld") {
  const tld = input.trim().toLowerCase().replace(/^\./, "");
  if (!TLDS.includes(tld)) {
    throw new DomainValidationError(field, `We do not offer .${tld} domains.`);
  }
  return tld;
}
function fullName(label, tld) {
  const fqdn = `${label}.${tld}`;
  if (fqdn.length > MAX_NAME_LENGTH) {
    throw new DomainValidationError(
      "domain",
      `A domain name must be at most ${MAX_NAME_LENGTH} characters long.`
    );
  }
  return fqdn;
}
function isPremium(label) {
  const visible = [...domainToUnicode(label) || label].length;
  return visible <= PREMIUM_MAX_LABEL_LENGTH || PREMIUM_WORDS.includes(label);
}
function unitPriceCents(label, tld) {
  const base = TLD_PRICES[tld].firstYear;
  return isPremium(label) ? base * PREMIUM_MULTIPLIER : base;
}

// server/services/domains/domain.service.ts
function createDomainService(deps) {
  const clock = deps.clock ?? systemClock;
  const makeId = deps.newId ?? newId;
  const availability = (fqdn) => deps.registry.availability(fqdn).catch(() => null);
  return {
    async search({ domain, tlds }) {
      const label = parseLabel(domain, "domain");
      const unique = [...new Set(tlds.map((t) => parseTld(t, "tlds")))];
      if (unique.length === 0) throw new DomainValidationError("tlds", "Choose at least one extension.");
      const premium = isPremium(label);
      return Promise.all(
        unique.map(async (tld) => {
          const domainName = fullName(label, tld);
          return {
            domain: domainName,
            tld,
            price: unitPriceCents(label, tld),
            available: await availability(domainName),
            premium
          };
        })
      );
    },
    async purchase(order) {
      const label = parseLabel(order.domainName, "domainName");
      const tld = parseTld(order.tld, "tld");
      if (!DOMAIN_YEARS.includes(order.years)) {
        throw new DomainValidationError("years", `Choose ${DOMAIN_YEARS.join(", ")} years.`);
      }
      const customerName = order.customerName.trim();
      const customerEmail = order.customerEmail.trim().toLowerCase();
      if (!customerName) throw new DomainValidationError("customerName", "Please enter your name.");
      if (!customerEmail)
        throw new DomainValidationError("customerEmail", "Please enter your email address.");
      const fqdn = fullName(label, tld);
      if (await availability(fqdn) === false) throw new DomainUnavailableError(fqdn);
      const unitPrice = unitPriceCents(label, tld);
      const stored = await deps.store.domainOrders.create({
        id: makeId(),
        customerName,
        customerEmail,
        domainName: label,
        tld,
        years: order.years,
        autoRenew: order.autoRenew,
        whoisPrivacy: order.whoisPrivacy,
        premium: isPremium(label),
        unitPriceCents: unitPrice,
        totalCents: unitPrice * order.years,
        status: "pending",
        createdAt: clock.now().toISOString()
      });
      const { paymentId, paymentUrl } = await deps.paymentLinks.createDomainPayment(stored);
      if (paymentId) await deps.store.domainOrders.update(stored.id, { paymentId });
      return { orderId: stored.id, total: stored.totalCents, paymentUrl };
    }
  };
}

// server/services/domains/registry.ts
var TAKEN_NAMES = /* @__PURE__ */ new Set([
  "example.com",
  "example.net",
  "example.org",
  "google.com",
  "google.net",
  "google.org",
  "google.io",
  "google.co",
  "google.dev",
  "google.ai",
  "facebook.com",
  "amazon.com",
  "apple.com",
  "microsoft.com",
  "youtube.com",
  "twitter.com",
  "x.com",
  "instagram.com",
  "linkedin.com",
  "netflix.com",
  "wikipedia.org",
  "github.com",
  "github.io",
  "openai.com",
  "yahoo.com",
  "bing.com",
  "stripe.com",
  "shop.com",
  "web.dev",
  "vercel.app"
]);
function createEmbeddedRegistry(deps) {
  return {
    async availability(fqdn) {
      const name = fqdn.toLowerCase();
      if (TAKEN_NAMES.has(name)) return false;
      return !await deps.isOrdered(name);
    }
  };
}

// server/services/domains/rdap-registry.ts
import { z as z16 } from "zod";
var IANA_DNS_BOOTSTRAP_URL = "https://data.iana.org/rdap/dns.json";
var DAY_MS = 24 * 60 * 60 * 1e3;
function createFetchJson(options = {}) {
  const timeoutMs = options.timeoutMs ?? 5e3;
  return async (url) => {
    const res = await fetch(url, {
      headers: { accept: "application/rdap+json, application/json" },
      signal: AbortSignal.timeout(timeoutMs)
    });
    return { status: res.status, body: parseJson(await res.text()) };
  };
}
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
var bootstrapSchema = z16.object({
  services: z16.array(z16.tuple([z16.array(z16.string()), z16.array(z16.string())]))
});
function parseBootstrap(body) {
  const bases = /* @__PURE__ */ new Map();
  for (const [tlds, urls] of bootstrapSchema.parse(body).services) {
    const base = urls.find((u) => u.startsWith("https://")) ?? urls[0];
    if (!base) continue;
    const withSlash = base.endsWith("/") ? base : `${base}/`;
    for (const tld of tlds) bases.set(tld.toLowerCase(), withSlash);
  }
  return bases;
}
function createRdapRegistry(deps = {}) {
  const bootstrapUrl = deps.bootstrapUrl ?? IANA_DNS_BOOTSTRAP_URL;
  const fetchJson = deps.fetchJson ?? createFetchJson();
  const clock = deps.clock ?? systemClock;
  const ttl = deps.bootstrapTtlMs ?? DAY_MS;
  let cached = null;
  const bootstrap = () => {
    const now = clock.now().getTime();
    if (!cached || now - cached.at > ttl) {
      const bases = fetchJson(bootstrapUrl).then((res) => {
        if (res.status !== 200) throw new Error(`RDAP bootstrap answered ${res.status}`);
        return parseBootstrap(res.body);
      });
      const entry = { bases, at: now };
      cached = entry;
      bases.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.bases;
  };
  return {
    async availability(fqdn) {
      const name = fqdn.toLowerCase();
      const tld = name.slice(name.lastIndexOf(".") + 1);
      try {
        const base = (await bootstrap()).get(tld);
        if (!base) return null;
        const res = await fetchJson(`${base}domain/${encodeURIComponent(name)}`);
        if (res.status === 404) return true;
        if (res.status === 200) return false;
        return null;
      } catch {
        return null;
      }
    }
  };
}

// server/lib/safe-fetch/safe-fetch.ts
import http from "node:http";
import https from "node:https";
import { performance as performance2 } from "node:perf_hooks";

// server/lib/safe-fetch/errors.ts
var SafeFetchError = class extends Error {
};
var InvalidUrlError = class extends SafeFetchError {
  code = "invalid_url";
  constructor(message) {
    super(message);
    this.name = "InvalidUrlError";
  }
};
var UnsafeAddressError = class extends SafeFetchError {
  constructor(host, reason) {
    super(`The address ${host} points to a private or reserved network and cannot be checked.`);
    this.host = host;
    this.reason = reason;
    this.name = "UnsafeAddressError";
  }
  host;
  reason;
  code = "unsafe_address";
};
var FetchFailedError = class extends SafeFetchError {
  constructor(code, message, options) {
    super(message, options);
    this.code = code;
    this.name = "FetchFailedError";
  }
  code;
};

// server/lib/safe-fetch/read-body.ts
import { PassThrough, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
var tooLarge = (maxBytes) => new FetchFailedError(
  "too_large",
  `The page is larger than ${Math.round(maxBytes / (1024 * 1024))} MB and was not analysed.`
);
function decoderFor(encoding) {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return new PassThrough();
  }
}
async function readBody(res, maxBytes, signal) {
  let transferBytes = 0;
  const countWire = new Transform({
    transform(chunk, _encoding, callback) {
      transferBytes += chunk.length;
      if (transferBytes > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    }
  });
  const chunks = [];
  let decodedBytes = 0;
  await pipeline(
    res,
    countWire,
    decoderFor(res.headers["content-encoding"]),
    async (source) => {
      for await (const chunk of source) {
        decodedBytes += chunk.length;
        if (decodedBytes > maxBytes) throw tooLarge(maxBytes);
        chunks.push(chunk);
      }
    },
    { signal }
  );
  return { body: Buffer.concat(chunks), transferBytes };
}
function decodeText(body, contentType) {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

// server/lib/safe-fetch/target.ts
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

// server/lib/safe-fetch/address-policy.ts
import ipaddr from "ipaddr.js";
var BLOCKED_V4_CIDRS = [
  "0.0.0.0/8",
  // "this network", unspecified
  "10.0.0.0/8",
  // private
  "100.64.0.0/10",
  // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  "127.0.0.0/8",
  // loopback
  "169.254.0.0/16",
  // link-local, cloud metadata 169.254.169.254
  "172.16.0.0/12",
  // private
  "192.0.0.0/24",
  // IETF protocol assignments
  "192.0.2.0/24",
  // documentation TEST-NET-1
  "192.88.99.0/24",
  // 6to4 relay anycast
  "192.168.0.0/16",
  // private
  "198.18.0.0/15",
  // benchmarking
  "198.51.100.0/24",
  // documentation TEST-NET-2
  "203.0.113.0/24",
  // documentation TEST-NET-3
  "224.0.0.0/4",
  // multicast
  "240.0.0.0/4"
  // reserved, broadcast
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
var BLOCKED_V6_CIDRS = [
  "::/96",
  // unspecified, loopback, IPv4-compatible
  "::ffff:0:0/96",
  // IPv4-mapped
  "::ffff:0:0:0/96",
  // IPv4-translated (RFC 6145)
  "64:ff9b:1::/48",
  // local-use NAT64
  "100::/64",
  // discard
  "2001:db8::/32",
  // documentation
  "2001:2::/48",
  // benchmarking
  "3fff::/20",
  // documentation
  "fc00::/7",
  // unique local, incl. AWS metadata fd00:ec2::254
  "fe80::/10",
  // link-local
  "fec0::/10",
  // deprecated site-local
  "ff00::/8"
  // multicast
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));
var LOOPBACK_V4 = ipaddr.IPv4.parseCIDR("127.0.0.0/8");
var LOOPBACK_V6 = ipaddr.IPv6.parse("::1");
var BLOCKED_HOSTNAMES = /* @__PURE__ */ new Set([
  "localhost",
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal"
]);
var BLOCKED_SUFFIXES = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa"];
function refuseHostname(hostname) {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (BLOCKED_HOSTNAMES.has(name)) return `reserved host name ${name}`;
  const suffix = BLOCKED_SUFFIXES.find((s) => name.endsWith(s));
  return suffix ? `reserved domain suffix ${suffix}` : null;
}
function refuseAddress(address, policy = {}) {
  if (!ipaddr.isValid(address)) return `not an IP address: ${address}`;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === "ipv4" ? refuseV4(parsed, policy) : refuseV6(parsed, policy);
}
function refuseV4(ip, policy) {
  if (policy.allowLoopback && ip.match(LOOPBACK_V4)) return null;
  const range = ip.range();
  if (range !== "unicast") return `${ip.toString()} is in the ${range} range`;
  const blocked = BLOCKED_V4_CIDRS.find((cidr) => ip.match(cidr));
  return blocked ? `${ip.toString()} is in ${blocked[0].toString()}/${blocked[1]}` : null;
}
function refuseV6(ip, policy) {
  const text = ip.toNormalizedString();
  if (policy.allowLoopback && ip.match(LOOPBACK_V6, 128)) return null;
  const blocked = BLOCKED_V6_CIDRS.find((cidr) => ip.match(cidr));
  if (blocked) return `${text} is in ${blocked[0].toString()}/${blocked[1]}`;
  const embedded = embeddedV4(ip);
  if (embedded.length > 0) {
    for (const v4 of embedded) {
      const reason = refuseV4(v4, {});
      if (reason) return `${text} embeds ${reason}`;
    }
    return null;
  }
  const range = ip.range();
  return range === "unicast" ? null : `${text} is in the ${range} range`;
}
function embeddedV4(ip) {
  const p = ip.parts;
  const v4 = (high, low) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  if (p[0] === 100 && p[1] === 65435 && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
    return [v4(p[6], p[7])];
  }
  if (p[0] === 8194) return [v4(p[1], p[2])];
  if (p[0] === 8193 && p[1] === 0) {
    return [v4(p[2], p[3]), v4(~p[6] & 65535, ~p[7] & 65535)];
  }
  return [];
}

// server/lib/safe-fetch/target.ts
var systemResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
function parseTarget(input) {
  let url;
  try {
    url = new URL(input);
  } catch {
    throw new InvalidUrlError(`"${String(input)}" is not a valid web address.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InvalidUrlError("Only http:// and https:// addresses can be checked.");
  }
  if (url.username || url.password) {
    throw new InvalidUrlError("Addresses with a user name or password cannot be checked.");
  }
  if (!url.hostname) throw new InvalidUrlError("The address has no host name.");
  return url;
}
async function checkTarget(url, policy, resolveHost) {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = isIP(hostname);
  if (!literal) {
    const nameReason = refuseHostname(hostname);
    if (nameReason) throw new UnsafeAddressError(url.hostname, nameReason);
  }
  let addresses;
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolveHost(hostname);
    } catch (error) {
      throw new FetchFailedError("dns_failed", `The host name ${hostname} could not be found.`, {
        cause: error
      });
    }
  }
  if (addresses.length === 0) {
    throw new FetchFailedError("dns_failed", `The host name ${hostname} could not be found.`);
  }
  for (const candidate of addresses) {
    const reason = refuseAddress(candidate.address, policy);
    if (reason) throw new UnsafeAddressError(url.hostname, reason);
  }
  return { url, hostname, address: addresses[0] };
}

// server/lib/safe-fetch/safe-fetch.ts
var SAFE_FETCH_DEFAULTS = {
  timeoutMs: 1e4,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: "WebsiteHealthCheck/1.0"
};
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function safeFetch(input, options = {}) {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const resolveHost = options.resolveHost ?? systemResolveHost;
  const started = performance2.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const firstUrl = parseTarget(input);
  try {
    let url = firstUrl;
    for (let redirects = 0; ; redirects += 1) {
      const policy = {
        allowLoopback: options.allowLoopback === true || options.allowLoopback === "first-hop" && redirects === 0
      };
      const target = await abortable(checkTarget(url, policy, resolveHost), controller.signal);
      const res = await request(target, options, controller.signal);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (redirects >= maxRedirects) {
          throw new FetchFailedError(
            "too_many_redirects",
            `The site redirected more than ${maxRedirects} times.`
          );
        }
        url = parseTarget(new URL(location, url));
        continue;
      }
      const { body, transferBytes } = await readBody(
        res,
        options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes,
        controller.signal
      );
      const headers = flattenHeaders(res.headers);
      return {
        url: firstUrl.href,
        finalUrl: url.href,
        status: res.statusCode ?? 0,
        headers,
        body: decodeText(body, headers["content-type"]),
        transferBytes,
        loadTimeMs: Math.round(performance2.now() - started),
        redirects,
        remoteAddress: target.address.address
      };
    }
  } catch (error) {
    throw toSafeFetchError(error, controller.signal, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
function request(target, options, signal) {
  const { address, family } = target.address;
  const pinnedLookup = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve2, reject) => {
    const req = client.request(target.url, {
      method: "GET",
      agent: false,
      // no pooled socket from an earlier, differently checked hop
      lookup: pinnedLookup,
      signal,
      ...options.ca ? { ca: options.ca } : {},
      headers: {
        "user-agent": options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
        "accept-encoding": "gzip, deflate, br"
      }
    });
    req.once("response", resolve2);
    req.on("error", reject);
    req.end();
  });
}
function abortable(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve2, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve2, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
function flattenHeaders(headers) {
  const flat = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== void 0) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
function toSafeFetchError(error, signal, timeoutMs) {
  if (signal.aborted) {
    return new FetchFailedError(
      "timeout",
      `The site did not answer within ${formatSeconds(timeoutMs)} seconds.`,
      { cause: error }
    );
  }
  if (error instanceof SafeFetchError) return error;
  const code = error.code;
  const reason = code ? ` (${code})` : "";
  return new FetchFailedError("network", `The site could not be reached${reason}.`, { cause: error });
}
var formatSeconds = (ms) => String(Math.round(ms / 100) / 10);

// server/services/health-check/page-facts.ts
import { load } from "cheerio";
var MIN_FONT_PX = 12;
var MIN_TAP_TARGET_PX = 24;
function measurePage(page) {
  const $ = load(page.html);
  const headers = page.headers;
  const https2 = new URL(page.finalUrl).protocol === "https:";
  const cspHeader = headers["content-security-policy"] ?? "";
  const images = $("img").toArray();
  const htmlBytes = Buffer.byteLength(page.html);
  return {
    https: https2,
    loadTimeSeconds: page.loadTimeMs / 1e3,
    transferBytes: page.transferBytes ?? htmlBytes,
    htmlBytes,
    compressed: /\b(gzip|br|deflate|zstd)\b/i.test(headers["content-encoding"] ?? ""),
    blockingScripts: $("head script[src]").toArray().filter((el) => {
      const s = $(el);
      return s.attr("async") === void 0 && s.attr("defer") === void 0 && s.attr("type") !== "module";
    }).length,
    imageCount: images.length,
    imagesWithoutDimensions: images.filter((el) => !$(el).attr("width") || !$(el).attr("height")).length,
    imagesWithoutSrcset: images.filter((el) => !$(el).attr("srcset") && $(el).parent("picture").length === 0).length,
    ...viewportFacts($),
    smallFontElements: $("[style]").toArray().filter((el) => {
      const size = inlinePx($(el).attr("style"), "font-size");
      return size !== null && size > 0 && size < MIN_FONT_PX;
    }).length,
    smallTapTargets: $('a[style], button[style], input[style], [role="button"][style]').toArray().filter((el) => {
      const style = $(el).attr("style");
      return ["height", "width", "min-height"].some((prop) => {
        const px = inlinePx(style, prop);
        return px !== null && px > 0 && px < MIN_TAP_TARGET_PX;
      });
    }).length,
    title: textOrNull($("head title").first().text()),
    metaDescription: textOrNull($('meta[name="description" i]').attr("content")),
    h1Count: $("h1").length,
    imagesWithoutAlt: images.filter((el) => $(el).attr("alt") === void 0).length,
    hasCanonical: Boolean($('link[rel~="canonical" i]').attr("href")?.trim()),
    hasLang: Boolean($("html").attr("lang")?.trim()),
    noindex: /\bnoindex\b/i.test($('meta[name="robots" i], meta[name="googlebot" i]').attr("content") ?? "") || /\bnoindex\b/i.test(headers["x-robots-tag"] ?? ""),
    hasHsts: /max-age=\s*[1-9]/i.test(headers["strict-transport-security"] ?? ""),
    hasCsp: Boolean(cspHeader.trim()) || $('meta[http-equiv="content-security-policy" i]').length > 0,
    hasFrameProtection: /^(deny|sameorigin)$/i.test((headers["x-frame-options"] ?? "").trim()) || /(^|;)\s*frame-ancestors\s/i.test(cspHeader),
    hasNosniff: /^nosniff$/i.test((headers["x-content-type-options"] ?? "").trim()),
    mixedContent: https2 ? countMixedContent($) : 0
  };
}
function viewportFacts($) {
  const content = $('meta[name="viewport" i]').attr("content");
  if (content === void 0) return { viewport: "missing", viewportBlocksZoom: false };
  const settings = new Map(
    content.split(/[,;]/).map((part) => {
      const [key = "", value = ""] = part.split("=").map((s) => s.trim().toLowerCase());
      return [key, value];
    })
  );
  const maxScale = Number(settings.get("maximum-scale"));
  return {
    viewport: settings.get("width") === "device-width" ? "ok" : "not-device-width",
    viewportBlocksZoom: ["no", "0"].includes(settings.get("user-scalable") ?? "") || settings.has("maximum-scale") && Number.isFinite(maxScale) && maxScale < 2
  };
}
function countMixedContent($) {
  const insecure = (value) => /^\s*http:\/\//i.test(value ?? "");
  const bySrc = $(
    "script[src], img[src], iframe[src], source[src], video[src], audio[src], embed[src], track[src]"
  ).toArray().filter((el) => insecure($(el).attr("src"))).length;
  const bySrcset = $("img[srcset], source[srcset]").toArray().filter((el) => ($(el).attr("srcset") ?? "").split(",").some((entry) => insecure(entry))).length;
  const byHref = $('link[rel~="stylesheet" i][href], link[rel~="preload" i][href]').toArray().filter((el) => insecure($(el).attr("href"))).length;
  const byData = $("object[data]").toArray().filter((el) => insecure($(el).attr("data"))).length;
  const byForm = $("form[action]").toArray().filter((el) => insecure($(el).attr("action"))).length;
  return bySrc + bySrcset + byHref + byData + byForm;
}
function inlinePx(style, property) {
  if (!style) return null;
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0 || declaration.slice(0, colon).trim().toLowerCase() !== property) continue;
    const match = /^([\d.]+)\s*(px|pt|rem|em)?$/i.exec(declaration.slice(colon + 1).trim());
    if (!match) return null;
    const value = Number(match[1]);
    const unit = (match[2] ?? "px").toLowerCase();
    return unit === "pt" ? value * 4 / 3 : unit === "px" ? value : value * 16;
  }
  return null;
}
function textOrNull(value) {
  const text = value?.replace(/\s+/g, " ").trim();
  return text ? text : null;
}

// server/services/health-check/scoring.ts
var CATEGORY_WEIGHTS = {
  performance: 30,
  mobile: 25,
  seo: 25,
  security: 20
};
var ISSUE_LIST = {
  performance: "performance",
  mobile: "performance",
  seo: "seo",
  security: "security"
};
var NEEDS_FIXES_BELOW = 80;
var MONTHLY_REVENUE_BASELINE_DOLLARS = 1e4;
var REVENUE_LOSS_PER_POINT_DOLLARS = MONTHLY_REVENUE_BASELINE_DOLLARS * 5e-3;
var LOAD_TIME = { good: 1, slow: 2.5, verySlow: 4 };
var HEAVY_PAGE_BYTES = 500 * 1024;
var MANY_IMAGES = 25;
var COMPRESSIBLE_BYTES = 1024;
var TITLE_LENGTH = { min: 10, max: 60 };
var DESCRIPTION_LENGTH = { min: 50, max: 160 };
var seconds = (f) => (Math.round(f.loadTimeSeconds * 10) / 10).toFixed(1);
var kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
var CHECKS = [
  // Performance
  {
    id: "load-slow",
    category: "performance",
    penalty: 20,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.good && f.loadTimeSeconds <= LOAD_TIME.slow,
    issue: "Slow page load",
    description: (f) => `The page took ${seconds(f)} s to load. Aim for under ${LOAD_TIME.good} s: enable caching, use a CDN and reduce server response time.`
  },
  {
    id: "load-very-slow",
    category: "performance",
    penalty: 35,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.slow && f.loadTimeSeconds <= LOAD_TIME.verySlow,
    issue: "Very slow page load",
    description: (f) => `The page took ${seconds(f)} s to load; many visitors leave before it appears. Speed up the server, cache pages and move heavy work off the first request.`
  },
  {
    id: "load-critical",
    category: "performance",
    penalty: 50,
    fails: (f) => f.loadTimeSeconds > LOAD_TIME.verySlow,
    issue: "Critical page load time",
    description: (f) => `The page took ${seconds(f)} s to load. Check the hosting, add caching and a CDN, and remove slow server-side calls.`
  },
  {
    id: "heavy-page",
    category: "performance",
    penalty: 15,
    fails: (f) => f.transferBytes > HEAVY_PAGE_BYTES,
    issue: "Heavy page",
    description: (f) => `The HTML alone weighs ${kb(f.transferBytes)}. Keep it under ${kb(HEAVY_PAGE_BYTES)}: remove inlined data and images, and load content on demand.`
  },
  {
    id: "render-blocking-scripts",
    category: "performance",
    penalty: 15,
    fails: (f) => f.blockingScripts > 0,
    issue: "Render-blocking scripts",
    description: (f) => `Found ${plural(f.blockingScripts, "script")} in the <head> without defer or async, delaying the first paint. Add defer or async, or move them to the end of the body.`
  },
  {
    id: "many-images",
    category: "performance",
    penalty: 10,
    fails: (f) => f.imageCount > MANY_IMAGES,
    issue: "Too many images",
    description: (f) => `The page loads ${f.imageCount} images. Lazy-load images below the fold (loading="lazy") and combine small icons into SVG.`
  },
  {
    id: "image-dimensions",
    category: "performance",
    penalty: 5,
    fails: (f) => f.imagesWithoutDimensions > 0,
    issue: "Images without size hints",
    description: (f) => `Found ${plural(f.imagesWithoutDimensions, "image")} without width and height attributes, so the layout jumps while they load. Add both attributes to every image.`
  },
  {
    id: "no-compression",
    category: "performance",
    penalty: 10,
    fails: (f) => !f.compressed && f.htmlBytes >= COMPRESSIBLE_BYTES,
    issue: "No text compression",
    description: () => "The server sends the page uncompressed. Enable gzip or Brotli compression for HTML, CSS and JavaScript."
  },
  // Mobile (reported in the performance list)
  {
    id: "viewport-missing",
    category: "mobile",
    penalty: 50,
    fails: (f) => f.viewport === "missing",
    issue: "Not mobile-friendly",
    description: () => 'The page has no viewport meta tag, so phones show a shrunken desktop page. Add <meta name="viewport" content="width=device-width, initial-scale=1">.'
  },
  {
    id: "viewport-width",
    category: "mobile",
    penalty: 25,
    fails: (f) => f.viewport === "not-device-width",
    issue: "Fixed-width viewport",
    description: () => "The viewport meta tag does not use width=device-width, so the layout does not adapt to the screen. Set width=device-width, initial-scale=1."
  },
  {
    id: "zoom-disabled",
    category: "mobile",
    penalty: 10,
    fails: (f) => f.viewportBlocksZoom,
    issue: "Zoom is disabled",
    description: () => "The viewport blocks pinch-zoom (user-scalable=no or a low maximum-scale). Remove these settings so visitors can enlarge text."
  },
  {
    id: "images-not-responsive",
    category: "mobile",
    penalty: 15,
    fails: (f) => f.imagesWithoutSrcset > 0,
    issue: "Images are not responsive",
    description: (f) => `Found ${plural(f.imagesWithoutSrcset, "image")} without srcset or a <picture> source, so phones download desktop-sized files. Provide several sizes with srcset and sizes.`
  },
  {
    id: "small-fonts",
    category: "mobile",
    penalty: 15,
    fails: (f) => f.smallFontElements > 0,
    issue: "Text too small on phones",
    description: (f) => `Found ${plural(f.smallFontElements, "element")} with a font size under ${MIN_FONT_PX}px. Use at least 16px for body text.`
  },
  {
    id: "small-tap-targets",
    category: "mobile",
    penalty: 10,
    fails: (f) => f.smallTapTargets > 0,
    issue: "Tap targets too small",
    description: (f) => `Found ${plural(f.smallTapTargets, "link or button", "links or buttons")} smaller than ${MIN_TAP_TARGET_PX}px. Make buttons and links at least 48px tall and wide on phones.`
  },
  // SEO
  {
    id: "title-missing",
    category: "seo",
    penalty: 30,
    fails: (f) => f.title === null,
    issue: "Missing page title",
    description: () => `The page has no <title>. Add a unique title of ${TITLE_LENGTH.min}\u2013${TITLE_LENGTH.max} characters naming the business and what it offers.`
  },
  {
    id: "title-length",
    category: "seo",
    penalty: 10,
    fails: (f) => f.title !== null && (f.title.length < TITLE_LENGTH.min || f.title.length > TITLE_LENGTH.max),
    issue: "Title length",
    description: (f) => `The title has ${f.title?.length ?? 0} characters. Keep it between ${TITLE_LENGTH.min} and ${TITLE_LENGTH.max} so search results show it whole.`
  },
  {
    id: "description-missing",
    category: "seo",
    penalty: 20,
    fails: (f) => f.metaDescription === null,
    issue: "Missing meta description",
    description: () => `Add <meta name="description"> with a ${DESCRIPTION_LENGTH.min}\u2013${DESCRIPTION_LENGTH.max} character summary; search engines show it under the title.`
  },
  {
    id: "description-length",
    category: "seo",
    penalty: 5,
    fails: (f) => f.metaDescription !== null && (f.metaDescription.length < DESCRIPTION_LENGTH.min || f.metaDescription.length > DESCRIPTION_LENGTH.max),
    issue: "Meta description length",
    description: (f) => `The meta description has ${f.metaDescription?.length ?? 0} characters. Keep it between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max}.`
  },
  {
    id: "h1-missing",
    category: "seo",
    penalty: 15,
    fails: (f) => f.h1Count === 0,
    issue: "Missing main heading",
    description: () => "The page has no <h1>. Add exactly one h1 that states what the page is about."
  },
  {
    id: "h1-multiple",
    category: "seo",
    penalty: 10,
    fails: (f) => f.h1Count > 1,
    issue: "Several main headings",
    description: (f) => `The page has ${f.h1Count} <h1> headings. Keep one h1 and turn the others into h2 or h3.`
  },
  {
    id: "img-alt",
    category: "seo",
    penalty: 10,
    fails: (f) => f.imagesWithoutAlt > 0,
    issue: "Images without alt text",
    description: (f) => `Found ${plural(f.imagesWithoutAlt, "image")} without an alt attribute. Describe each image in alt (alt="" for purely decorative ones).`
  },
  {
    id: "canonical-missing",
    category: "seo",
    penalty: 5,
    fails: (f) => !f.hasCanonical,
    issue: "Missing canonical link",
    description: () => 'Add <link rel="canonical" href="\u2026"> with the preferred address, so duplicates do not split the ranking.'
  },
  {
    id: "lang-missing",
    category: "seo",
    penalty: 10,
    fails: (f) => !f.hasLang,
    issue: "Missing page language",
    description: () => 'Add a lang attribute to the <html> element (for example lang="en").'
  },
  {
    id: "noindex",
    category: "seo",
    penalty: 30,
    fails: (f) => f.noindex,
    issue: "Hidden from search engines",
    description: () => 'A robots "noindex" rule (meta tag or X-Robots-Tag header) keeps this page out of search results. Remove it unless the page should stay hidden.'
  },
  // Security
  {
    id: "no-https",
    category: "security",
    penalty: 40,
    fails: (f) => !f.https,
    issue: "No HTTPS",
    description: () => 'The page is served over plain HTTP, and browsers mark it "Not secure". Install a TLS certificate and redirect all HTTP traffic to HTTPS.'
  },
  {
    id: "no-hsts",
    category: "security",
    penalty: 15,
    fails: (f) => !f.hasHsts,
    issue: "No HSTS header",
    description: () => "Send Strict-Transport-Security: max-age=31536000; includeSubDomains over HTTPS so browsers never fall back to HTTP."
  },
  {
    id: "no-csp",
    category: "security",
    penalty: 15,
    fails: (f) => !f.hasCsp,
    issue: "No Content Security Policy",
    description: () => "Add a Content-Security-Policy header that lists the sources scripts and styles may come from, to contain cross-site scripting."
  },
  {
    id: "no-frame-protection",
    category: "security",
    penalty: 10,
    fails: (f) => !f.hasFrameProtection,
    issue: "Clickjacking protection missing",
    description: () => "Send X-Frame-Options: DENY (or SAMEORIGIN), or a CSP with frame-ancestors 'self', so other sites cannot frame this page."
  },
  {
    id: "no-nosniff",
    category: "security",
    penalty: 10,
    fails: (f) => !f.hasNosniff,
    issue: "MIME sniffing allowed",
    description: () => "Send X-Content-Type-Options: nosniff so browsers use the declared content types."
  },
  {
    id: "mixed-content",
    category: "security",
    penalty: 20,
    fails: (f) => f.mixedContent > 0,
    issue: "Mixed content",
    description: (f) => `Found ${plural(f.mixedContent, "resource")} loaded over http:// on this HTTPS page; browsers block or flag them. Change every resource address to https://.`
  }
];

// server/services/health-check/analyze-page.ts
function analyzePage(page) {
  const facts = measurePage(page);
  const categoryScores = { performance: 100, mobile: 100, seo: 100, security: 100 };
  const issues = { performance: [], seo: [], security: [] };
  for (const check of CHECKS) {
    if (!check.fails(facts)) continue;
    categoryScores[check.category] = Math.max(0, categoryScores[check.category] - check.penalty);
    issues[ISSUE_LIST[check.category]].push({ issue: check.issue, description: check.description(facts) });
  }
  const categories = Object.keys(CATEGORY_WEIGHTS);
  const totalWeight = categories.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c], 0);
  const score = Math.round(
    categories.reduce((sum, c) => sum + categoryScores[c] * CATEGORY_WEIGHTS[c], 0) / totalWeight
  );
  return {
    score,
    needsFixes: score < NEEDS_FIXES_BELOW,
    estimatedRevenueLoss: Math.round((100 - score) * REVENUE_LOSS_PER_POINT_DOLLARS),
    metrics: {
      loadTime: Math.round(page.loadTimeMs / 100) / 10,
      mobileScore: categoryScores.mobile,
      seoScore: categoryScores.seo,
      securityScore: categoryScores.security
    },
    issues
  };
}

// server/services/health-check/errors.ts
var HealthCheckError = class extends HttpError {
  constructor(code, message, options) {
    super(422, message);
    this.code = code;
    this.name = "HealthCheckError";
    if (options?.cause !== void 0) this.cause = options.cause;
  }
  code;
};

// server/services/health-check/health-check.service.ts
function normaliseUrl(input) {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
function createHealthCheckService(deps = {}) {
  const fetchPage = deps.fetchPage ?? ((url) => safeFetch(url, deps.fetchOptions));
  return {
    async check(input) {
      let page;
      try {
        page = await fetchPage(normaliseUrl(input));
      } catch (error) {
        if (error instanceof SafeFetchError) {
          throw new HealthCheckError(error.code, error.message, { cause: error });
        }
        throw error;
      }
      if (page.status >= 400) {
        throw new HealthCheckError("bad_status", `The site answered with HTTP status ${page.status}.`);
      }
      return analyzePage({ ...page, html: page.body });
    }
  };
}

// server/services/commerce.ts
function createCommerceServices(deps) {
  const { config, store, clock, logger } = deps;
  const { secretKey, webhookSecret } = config.stripe;
  const payments = createPaymentService({
    store,
    clock,
    logger,
    publicOrigin: config.publicOrigin,
    fixedLinks: config.paymentLinks,
    ...secretKey && webhookSecret ? { provider: createStripeProvider({ secretKey, webhookSecret }) } : {}
  });
  const registry = config.domainRegistry === "rdap" ? createRdapRegistry({ clock }) : createEmbeddedRegistry({ isOrdered: (fqdn) => store.domainOrders.isOrdered(fqdn) });
  return {
    payments,
    healthCheck: createHealthCheckService({ fetchOptions: { allowLoopback: config.healthCheckAllowLoopback } }),
    domains: createDomainService({ registry, store, paymentLinks: payments, clock })
  };
}

// server/lib/sanitize-html.ts
import sanitize from "sanitize-html";
var ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "strong",
  "em",
  "b",
  "i",
  "code",
  "pre",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td"
];
var LINK_REL = "noopener noreferrer";
var OPTIONS = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"]
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ["http", "https", "mailto"], img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/x" would load from another origin while looking like a site path.
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  // The text inside these is code or another document, never prose to keep.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } })
  }
};
var sanitizeBlogHtml = (html) => sanitize(html, OPTIONS);

// server/seed/images/svg-kit.ts
var escapeXml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
function hashString(text) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
function paletteFor(seed) {
  const hash = hashString(seed);
  const hue = hash % 360;
  const accentHue = (hue + 150 + (hash >>> 9) % 60) % 360;
  const saturation = 55 + (hash >>> 17) % 25;
  return {
    dark: `hsl(${hue} ${saturation}% 14%)`,
    primary: `hsl(${hue} ${saturation}% 42%)`,
    accent: `hsl(${accentHue} 80% 58%)`,
    soft: `hsl(${hue} 40% 94%)`
  };
}
function initialsOf(name) {
  const words2 = name.trim().split(/\s+/).filter(Boolean);
  const first = words2[0]?.[0] ?? "?";
  const last = words2.length > 1 ? words2[words2.length - 1]?.[0] ?? "" : "";
  return `${first}${last}`.toUpperCase();
}
function wrapText(text, width, maxLines) {
  const lines = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ""}\u2026`;
  return kept;
}
var textLines = (lines, { x, y, lineHeight, attrs }) => lines.map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attrs}>${escapeXml(line)}</text>`).join("");
var svgDocument = (width, height, label, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

// server/seed/images/avatar-image.ts
var SIZE = 160;
function renderAvatarImage(name) {
  const palette = paletteFor(name);
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs><circle cx="80" cy="80" r="80" fill="url(#g)"/><text x="80" y="80" dy="0.35em" text-anchor="middle" font-size="60" font-weight="700" fill="#ffffff" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">${escapeXml(initialsOf(name))}</text>`;
  return svgDocument(SIZE, SIZE, name, body);
}

// server/seed/images/blog-image.ts
var WIDTH = 1200;
var HEIGHT = 630;
var FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';
var motif = (seed, accent) => Array.from({ length: 5 }, (_, index) => {
  const cx = 860 + (seed >>> index * 4) % 16 * 18;
  const cy = 90 + index * 110;
  const r = 30 + (seed >>> index * 5 + 2) % 6 * 14;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${(0.12 + index * 0.05).toFixed(2)}"/>`;
}).join("");
var chips = (tags, fill) => {
  let x = 80;
  return tags.slice(0, 3).map((tag) => {
    const label = escapeXml(tag.toUpperCase());
    const width = 24 + tag.length * 13;
    const chip = `<rect x="${x}" y="90" width="${width}" height="40" rx="20" fill="${fill}"/><text x="${x + width / 2}" y="116" text-anchor="middle" font-size="18" font-weight="700" letter-spacing="1" fill="#ffffff" ${FONT}>${label}</text>`;
    x += width + 14;
    return chip;
  }).join("");
};
function renderBlogImage(art) {
  const palette = paletteFor(art.title);
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.primary}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` + motif(hashString(art.title), palette.accent) + chips(art.tags, "rgba(255,255,255,0.18)") + // About 0.6em per bold character: 28 characters of 56px stay inside the 1040px text column.
  textLines(wrapText(art.title, 28, 4), {
    x: 80,
    y: 236,
    lineHeight: 70,
    attrs: `font-size="56" font-weight="800" fill="#ffffff" ${FONT}`
  }) + `<rect x="80" y="548" width="120" height="8" rx="4" fill="${palette.accent}"/>`;
  return svgDocument(WIDTH, HEIGHT, art.title, body);
}

// server/seed/images/portfolio-image.ts
var WIDTH2 = 800;
var HEIGHT2 = 500;
var FONT2 = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';
var PAGE = { x: 40, y: 76, width: 720, height: 388 };
var hostOf = (liveUrl, title) => {
  if (liveUrl) {
    try {
      return new URL(liveUrl).host;
    } catch {
    }
  }
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")} \xB7 private`;
};
var bar = (x, y, width, fill, height = 10) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;
var frame = (host) => `<rect x="40" y="36" width="720" height="428" rx="14" fill="#ffffff"/><path d="M40 50a14 14 0 0 1 14-14h692a14 14 0 0 1 14 14v26H40z" fill="#eceef2"/><circle cx="62" cy="56" r="6" fill="#ff5f57"/><circle cx="82" cy="56" r="6" fill="#febc2e"/><circle cx="102" cy="56" r="6" fill="#28c840"/><rect x="250" y="46" width="300" height="20" rx="10" fill="#ffffff"/><text x="400" y="60" text-anchor="middle" font-size="11" fill="#6b7280" ${FONT2}>${escapeXml(host)}</text>`;
var navigation = (title, palette) => {
  const brand = wrapText(title, 26, 1)[0] ?? "";
  return `<rect x="64" y="94" width="22" height="22" rx="6" fill="${palette.accent}"/><text x="96" y="110" font-size="14" font-weight="700" fill="${palette.dark}" ${FONT2}>${escapeXml(brand)}</text>` + [0, 1, 2, 3].map((index) => bar(470 + index * 62, 100, 46, "#d7dbe2")).join("");
};
var heading = (title, x, y, width, fill) => textLines(wrapText(title, width, 2), {
  x,
  y,
  lineHeight: 34,
  attrs: `font-size="28" font-weight="800" fill="${fill}" ${FONT2}`
});
var splitHero = (art, palette) => `<rect x="${PAGE.x}" y="130" width="${PAGE.width}" height="190" fill="${palette.soft}"/>` + heading(art.title, 72, 180, 22, palette.dark) + bar(72, 236, 260, "#b8bfcc") + bar(72, 254, 210, "#b8bfcc") + `<rect x="72" y="276" width="120" height="30" rx="15" fill="${palette.accent}"/><rect x="456" y="146" width="276" height="158" rx="12" fill="${palette.primary}"/><circle cx="510" cy="196" r="22" fill="${palette.accent}" opacity="0.9"/><path d="M456 292l78-70 54 46 40-30 104 68v-2a12 12 0 0 1-12 12H468a12 12 0 0 1-12-12z" fill="${palette.dark}" opacity="0.55"/>` + [0, 1, 2].map(
  (index) => `<rect x="${72 + index * 228}" y="342" width="200" height="98" rx="10" fill="#f3f4f6"/>` + bar(88 + index * 228, 360, 90, palette.primary) + bar(88 + index * 228, 384, 160, "#cfd4dc", 8) + bar(88 + index * 228, 400, 130, "#cfd4dc", 8)
).join("");
var centredHero = (art, palette) => `<rect x="${PAGE.x}" y="130" width="${PAGE.width}" height="170" fill="${palette.dark}"/>` + textLines(wrapText(art.title, 34, 2), {
  x: 400,
  y: 188,
  lineHeight: 34,
  attrs: `text-anchor="middle" font-size="28" font-weight="800" fill="#ffffff" ${FONT2}`
}) + bar(300, 246, 200, "rgba(255,255,255,0.45)") + `<rect x="340" y="264" width="120" height="26" rx="13" fill="${palette.accent}"/>` + [0, 1, 2, 3].map(
  (index) => `<rect x="${64 + index * 172}" y="320" width="156" height="124" rx="10" fill="${palette.soft}"/><circle cx="${92 + index * 172}" cy="350" r="14" fill="${index % 2 ? palette.accent : palette.primary}"/>` + bar(80 + index * 172, 378, 110, palette.dark, 8) + bar(80 + index * 172, 396, 124, "#c4cad4", 8) + bar(80 + index * 172, 412, 96, "#c4cad4", 8)
).join("");
var dashboard = (art, palette) => {
  const hash = hashString(`${art.title}|chart`);
  const bars = Array.from({ length: 9 }, (_, index) => 30 + (hash >>> index * 3) % 8 * 11);
  return `<rect x="${PAGE.x}" y="130" width="150" height="334" fill="${palette.dark}"/>` + [0, 1, 2, 3, 4].map((index) => bar(60, 156 + index * 32, 96 + index % 2 * 14, "rgba(255,255,255,0.35)", 9)).join("") + heading(art.title, 214, 168, 30, palette.dark) + [0, 1, 2].map(
    (index) => `<rect x="${214 + index * 178}" y="${art.title.length > 30 ? 214 : 190}" width="162" height="70" rx="10" fill="${palette.soft}"/>` + bar(230 + index * 178, art.title.length > 30 ? 232 : 208, 60, "#9aa3b2", 8) + bar(
      230 + index * 178,
      art.title.length > 30 ? 252 : 228,
      100,
      index === 1 ? palette.accent : palette.primary,
      14
    )
  ).join("") + `<rect x="214" y="300" width="520" height="146" rx="10" fill="#f5f6f8"/>` + bars.map(
    (height, index) => `<rect x="${238 + index * 54}" y="${430 - height}" width="30" height="${height}" rx="4" fill="${index === bars.length - 1 ? palette.accent : palette.primary}"/>`
  ).join("");
};
var LAYOUTS = [splitHero, centredHero, dashboard];
function renderPortfolioImage(art) {
  const palette = paletteFor(art.title);
  const layout = LAYOUTS[hashString(`${art.title}|layout`) % LAYOUTS.length] ?? splitHero;
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs><rect width="${WIDTH2}" height="${HEIGHT2}" fill="url(#bg)"/>` + frame(hostOf(art.liveUrl, art.title)) + navigation(art.title, palette) + layout(art, palette) + `<text x="760" y="490" text-anchor="end" font-size="11" letter-spacing="2" fill="rgba(255,255,255,0.75)" ${FONT2}>${escapeXml(art.category.toUpperCase())}</text>`;
  return svgDocument(WIDTH2, HEIGHT2, `${art.title}: website mock-up`, body);
}

// server/seed/images/media.ts
var mediaUrl = (kind, id) => `/media/${kind}-${id}.svg`;
var MEDIA_FILE = /^(portfolio|avatar|blog|showcase)-([A-Za-z0-9_-]{1,64})\.svg$/;
function parseMediaFile(file) {
  const match = MEDIA_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1], id: match[2] };
}
async function renderMedia(file, content) {
  const target = parseMediaFile(file);
  if (!target) return null;
  const { kind, id } = target;
  switch (kind) {
    case "portfolio": {
      const project = (await content.listPortfolio()).find((record) => record.id === id);
      return project ? renderPortfolioImage(project) : null;
    }
    case "avatar": {
      const testimonial = (await content.listTestimonials()).find((record) => record.id === id);
      return testimonial ? renderAvatarImage(testimonial.clientName) : null;
    }
    case "blog": {
      const post = (await content.listBlogPosts()).find((record) => record.id === id);
      return post?.status === "published" ? renderBlogImage(post) : null;
    }
    case "showcase": {
      const site = (await content.listShowcase()).find((record) => record.id === id);
      return site ? renderPortfolioImage({
        title: site.companyName,
        category: site.packageType,
        liveUrl: site.websiteUrl
      }) : null;
    }
  }
}

// server/services/content/content-mappers.ts
var hasKnownCategory = (record) => PORTFOLIO_CATEGORIES.includes(record.category);
var toPortfolioItem = (record) => ({
  id: record.id,
  imageUrl: record.imageUrl,
  description: record.description,
  title: record.title,
  metrics: [...record.metrics],
  category: record.category
});
var toPortfolioProject = (record) => ({
  id: record.id,
  title: record.title,
  description: record.description,
  category: record.category,
  imageUrl: record.imageUrl,
  featured: record.featured,
  completedDate: record.completedDate,
  technologies: [...record.technologies],
  ...record.liveUrl ? { liveUrl: record.liveUrl } : {}
});
var toTestimonial = (record) => ({
  id: record.id,
  rating: record.rating,
  content: record.content,
  clientImage: record.clientImage,
  clientName: record.clientName,
  clientCompany: record.clientCompany
});
var toShowcaseProject = (record) => ({
  id: record.id,
  companyName: record.companyName,
  websiteUrl: record.websiteUrl,
  packageType: record.packageType
});
var toBlogPostSummary = (record) => ({
  id: record.id,
  slug: record.slug,
  title: record.title,
  excerpt: record.excerpt,
  ...record.featuredImage ? { featuredImage: record.featuredImage } : {},
  tags: [...record.tags],
  status: record.status,
  createdAt: record.createdAt,
  seoScore: record.seoScore
});
var toBlogPost = (record) => ({
  ...toBlogPostSummary(record),
  content: sanitizeBlogHtml(record.content)
});

// server/services/content/read-cache.ts
function deepFreeze(value) {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
function createReadCache({
  clock,
  ttlMs,
  maxEntries
}) {
  const entries = /* @__PURE__ */ new Map();
  return {
    get(key, load2) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load2().then(deepFreeze);
      entries.set(key, { until: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    }
  };
}

// server/services/content/content.service.ts
var DEFAULT_CACHE_TTL_MS = 5e3;
var CACHE_MAX_ENTRIES = 256;
function createContentService({
  content,
  clock = systemClock,
  cacheTtlMs = DEFAULT_CACHE_TTL_MS
}) {
  const cache = createReadCache({ clock, ttlMs: cacheTtlMs, maxEntries: CACHE_MAX_ENTRIES });
  const categorised = async () => (await content.listPortfolio()).filter(hasKnownCategory);
  const published = async () => (await content.listBlogPosts()).filter((post) => post.status === "published").sort(newestFirst);
  return {
    portfolio(filter = "all") {
      return cache.get(`portfolio:${filter}`, async () => {
        const projects = await categorised();
        const shown = filter === "all" ? projects : projects.filter((project) => project.category === filter);
        return shown.map(toPortfolioItem);
      });
    },
    portfolioAll() {
      return cache.get("portfolio-all", async () => (await categorised()).map(toPortfolioProject));
    },
    testimonials() {
      return cache.get("testimonials", async () => (await content.listTestimonials()).map(toTestimonial));
    },
    showcaseProjects() {
      return cache.get("showcase", async () => (await content.listShowcase()).map(toShowcaseProject));
    },
    blogPosts() {
      return cache.get("blog-posts", async () => (await published()).map(toBlogPostSummary));
    },
    blogPost(slug) {
      return cache.get(`blog-post:${slug}`, async () => {
        const post = await content.findBlogPost(slug);
        return post && post.status === "published" ? toBlogPost(post) : null;
      });
    },
    async saveBlogPost(record) {
      const clean = { ...record, content: sanitizeBlogHtml(record.content) };
      await content.putBlogPost(clean);
      cache.clear();
      return clean;
    },
    mediaSvg(file) {
      return cache.get(`media:${file}`, () => renderMedia(file, content));
    }
  };
}

// server/services/customers/to-customer.ts
var toCustomer = (record) => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email,
  company: record.company,
  phone: record.phone,
  createdAt: record.createdAt,
  isAdmin: record.isAdmin,
  maintenanceCredit: record.maintenanceCredit,
  hasUsedMaintenanceCredit: record.hasUsedMaintenanceCredit
});

// server/services/auth/auth-service.ts
var AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists"
};
function createAuthService(deps) {
  const { store, passwords, sessions } = deps;
  return {
    async register(input) {
      if (await store.customers.findByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password);
      let customer;
      try {
        customer = await store.customers.create({
          id: newId(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone,
          isAdmin: false,
          maintenanceCredit: 0,
          hasUsedMaintenanceCredit: false,
          createdAt: deps.clock.now().toISOString()
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
      customer = await deps.credits.applyReservation(customer);
      await deps.leads.record("register", input.tracking, customer.email);
      const { token } = await sessions.issue(customer.id, "customer");
      return { token, customer: toCustomer(customer) };
    },
    async login(input) {
      const customer = await store.customers.findByEmail(input.email);
      if (!customer) {
        await passwords.burn(input.password);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (!await passwords.verify(input.password, customer.passwordHash)) {
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      const { token } = await sessions.issue(customer.id, "customer");
      return { token, customer: toCustomer(customer) };
    },
    me: (caller) => ({ customer: toCustomer(caller.customer) }),
    async logout(caller) {
      await sessions.revoke(caller.tokenHash);
      return { success: true };
    }
  };
}

// server/services/totp/index.ts
import { generate, generateURI, verify } from "otplib";
var TOTP_PERIOD_SECONDS = 30;
var DIGITS = LIMITS.adminCodeLength;
var epochSeconds = (at) => Math.floor(at.getTime() / 1e3);
async function verifyTotp(secret, code, at) {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds(at),
      period: TOTP_PERIOD_SECONDS,
      digits: DIGITS,
      algorithm: "sha1",
      epochTolerance: TOTP_PERIOD_SECONDS
    });
    if (!result.valid) return null;
    return "timeStep" in result ? result.timeStep : Math.floor(epochSeconds(at) / TOTP_PERIOD_SECONDS) + result.delta;
  } catch {
    return null;
  }
}

// server/services/auth/admin-verification.ts
var ADMIN_MESSAGES = {
  invalidCredentials: "Invalid admin credentials",
  invalidCode: "Invalid or expired code"
};
var invalidCredentials = () => new HttpError(401, ADMIN_MESSAGES.invalidCredentials);
var invalidCode = () => new HttpError(401, ADMIN_MESSAGES.invalidCode);
var STEP_MEMORY_MS = 3 * TOTP_PERIOD_SECONDS * 1e3;
function createAdminVerificationService(deps) {
  const { store, clock } = deps;
  const lifetimeMs = LIMITS.adminCodeLifetimeSeconds * 1e3;
  return {
    async requestVerification({ email, password }) {
      const customer = await store.customers.findByEmail(email);
      if (!customer) {
        await deps.passwords.burn(password);
        throw invalidCredentials();
      }
      const passwordOk = await deps.passwords.verify(password, customer.passwordHash);
      if (!passwordOk || !customer.isAdmin || !customer.totpSecret) throw invalidCredentials();
      const now = clock.now();
      const id = newId();
      await store.verificationSessions.create({
        id,
        customerId: customer.id,
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
        attempts: 0,
        closed: false,
        createdAt: now.toISOString()
      });
      return { sessionId: id, expiresIn: LIMITS.adminCodeLifetimeSeconds };
    },
    async verifyCode({ sessionId, code }) {
      const now = clock.now();
      const session = await store.verificationSessions.findById(sessionId);
      if (!session || session.closed || new Date(session.expiresAt).getTime() <= now.getTime()) {
        throw invalidCode();
      }
      const customer = await store.customers.findById(session.customerId);
      const step = customer?.isAdmin && customer.totpSecret ? await verifyTotp(customer.totpSecret, code, now) : null;
      const fresh = customer && step !== null ? await store.totpSteps.markUsed(customer.id, step, new Date(now.getTime() + STEP_MEMORY_MS)) : false;
      if (!customer || !fresh) {
        await store.verificationSessions.recordFailure(session.id, LIMITS.adminCodeMaxAttempts);
        throw invalidCode();
      }
      await store.verificationSessions.close(session.id);
      const { token, expiresIn } = await deps.sessions.issue(customer.id, "admin");
      return { token, expiresIn };
    },
    async accountOf(sessionId) {
      return (await store.verificationSessions.findById(sessionId))?.customerId;
    }
  };
}

// server/services/auth/passwords.ts
import { randomBytes as randomBytes3, scrypt as scryptCallback } from "node:crypto";

// server/lib/limiter.ts
function createLimiter(size) {
  let running = 0;
  const waiting = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const acquire = () => {
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise(
      (resolve2) => waiting.push(() => {
        running += 1;
        resolve2();
      })
    );
  };
  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    }
  };
}

// server/services/auth/passwords.ts
var KEY_LENGTH = 64;
var SALT_BYTES = 16;
var derive = (password, salt, { N, r, p }) => new Promise((resolve2, reject) => {
  const options = { N, r, p, maxmem: 128 * N * r * 2 };
  scryptCallback(
    password.normalize("NFKC"),
    salt,
    KEY_LENGTH,
    options,
    (error, key) => error ? reject(error) : resolve2(key)
  );
});
var parse = (stored) => {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
};
function createPasswordHasher(params) {
  const limiter = createLimiter(params.maxConcurrent);
  const run = (password, salt, cost) => limiter.run(() => derive(password, salt, cost));
  const dummySalt = randomBytes3(SALT_BYTES);
  return {
    async hash(password) {
      const salt = randomBytes3(SALT_BYTES);
      const key = await run(password, salt, params);
      return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join(
        "$"
      );
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await run(password, parsed.salt, parsed.params);
      return safeEqual(key, parsed.key);
    },
    async burn(password) {
      await run(password, dummySalt, params);
    }
  };
}

// server/services/credits/index.ts
var CREDIT_CENTS = AMOUNTS.maintenanceCreditCents;
var CREDIT = formatUsd(CREDIT_CENTS / 100);
var CREDIT_MESSAGES = {
  applied: `Your ${CREDIT} maintenance credit has been applied to your account.`,
  reserved: `Your ${CREDIT} maintenance credit is reserved. Create an account with this email to use it.`,
  alreadyClaimed: `The ${CREDIT} maintenance credit has already been claimed for this email.`,
  adminAlreadyGranted: `This customer has already received the ${CREDIT} maintenance credit.`
};
var alreadyClaimed = () => conflict(CREDIT_MESSAGES.alreadyClaimed, { extra: { error: true, alreadyClaimed: true } });
var appliedAnswer = (customer) => ({
  message: CREDIT_MESSAGES.applied,
  alreadyClaimed: false,
  creditReserved: false,
  customer: {
    firstName: customer.firstName,
    email: customer.email,
    maintenanceCredit: customer.maintenanceCredit
  }
});
function createCreditService(deps) {
  const { customers, creditReservations } = deps.store;
  async function applyReservation(customer) {
    if (!await creditReservations.markApplied(customer.email, deps.clock.now())) return customer;
    return await customers.grantCreditOnce(customer.id, CREDIT_CENTS) ?? customer;
  }
  return {
    applyReservation,
    async claim(email, tracking) {
      await deps.leads.record("credit_claim", tracking, email);
      const existing = await customers.findByEmail(email);
      if (existing) {
        const granted = await customers.grantCreditOnce(existing.id, CREDIT_CENTS);
        if (!granted) throw alreadyClaimed();
        return appliedAnswer(granted);
      }
      if (!await creditReservations.reserve(email, deps.clock.now())) throw alreadyClaimed();
      const registered = await customers.findByEmail(email);
      if (registered) {
        await applyReservation(registered);
        const current = await customers.findById(registered.id) ?? registered;
        return appliedAnswer(current);
      }
      return { message: CREDIT_MESSAGES.reserved, alreadyClaimed: false, creditReserved: true };
    },
    async applyToCustomer(customerId) {
      const customer = await customers.findById(customerId);
      if (!customer) throw notFound("Customer not found");
      const granted = await customers.grantCreditOnce(customer.id, CREDIT_CENTS);
      if (!granted) throw conflict(CREDIT_MESSAGES.adminAlreadyGranted);
      return { customer: toCustomer(granted) };
    }
  };
}

// server/services/customers/index.ts
var toTicket = (record) => ({
  id: record.id,
  subject: record.subject,
  description: record.description,
  category: record.category,
  status: record.status,
  createdAt: record.createdAt,
  adminResponse: record.adminResponse
});
function createCustomerService(deps) {
  const { store } = deps;
  return {
    async listAll() {
      return (await store.customers.list()).map(toCustomer);
    },
    async delete(id, byCustomerId) {
      if (id === byCustomerId) throw badRequest("You cannot delete your own account");
      const customer = await store.customers.findById(id);
      if (!customer) throw notFound("Customer not found");
      await store.tokens.deleteForCustomer(id);
      await store.messages.deleteForCustomer(id);
      await store.subscriptions.deleteForCustomer(id);
      await store.supportTickets.deleteForCustomer(id);
      await store.customers.delete(id);
      return { success: true };
    },
    async supportTickets(customerId) {
      return (await store.supportTickets.listByCustomer(customerId)).map(toTicket);
    }
  };
}

// contract/lead-score.ts
var normalise = (value) => (value ?? "").toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
var bestContained = (weights, value) => {
  const text = normalise(value);
  if (!text) return 0;
  let best = 0;
  for (const [key, weight] of Object.entries(weights)) {
    if (text.includes(normalise(key))) best = Math.max(best, weight);
  }
  return best;
};
var exactWeight = (weights, value) => weights[normalise(value)] ?? 0;
var computeLeadScore = (input) => {
  const page = Math.max(0, ...(input.pages ?? []).map((path3) => bestContained(LEAD_SCORE.pages, path3)));
  const campaign = bestContained(LEAD_SCORE.campaignContains, input.utmCampaign);
  const score = LEAD_SCORE.base + page + bestContained(LEAD_SCORE.industries, input.industry) + bestContained(LEAD_SCORE.cities, input.city) + exactWeight(LEAD_SCORE.utmSources, input.utmSource) + exactWeight(LEAD_SCORE.utmMediums, input.utmMedium) + campaign;
  return Math.min(LEAD_SCORE.max, score);
};
var LOCATION_PATH = /^\/blog\/([^/]+)\/emergency-website-development-([^/]+)\/?$/i;
var decode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
var words = (segment) => decode(segment).replace(/-+/g, " ").trim();
var parseLocationPath = (path3) => {
  let pathname = path3;
  try {
    pathname = new URL(path3, "http://local.invalid").pathname;
  } catch {
  }
  const match = LOCATION_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const country = words(match[1]);
  const city = words(match[2]);
  return country && city ? { country, city } : null;
};
var leadScoreForTracking = (tracking) => computeLeadScore({
  pages: [tracking.landing_page, tracking.current_page],
  industry: tracking.industry_targeting,
  city: tracking.city_targeting ?? parseLocationPath(tracking.landing_page)?.city ?? parseLocationPath(tracking.current_page)?.city,
  utmSource: tracking.utm_source,
  utmMedium: tracking.utm_medium,
  utmCampaign: tracking.utm_campaign
});

// server/services/leads/index.ts
var toLead = (record) => {
  const tracking = trackingRecordSchema.safeParse(record.tracking);
  if (!tracking.success) return null;
  return {
    id: record.id,
    createdAt: record.createdAt,
    source: record.source,
    email: record.email,
    tracking: tracking.data,
    leadScore: record.leadScore
  };
};
function createLeadService(deps) {
  return {
    async record(source, tracking, email) {
      if (!tracking) return;
      try {
        await deps.store.leads.create({
          id: newId(),
          source,
          email,
          // The client's lead_score is advisory; the stored score is the server's own.
          leadScore: leadScoreForTracking(tracking),
          tracking: { ...tracking },
          createdAt: deps.clock.now().toISOString()
        });
      } catch (error) {
        deps.logger.warn("lead not stored", { source, error });
      }
    },
    async list() {
      const records = await deps.store.leads.list();
      return records.map(toLead).filter((lead) => lead !== null);
    }
  };
}

// server/services/messages/cleanup.ts
var MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1e3;
async function cleanupReadMessages(store, clock) {
  return store.messages.deleteReadBefore(new Date(clock.now().getTime() - MESSAGE_RETENTION_MS + 1));
}
function startMessageCleanup(deps) {
  let running = false;
  return deps.clock.setInterval(() => {
    if (running) return;
    running = true;
    cleanupReadMessages(deps.store, deps.clock).then((deleted) => {
      if (deleted > 0) deps.logger?.info("read messages cleaned up", { deleted });
    }).catch((error) => deps.logger?.error("message cleanup failed", { error })).finally(() => {
      running = false;
    });
  }, deps.intervalMs);
}

// server/services/messages/index.ts
var toMessage = (record, customerName) => ({
  id: record.id,
  subject: record.subject,
  content: record.content,
  fromAdmin: record.fromAdmin,
  isRead: record.isRead,
  createdAt: record.createdAt,
  customerId: record.customerId,
  readAt: record.readAt,
  customerName
});
function createMessageService(deps) {
  const { store, clock } = deps;
  const create = (customerId, subject, content, fromAdmin) => store.messages.create({
    id: newId(),
    customerId,
    subject,
    content,
    fromAdmin,
    isRead: false,
    createdAt: clock.now().toISOString()
  });
  return {
    async listForCustomer(customerId) {
      const records = await store.messages.listByCustomer(customerId);
      await store.messages.markAdminMessagesRead(customerId, clock.now());
      return records.map((record) => toMessage(record));
    },
    async send(customerId, { subject, content }) {
      return toMessage(await create(customerId, subject, content, false));
    },
    async listAll() {
      const [records, customers] = await Promise.all([store.messages.list(), store.customers.list()]);
      const names = new Map(customers.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
      return records.map((record) => toMessage(record, names.get(record.customerId)));
    },
    async adminSend({ customerId, subject, content }) {
      const customer = await store.customers.findById(customerId);
      if (!customer) throw notFound("Customer not found");
      return toMessage(
        await create(customerId, subject, content, true),
        `${customer.firstName} ${customer.lastName}`
      );
    }
  };
}

// server/services/projects/index.ts
var toProject = (record) => ({
  id: record.id,
  companyName: record.companyName,
  clientName: record.clientName,
  clientEmail: record.clientEmail,
  websiteType: record.websiteType,
  packageType: record.packageType,
  totalAmount: record.totalAmount,
  paidAmount: record.paidAmount,
  websiteUrl: record.websiteUrl,
  businessDescription: record.businessDescription,
  status: record.status,
  domainName: record.domainName,
  includeLogo: record.includeLogo,
  createdAt: record.createdAt
});
var joined = (items) => items.length ? items.join(", ") : void 0;
function createProjectService(deps) {
  const { store } = deps;
  return {
    async create(customer, input) {
      const record = await store.projects.create({
        id: newId(),
        customerId: customer.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        companyName: input.companyName,
        domainName: input.domainName,
        industry: input.industry,
        businessDescription: input.businessDescription,
        websiteType: input.websiteType,
        primaryGoal: input.primaryGoal,
        targetAudience: input.targetAudience,
        pagesNeeded: joined(input.pagesNeeded),
        featuresNeeded: joined(input.featuresNeeded),
        designStyle: input.designStyle,
        contentStatus: input.contentStatus,
        timeline: input.timeline,
        inspirationWebsites: input.inspirationWebsites,
        packageType: input.packageType,
        // The price list decides what a project costs, whatever the client sent.
        totalAmount: PACKAGES[input.packageType].price * 100,
        paidAmount: 0,
        status: "pending",
        includeLogo: input.includeLogo,
        logoAmount: input.includeLogo ? AMOUNTS.logoCents : 0,
        createdAt: deps.clock.now().toISOString()
      });
      await claimPackagePayments(store, record);
      await deps.leads.record("project", input.tracking, customer.email);
      return { id: record.id };
    },
    async listForCustomer(customerId) {
      return (await store.projects.listByCustomer(customerId)).map(toProject);
    },
    async listAll() {
      return (await store.projects.list()).map(toProject);
    },
    async updateStatus(id, status) {
      const updated = await store.projects.update(id, { status });
      if (!updated) throw notFound("Project not found");
      return toProject(updated);
    }
  };
}

// server/services/sessions/index.ts
function createSessionService(deps) {
  return {
    async issue(customerId, scope) {
      const token = randomToken();
      const now = deps.clock.now();
      const expiresIn = deps.ttlSeconds[scope];
      await deps.store.tokens.create({
        tokenHash: sha256Hex(token),
        customerId,
        scope,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + expiresIn * 1e3).toISOString()
      });
      return { token, expiresIn };
    },
    revoke: (tokenHash) => deps.store.tokens.delete(tokenHash),
    revokeAll: (customerId) => deps.store.tokens.deleteForCustomer(customerId)
  };
}

// server/services/subscriptions/index.ts
var SUBSCRIPTION_MESSAGES = {
  notFound: "Subscription not found",
  notHigher: "You can only upgrade to a higher plan"
};
var toSubscription = (record) => ({
  id: record.id,
  plan: record.plan,
  status: record.status,
  monthlyPrice: maintenancePriceFor(record.plan),
  currentPeriodEnd: record.currentPeriodEnd,
  createdAt: record.createdAt
});
function createSubscriptionService(deps) {
  const { subscriptions } = deps.store;
  return {
    async listForCustomer(customerId) {
      return (await subscriptions.listByCustomer(customerId)).map(toSubscription);
    },
    async upgrade(customerId, { subscriptionId, newPlanId }) {
      const current = await subscriptions.findById(subscriptionId);
      if (!current || current.customerId !== customerId) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      if (planRank(newPlanId) <= planRank(current.plan)) throw badRequest(SUBSCRIPTION_MESSAGES.notHigher);
      const updated = await subscriptions.update(subscriptionId, { plan: newPlanId });
      if (!updated) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      const subscription = toSubscription(updated);
      return { subscription, monthlyPrice: subscription.monthlyPrice };
    }
  };
}

// server/services/core.ts
function createCoreServices({ config, store, clock, logger }) {
  const passwords = createPasswordHasher(config.passwordHashing);
  const sessions = createSessionService({ store, clock, ttlSeconds: config.tokenTtlSeconds });
  const leads = createLeadService({ store, clock, logger });
  const credits = createCreditService({ store, clock, leads });
  return {
    passwords,
    sessions,
    leads,
    credits,
    auth: createAuthService({ store, clock, passwords, sessions, credits, leads }),
    adminVerification: createAdminVerificationService({ store, clock, passwords, sessions }),
    customers: createCustomerService({ store }),
    messages: createMessageService({ store, clock }),
    projects: createProjectService({ store, clock, leads }),
    subscriptions: createSubscriptionService({ store })
  };
}

// server/static.ts
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
var CLIENT_ROUTES = [
  "/",
  "/portfolio",
  "/domains",
  "/blog",
  "/blog/:slug",
  "/blog/:country/:city",
  "/texas-website-development",
  "/claim-credit",
  "/payment-success",
  "/checkout/:id",
  "/luxury-websites",
  "/professional-websites",
  "/emergency-website-development"
].map((route) => new RegExp(`^${route.replace(/:[a-z]+/g, "[^/]+").replace(/\/$/, "")}/?$`));
var isClientRoute = (pathname) => CLIENT_ROUTES.some((route) => route.test(pathname));
var CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm"
};
var contentTypeOf = (file) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
var IMMUTABLE = "public, max-age=31536000, immutable";
var REVALIDATE = "no-cache";
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").filter(Boolean);
  if (segments.some((segment) => segment.startsWith("."))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}
var fileStats = async (file) => {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};
function mountStatic(app, { distDir }) {
  const root = path.resolve(distDir);
  const shellFile = path.join(root, "index.html");
  const sendShell = async (ctx, status) => {
    let html;
    try {
      html = await readFile(shellFile);
    } catch {
      ctx.status = 404;
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "The site has not been built yet: run `npm run build`, or `npm start` which builds it.";
      return;
    }
    ctx.status = status;
    ctx.set("Cache-Control", REVALIDATE);
    ctx.type = CONTENT_TYPES[".html"] ?? "text/html";
    ctx.body = html;
  };
  app.use(async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD" || isApiPath(ctx.path)) return next();
    const file = ctx.path === "/" ? shellFile : resolveInside(root, ctx.path);
    if (file === shellFile) return sendShell(ctx, 200);
    const stats = file ? await fileStats(file) : null;
    if (!file || !stats) return sendShell(ctx, isClientRoute(ctx.path) ? 200 : 404);
    ctx.status = 200;
    ctx.set("Cache-Control", ctx.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    ctx.lastModified = stats.mtime;
    ctx.etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = contentTypeOf(file);
    ctx.body = createReadStream(file);
    ctx.length = stats.size;
  });
}

// server/app.ts
function createApp(deps) {
  const { config, store, clock, logger } = deps;
  const services = deps.services ?? createCoreServices(deps);
  const commerce = { ...createCommerceServices(deps), ...deps.commerce };
  const app = new Koa();
  app.proxy = config.trustProxy;
  app.on("error", (error) => logger.error("unhandled app error", { error }));
  const bind = createBinder({
    authenticate: createAuthenticate({ store, clock }),
    rateLimiter: createRateLimiter({ store, clock, limits: config.rateLimit }),
    bodyLimitBytes: config.bodyLimitBytes
  });
  const router = new Router();
  mountAuthRoutes(router, bind, services);
  mountCustomerRoutes(router, bind, services);
  mountAdminRoutes(router, bind, services);
  mountProjectRoutes(router, bind, services);
  mountCreditRoutes(router, bind, services);
  mountLeadRoutes(router, bind, services);
  mountPaymentRoutes(router, bind, commerce.payments);
  mountHealthCheckRoutes(router, bind, { healthCheck: commerce.healthCheck, leads: services.leads });
  mountDomainRoutes(router, bind, { domains: commerce.domains, leads: services.leads });
  mountContentRoutes(router, { bind, content: createContentService({ content: store.content }) });
  app.use(requestLog(logger));
  app.use(errorMiddleware({ logger, exposeContractErrors: config.exposeContractErrors }));
  app.use(securityHeaders);
  app.use(apiFallback);
  app.use(router.routes());
  app.use(router.allowedMethods());
  if (deps.distDir) mountStatic(app, { distDir: deps.distDir });
  return app;
}

// server/seed/blog/domain-name.draft.ts
var domainNameDraft = {
  key: "choosing-a-domain-name",
  slug: "choosing-a-domain-name",
  title: "Choosing a Domain Name Customers Remember",
  excerpt: "Short, spellable, and yours for the long run: how to pick a domain name and which extension to choose.",
  tags: ["Domains", "Branding"],
  seoScore: 71,
  status: "draft",
  daysAgo: 2,
  content: `
<p>Your domain name is on every business card, invoice and van door. A good one is short, easy to spell after hearing it once, and free of hyphens and numbers that need explaining.</p>
<h2>Outline</h2>
<ul>
  <li>Say it out loud: the radio test.</li>
  <li>.com first, then a country or industry extension that fits.</li>
  <li>Register common misspellings and redirect them.</li>
  <li>Keep the registrar account in the company's name, with two-factor sign-in.</li>
</ul>
`
};

// server/seed/blog/emergency.post.ts
var hours = PACKAGES.startup.deliveryHours;
var emergencyPost = {
  key: "emergency-website-development",
  slug: `emergency-website-development-${hours}-hours`,
  title: `Emergency Website Development: Getting Back Online in ${hours} Hours`,
  excerpt: `Hacked, host shut down, developer unreachable, or a launch date that cannot move? Here is what to do in the first hour, and what can realistically be built in ${hours} hours.`,
  tags: ["Emergency", "Web Development", "Recovery"],
  seoScore: 90,
  status: "published",
  daysAgo: 47,
  content: `
<p>Every week we hear from a business whose website vanished overnight. Sometimes it was hacked; sometimes the hosting company closed the account over an unpaid invoice nobody received; sometimes the only person with the passwords has stopped answering the phone. Whatever the cause, the goal is the same: a working, trustworthy site back in front of customers as fast as possible.</p>

<h2>When you need an emergency rebuild</h2>
<ul>
  <li>The site has been defaced or is redirecting visitors to spam, and the old code cannot be trusted.</li>
  <li>Your host suspended the account or lost the data, and there is no usable backup.</li>
  <li>The developer or agency who built it is unreachable, and nobody else has access.</li>
  <li>A product launch, trade show or press feature is days away and the new site is not ready.</li>
</ul>

<h2>The first hour: triage</h2>
<ol>
  <li><strong>Secure the domain.</strong> Log in to your domain registrar, change the password, turn on two-factor sign-in and check the renewal date. Whoever controls the domain controls the website and the email.</li>
  <li><strong>Change every password</strong> connected to the site: hosting, CMS admin accounts, email, and any payment or booking services.</li>
  <li><strong>Collect what you can.</strong> Export your content from the CMS if it still opens, and save copies of your pages from the <a href="https://web.archive.org/">Internet Archive's Wayback Machine</a>. Old text and images are a head start.</li>
  <li><strong>Tell customers where to reach you.</strong> Update your Google Business Profile and social pages with your phone number while the site is down.</li>
  <li><strong>Do not pay a ransom</strong> and do not restore an infected backup over a clean server.</li>
</ol>

<h2>What can be built in ${hours} hours</h2>
<p>A focused business website can be designed, written and launched in ${hours} hours when decisions are made quickly: a homepage, service pages, about and contact pages, a working enquiry form, analytics, an SSL certificate and the basics of SEO, so that Google can re-index you promptly. Online shops with hundreds of products, custom integrations and complex member areas take longer; the emergency site gets you selling while the rest is rebuilt properly.</p>

<h2>How to make the rebuild faster</h2>
<ul>
  <li>Name one person who can approve designs and text the same day.</li>
  <li>Gather your logo, brand colours, a list of services and prices, and any photos you own.</li>
  <li>Have registrar access ready: pointing the domain at the new site takes minutes with it, and days without it.</li>
</ul>
<p>If your site is down right now, <a href="/emergency-website-development">start an emergency website project</a> or call us. Work starts as soon as the project is confirmed.</p>
`
};

// server/seed/blog/fast-websites.post.ts
var fastWebsitesPost = {
  key: "fast-business-websites",
  slug: "fast-business-website-page-speed-guide",
  title: "How Fast Should a Business Website Be? A Practical Guide to Page Speed",
  excerpt: "Speed is the first impression your website makes. Here are the three numbers that matter, what usually slows small business sites down, and a checklist you can act on this week.",
  tags: ["Performance", "Web Design", "Conversion"],
  seoScore: 92,
  status: "published",
  daysAgo: 6,
  content: `
<p>Before a visitor reads a word of your homepage, they have already judged it by how quickly it appeared. On a phone over a patchy connection, every extra second is a chance for them to hit the back button and call the next business on the list. Speed is not a technical nicety: it is the first thing your website sells.</p>

<h2>The three numbers that matter</h2>
<p>Google measures real visitors' experience with three <em>Core Web Vitals</em>. They are also the simplest way to judge whether your site is fast enough.</p>
<table>
  <thead><tr><th>Metric</th><th>What it measures</th><th>Good</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>When the main content is visible</td><td>2.5 s or less</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>How quickly the page reacts to taps and clicks</td><td>200 ms or less</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>How much the page jumps around while loading</td><td>0.1 or less</td></tr>
  </tbody>
</table>
<p>You can see your own figures for free in <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> or in the Core Web Vitals report of Google Search Console.</p>

<h2>What usually slows a small business site down</h2>
<ul>
  <li><strong>Oversized images.</strong> A 4 MB photo straight from a camera, scaled down by the browser, is the most common culprit. Modern formats such as WebP and AVIF, sized for the screen, are often 90% smaller.</li>
  <li><strong>Page builders and plugin piles.</strong> Each plugin can add its own scripts and styles to every page, whether that page uses them or not.</li>
  <li><strong>Third-party scripts.</strong> Chat widgets, several analytics tools, social feeds and ad pixels all compete for the same phone processor.</li>
  <li><strong>Cheap shared hosting.</strong> A slow server adds delay before the browser receives a single byte.</li>
  <li><strong>Web fonts loaded late.</strong> Text that stays invisible until a font arrives feels slow even when the page is ready.</li>
</ul>

<h2>A checklist you can act on this week</h2>
<ol>
  <li>Compress and resize every image above the fold; lazy-load the rest.</li>
  <li>Remove plugins and scripts nobody can explain. Keep one analytics tool.</li>
  <li>Serve the site through a CDN with HTTP/2 or HTTP/3 and long cache lifetimes for static files.</li>
  <li>Preload your main font and use <code>font-display: swap</code>.</li>
  <li>Reserve space for images and embeds so the layout does not jump.</li>
  <li>Test on a mid-range phone, not just your office desktop.</li>
</ol>

<h2>Speed is a habit, not a project</h2>
<p>Sites get slower one small addition at a time: a new tracking tag here, an unoptimised banner there. Measure after every change and keep a budget, for example "the homepage stays under 1 MB and loads in under two seconds on 4G".</p>
<blockquote>A fast site will not fix a weak offer, but a slow site will hide a great one.</blockquote>
<p>Not sure where you stand? Run our free <a href="/#health-check">website health check</a>: it measures load time, mobile readiness, SEO and security and lists what to fix first.</p>
`
};

// server/seed/blog/local-seo.post.ts
var localSeoPost = {
  key: "local-seo-checklist",
  slug: "local-seo-checklist-small-business",
  title: "Local SEO for Small Businesses: A 10-Point Checklist",
  excerpt: "Most customers find local businesses through search and maps. This checklist covers the ten things that move the needle, from your Google Business Profile to structured data.",
  tags: ["SEO", "Local Business", "Google"],
  seoScore: 95,
  status: "published",
  daysAgo: 19,
  content: `
<p>When someone searches for "plumber near me" or "bakery open now", Google shows a map with three businesses before any ordinary result. Getting into that map pack, and ranking well below it, is what local SEO is about. The good news: most of the work is straightforward and does not need an agency retainer.</p>

<h2>The checklist</h2>
<ol>
  <li><strong>Claim and complete your Google Business Profile.</strong> Choose the most specific primary category, add opening hours, services, real photos and a description written for people, not keywords.</li>
  <li><strong>Keep your name, address and phone identical everywhere.</strong> Your website, profile, Yelp, Facebook and industry directories should match character for character.</li>
  <li><strong>Give every service its own page.</strong> "Emergency boiler repair" and "boiler installation" are different searches; one generic services page ranks for neither.</li>
  <li><strong>Create pages for the areas you serve</strong>, with genuinely local content: projects you did there, local regulations, travel times. Copy-and-paste city pages do more harm than good.</li>
  <li><strong>Write a unique title and meta description for each page.</strong> Put the service and the place near the start: "Roof Repair in Round Rock, TX | Same-Week Appointments".</li>
  <li><strong>Add LocalBusiness structured data</strong> (schema.org) with your address, hours and phone, and check it with Google's Rich Results Test.</li>
  <li><strong>Ask every happy customer for a review</strong> and reply to all of them, good and bad. Recency and responses matter as much as the star rating.</li>
  <li><strong>Make the site fast and mobile-friendly.</strong> Most local searches happen on phones, often on the move.</li>
  <li><strong>Link your pages to each other</strong> in plain language: a service page should link to the areas where you offer it, and back.</li>
  <li><strong>Connect Google Search Console</strong> to see which searches you appear for, which pages are indexed and what errors Google found.</li>
</ol>

<h2>What to avoid</h2>
<ul>
  <li>Buying links or reviews. Both are against Google's guidelines and the penalties last a long time.</li>
  <li>Stuffing city names into footers. It reads as spam to people and to search engines.</li>
  <li>A virtual office address for a profile if you do not serve customers there.</li>
</ul>

<h2>How long does it take?</h2>
<p>Profile and on-page fixes often show results within weeks. Reviews and content build up over months, and they compound. Set aside an hour a week: answer reviews, add a project photo, publish one useful page a month.</p>
<p>Every website we build ships with clean titles, structured data and a sitemap submitted to Search Console. <a href="/#pricing">See what each package includes</a>.</p>
`
};

// server/seed/blog/maintenance.post.ts
var maintenancePost = {
  key: "website-maintenance",
  slug: "website-maintenance-what-it-covers",
  title: "What Website Maintenance Actually Covers (and Why It Pays for Itself)",
  excerpt: "A website is not finished on launch day. Here is what quietly breaks when nobody looks after it, a realistic maintenance schedule, and how to decide whether to do it yourself.",
  tags: ["Maintenance", "Security", "Hosting"],
  seoScore: 88,
  status: "published",
  daysAgo: 33,
  content: `
<p>Launch day feels like the finish line, but a website is closer to a car than a brochure: it keeps running only if someone looks after it. Most of the sites we are asked to rescue were not attacked by anyone clever. They were simply left alone until something expired, broke or fell behind.</p>

<h2>What breaks when nobody is looking</h2>
<ul>
  <li><strong>Software updates.</strong> Content management systems, themes and plugins publish security fixes every month. Unpatched sites are found by automated scanners within days.</li>
  <li><strong>Certificates and domains.</strong> An expired SSL certificate shows visitors a full-screen warning; an expired domain can be bought by someone else.</li>
  <li><strong>Contact forms.</strong> A changed email password or a stricter spam filter, and enquiries silently stop arriving. You only notice when the phone goes quiet.</li>
  <li><strong>Backups.</strong> Many hosts keep only a few days of backups, and nobody has ever tested restoring one.</li>
  <li><strong>Content.</strong> Old prices, last year's opening hours and staff who left years ago cost trust, and sometimes money.</li>
</ul>

<h2>A realistic maintenance schedule</h2>
<table>
  <thead><tr><th>Task</th><th>How often</th></tr></thead>
  <tbody>
    <tr><td>Uptime monitoring with alerts</td><td>Continuously</td></tr>
    <tr><td>Security updates for the CMS, theme and plugins</td><td>Weekly</td></tr>
    <tr><td>Off-site backup, with a test restore</td><td>Daily backup, quarterly restore test</td></tr>
    <tr><td>Form and checkout test submissions</td><td>Monthly</td></tr>
    <tr><td>Speed and Core Web Vitals check</td><td>Monthly</td></tr>
    <tr><td>Broken link and search console error review</td><td>Monthly</td></tr>
    <tr><td>Domain, certificate and hosting renewal dates</td><td>Quarterly</td></tr>
    <tr><td>Content review: prices, hours, team, legal pages</td><td>Quarterly</td></tr>
  </tbody>
</table>

<h2>Why it pays for itself</h2>
<p>Compare the cost of maintenance with the cost of a bad week: a hacked site flagged by Google, a checkout that failed over a holiday weekend, or a rebuild because updates were skipped for three years and nothing can be upgraded any more. Emergency recovery typically costs several times a year of routine care, before counting lost sales.</p>

<h2>Do it yourself, or hand it over?</h2>
<p>If your site is a handful of static pages, a quarterly check and a good host may be enough. If it takes payments, bookings or enquiries every day, the schedule above is a real job. Our maintenance plans start at ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} a month and cover updates, monitoring, backups and content changes, with a monthly report written in plain English.</p>
<p><a href="/#pricing">Compare the maintenance plans</a> or <a href="/claim-credit">claim your one-time maintenance credit</a>.</p>
`
};

// server/seed/blog/index.ts
var BLOG_SEED = [
  fastWebsitesPost,
  localSeoPost,
  maintenancePost,
  emergencyPost,
  domainNameDraft
];

// server/seed/portfolio-data.ts
var PORTFOLIO_SEED = [
  {
    key: "northwind-cloud",
    title: "Northwind Cloud",
    description: "Marketing site and documentation hub for a cloud backup start-up: pricing calculator, customer stories and a searchable docs section that loads in under a second.",
    category: "technology",
    featured: true,
    completedDaysAgo: 21,
    technologies: ["React", "TypeScript", "Vite", "Algolia", "Cloudflare Pages"],
    metrics: ["+212% trial sign-ups", "0.8 s largest contentful paint", "Lighthouse 99"],
    liveUrl: "https://www.northwind-cloud.example"
  },
  {
    key: "harborline-credit-union",
    title: "Harborline Credit Union",
    description: "A member-first website for a regional credit union with loan rate tables, an ATM finder and an accessible online application that replaced a four-page PDF form.",
    category: "fintech",
    featured: true,
    completedDaysAgo: 35,
    technologies: ["Next.js", "TypeScript", "Contentful", "Mapbox", "WCAG 2.2 AA"],
    metrics: ["+64% online loan applications", "-38% call-centre volume", "AA accessibility audit passed"],
    liveUrl: "https://www.harborline-cu.example"
  },
  {
    key: "lumen-grain",
    title: "Lumen & Grain Photography",
    description: "A gallery-led portfolio for a wedding and editorial photographer, with client proofing, booking requests and image delivery tuned for slow mobile connections.",
    category: "creative",
    featured: true,
    completedDaysAgo: 12,
    technologies: ["Astro", "Cloudinary", "Netlify Forms"],
    metrics: [
      "3x booking enquiries",
      "92% smaller image payload",
      'Page 1 for "Austin wedding photographer"'
    ],
    liveUrl: "https://www.lumenandgrain.example"
  },
  {
    key: "brightpath-marketing",
    title: "Brightpath Marketing Group",
    description: "A new site for a growth-marketing agency: case-study library, service landing pages for each channel and a lead form that routes enquiries straight into their CRM.",
    category: "agency",
    featured: true,
    completedDaysAgo: 48,
    technologies: ["WordPress", "ACF", "HubSpot", "Tailwind CSS"],
    metrics: ["+140% qualified leads", "41 landing pages launched", "2.1 s to interactive on 4G"],
    liveUrl: "https://www.brightpathgroup.example"
  },
  {
    key: "helix-robotics",
    title: "Helix Robotics",
    description: "Product site for an industrial robotics maker with interactive 3D arm configurator, spec sheets per model and a dealer locator across North America.",
    category: "technology",
    featured: false,
    completedDaysAgo: 63,
    technologies: ["Three.js", "React", "Node.js", "PostgreSQL"],
    metrics: ["+75% quote requests", "6 min average session", "+170% organic traffic"],
    liveUrl: "https://www.helix-robotics.example"
  },
  {
    key: "ledgerly",
    title: "Ledgerly Invoicing",
    description: "Marketing site and sign-up flow for an invoicing app for freelancers, with a live invoice preview, plan comparison and localized pricing in six currencies.",
    category: "fintech",
    featured: false,
    completedDaysAgo: 77,
    technologies: ["SvelteKit", "Stripe Billing", "Plausible Analytics"],
    metrics: ["+88% paid conversions", "-52% checkout drop-off", "6 currencies"],
    liveUrl: "https://www.ledgerly.example"
  },
  {
    key: "studio-okapi",
    title: "Studio Okapi Architecture",
    description: "An editorial website for an architecture studio: full-bleed project stories, a filterable archive of built work and a press page that journalists actually use.",
    category: "creative",
    featured: false,
    completedDaysAgo: 94,
    technologies: ["Eleventy", "Sanity", "GSAP"],
    metrics: ["2 design awards", "+60% press enquiries", "100 Lighthouse SEO"],
    liveUrl: "https://www.studio-okapi.example"
  },
  {
    key: "summit-ridge-wealth",
    title: "Summit Ridge Wealth Partners",
    description: "A secure client portal for a wealth-management firm: quarterly statements, document vault and adviser messaging behind two-factor sign-in.",
    category: "fintech",
    featured: false,
    completedDaysAgo: 110,
    technologies: ["React", "Koa", "MongoDB", "TOTP two-factor", "AWS KMS"],
    metrics: ["1,200 client households", "Zero paper statements", "SOC 2 controls mapped"]
  },
  {
    key: "tallgrass-recruiting",
    title: "Tallgrass Recruiting",
    description: "Job board and employer pages for a healthcare staffing agency, with structured job data for search engines and one-tap apply from a phone.",
    category: "agency",
    featured: false,
    completedDaysAgo: 128,
    technologies: ["Nuxt", "Google for Jobs schema", "Greenhouse API"],
    metrics: ["+230% applications", "Jobs indexed within 24 h", "-45% time to hire"],
    liveUrl: "https://www.tallgrassrecruiting.example"
  },
  {
    key: "byteforge-devportal",
    title: "ByteForge Developer Portal",
    description: "An internal developer portal that brings API references, service ownership and on-call runbooks for 60 engineering teams into one searchable place.",
    category: "technology",
    featured: false,
    completedDaysAgo: 146,
    technologies: ["Backstage", "TypeScript", "OpenAPI", "Elasticsearch"],
    metrics: ["60 teams onboarded", "-30% onboarding time", "400 APIs documented"]
  },
  {
    key: "velvet-room",
    title: "The Velvet Room Jazz Club",
    description: "Event calendar and ticketing for a live-music venue, with artist pages, table reservations and a weekly newsletter that fills the quiet nights.",
    category: "creative",
    featured: false,
    completedDaysAgo: 171,
    technologies: ["Remix", "Shopify Checkout", "Mailchimp"],
    metrics: ["+48% advance ticket sales", "9,000 newsletter subscribers", "Sold-out Thursdays"],
    liveUrl: "https://www.velvetroomjazz.example"
  },
  {
    key: "paycrest",
    title: "PayCrest Merchant Services",
    description: "A payments provider's website with a fee calculator, industry pages for restaurants and retail, and a merchant application that pre-fills from the business registry.",
    category: "fintech",
    featured: false,
    completedDaysAgo: 199,
    technologies: ["Next.js", "Storyblok", "Segment", "Vercel"],
    metrics: ["+120% merchant sign-ups", "4.8 s faster application", "-27% cost per lead"],
    liveUrl: "https://www.paycrest.example"
  },
  {
    key: "meridian-travel",
    title: "Meridian Travel Co.",
    description: "A boutique travel agency site with itinerary pages, a trip-request wizard and destination guides that rank for long-tail searches.",
    category: "agency",
    featured: false,
    completedDaysAgo: 224,
    technologies: ["Gatsby", "Contentful", "Typeform"],
    metrics: ["+160% organic traffic", "+35% trip requests", "28 destination guides"],
    liveUrl: "https://www.meridiantravel.example"
  },
  {
    key: "cobalt-ops-dashboard",
    title: "Cobalt Logistics Ops Dashboard",
    description: "A private operations dashboard for a freight company that tracks loads, driver hours and delivery exceptions in real time for the dispatch team.",
    category: "technology",
    featured: false,
    completedDaysAgo: 252,
    technologies: ["React", "WebSockets", "Node.js", "TimescaleDB"],
    metrics: ["-22% late deliveries", "Real-time updates under 1 s", "3 depots connected"]
  }
];

// server/seed/seed-ids.ts
import { createHash as createHash3 } from "node:crypto";
var seedId = (key) => createHash3("sha256").update(`seed:${key}`).digest("hex").slice(0, 24);
var DAY_MS2 = 24 * 60 * 60 * 1e3;
var isoDaysAgo = (now, days, hours2 = 0) => new Date(now.getTime() - days * DAY_MS2 - hours2 * 60 * 60 * 1e3).toISOString();
var dateDaysAgo = (now, days) => isoDaysAgo(now, days).slice(0, 10);

// server/seed/showcase-data.ts
var SHOWCASE_SEED = [
  {
    key: "harborline",
    companyName: "Harborline Credit Union",
    websiteUrl: "https://www.harborline-cu.example",
    packageType: "platinum"
  },
  {
    key: "northwind",
    companyName: "Northwind Cloud",
    websiteUrl: "https://www.northwind-cloud.example",
    packageType: "enterprise"
  },
  {
    key: "lumen-grain",
    companyName: "Lumen & Grain Photography",
    websiteUrl: "https://www.lumenandgrain.example",
    packageType: "professional"
  }
];

// server/seed/testimonials-data.ts
var TESTIMONIALS_SEED = [
  {
    key: "maria-delgado",
    rating: 5,
    content: "Our old site took eight seconds to load on a phone. The new one is instant, and online loan applications went up within the first month. They explained every decision in plain English.",
    clientName: "Maria Delgado",
    clientCompany: "Harborline Credit Union"
  },
  {
    key: "james-whitfield",
    rating: 5,
    content: "We briefed them on a Monday and were taking bookings on Wednesday. The gallery looks better than anything I could have designed myself, and it is fast even on venue Wi-Fi.",
    clientName: "James Whitfield",
    clientCompany: "Lumen & Grain Photography"
  },
  {
    key: "priya-raman",
    rating: 5,
    content: "They rebuilt our docs and marketing site without breaking a single inbound link. Trial sign-ups doubled, and our engineers finally stopped maintaining a homemade CMS.",
    clientName: "Priya Raman",
    clientCompany: "Northwind Cloud"
  },
  {
    key: "derek-osei",
    rating: 4,
    content: "Clear fixed price, no surprises, and a lead form that feeds our CRM directly. We asked for a few extra landing pages after launch and they were live the same week.",
    clientName: "Derek Osei",
    clientCompany: "Brightpath Marketing Group"
  },
  {
    key: "hannah-becker",
    rating: 5,
    content: "The maintenance plan is the best money we spend. Security updates, uptime alerts and content changes happen without me chasing anyone, and the monthly report is actually readable.",
    clientName: "Hannah Becker",
    clientCompany: "Meridian Travel Co."
  },
  {
    key: "luis-fernandez",
    rating: 5,
    content: "Our site went down the night before a product launch. They had a clean, working replacement online by the next afternoon, with our content moved over and nothing lost.",
    clientName: "Luis Fern\xE1ndez",
    clientCompany: "PayCrest Merchant Services"
  }
];

// server/seed/seed-demo-content.ts
function demoPortfolio(now) {
  return PORTFOLIO_SEED.map(({ key, completedDaysAgo, ...project }, order) => {
    const id = seedId(`portfolio:${key}`);
    return {
      ...project,
      id,
      imageUrl: mediaUrl("portfolio", id),
      completedDate: dateDaysAgo(now, completedDaysAgo),
      technologies: [...project.technologies],
      metrics: [...project.metrics],
      order
    };
  });
}
function demoTestimonials() {
  return TESTIMONIALS_SEED.map(({ key, ...testimonial }) => {
    const id = seedId(`testimonial:${key}`);
    return { ...testimonial, id, clientImage: mediaUrl("avatar", id) };
  });
}
function demoShowcase() {
  return SHOWCASE_SEED.map(({ key, ...site }) => ({ ...site, id: seedId(`showcase:${key}`) }));
}
function demoBlogPosts(now) {
  return BLOG_SEED.map(({ key, daysAgo, content, ...post }) => {
    const id = seedId(`blog:${key}`);
    return {
      ...post,
      id,
      tags: [...post.tags],
      // Sanitised when saved, like every post (decision 22).
      content: sanitizeBlogHtml(content.trim()),
      featuredImage: mediaUrl("blog", id),
      createdAt: isoDaysAgo(now, daysAgo)
    };
  });
}
async function fillIfEmpty(existing, records, put) {
  if (existing.length > 0) return 0;
  for (const record of records) await put(record);
  return records.length;
}
async function seedDemoContent(store, { clock }) {
  const { content } = store;
  const now = clock.now();
  return {
    portfolio: await fillIfEmpty(
      await content.listPortfolio(),
      demoPortfolio(now),
      (r) => content.putPortfolio(r)
    ),
    testimonials: await fillIfEmpty(
      await content.listTestimonials(),
      demoTestimonials(),
      (r) => content.putTestimonial(r)
    ),
    showcase: await fillIfEmpty(await content.listShowcase(), demoShowcase(), (r) => content.putShowcase(r)),
    blogPosts: await fillIfEmpty(
      await content.listBlogPosts(),
      demoBlogPosts(now),
      (r) => content.putBlogPost(r)
    )
  };
}

// server/seed/demo-customer-data.ts
var DEMO_CUSTOMER = {
  email: "demo@agency.example",
  password: "demo-password",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  phone: "+1 555 0100"
};
var DEMO_PROJECTS = [
  {
    key: "company-site",
    websiteType: "Business website",
    packageType: "professional",
    status: "completed",
    paid: true,
    includeLogo: true,
    domainName: "{domain}",
    websiteUrl: "https://www.{domain}",
    daysAgo: 60,
    businessDescription: "We build bespoke calculating machinery for research laboratories and insurers. The site presents our three product lines, a gallery of installations, a page on our design process and a contact form for quotation requests. Visitors are mostly engineers and procurement officers, so clarity and technical detail matter more than decoration."
  },
  {
    key: "online-store",
    websiteType: "Online store",
    packageType: "enterprise",
    status: "in_progress",
    paid: true,
    includeLogo: false,
    domainName: "shop.{domain}",
    daysAgo: 9,
    businessDescription: "An online store for spare parts and punched-card supplies: around 150 products with variants, stock levels synchronised from our warehouse spreadsheet, card payments and shipping rates for the UK, Europe and North America. Existing customers should be able to reorder from their order history."
  },
  {
    key: "lecture-series",
    companyName: "Computing History Lecture Series",
    websiteType: "Event website",
    packageType: "platinum",
    status: "paid_full",
    paid: true,
    includeLogo: true,
    domainName: "computing-history-lectures.example",
    daysAgo: 3,
    businessDescription: "A website for an annual lecture series on computing history: speaker pages, a programme with sessions across two days, ticket sales with early-bird pricing, a recordings archive from previous years and a newsletter sign-up. It must be ready before tickets go on sale next month."
  },
  {
    key: "landing-page",
    websiteType: "Landing page",
    packageType: "startup",
    status: "pending",
    paid: false,
    includeLogo: false,
    daysAgo: 1,
    businessDescription: "A single campaign page for the launch of our new Difference Engine No. 3, with a short product video, key specifications, three customer quotes and a form to book a demonstration. It should match the look of the main company website."
  }
];
var DEMO_SUBSCRIPTION = { plan: "professional", daysAgo: 55 };
var DEMO_MESSAGES = [
  {
    key: "store-question",
    fromAdmin: false,
    subject: "Product photos for the store",
    content: "Hello, we have new photos of the spare parts. Should I send them as one zip file, or upload them somewhere? There are about 200 images.",
    hoursAgo: 50
  },
  {
    key: "store-photos-answer",
    fromAdmin: true,
    subject: "Re: Product photos for the store",
    content: "Thanks {firstName}! A single zip file is perfect; we will resize and compress them for the store. Please name each photo with its part number so we can match them automatically.",
    hoursAgo: 46
  },
  {
    key: "design-preview",
    fromAdmin: true,
    subject: "Design preview for your online store",
    content: "The first design of the store is ready for review: home page, category page and product page. Reply here with any changes and we will update it the same day.",
    hoursAgo: 5
  },
  {
    key: "lecture-kickoff",
    fromAdmin: true,
    subject: "Lecture series website: kick-off",
    content: "Payment received, thank you. Your project manager will call you tomorrow morning to go through the programme, speakers and ticket types.",
    hoursAgo: 2
  }
];
var DEMO_TICKETS = [
  {
    key: "form-spam",
    subject: "Contact form emails going to spam",
    description: "Quotation requests from the contact form have been landing in our spam folder since last week. Could you take a look?",
    category: "technical",
    status: "resolved",
    adminResponse: "We added SPF and DKIM records for your domain and switched the form to send through an authenticated mail service. Test messages now arrive in the inbox. Let us know if any more go astray.",
    daysAgo: 20
  },
  {
    key: "team-page",
    subject: "Add a page for our new engineer",
    description: "We have hired a new engineer, Charles. Could you add him to the team page? I will send a photo and a short biography.",
    category: "content",
    status: "open",
    daysAgo: 1
  }
];

// server/seed/seed-demo-customer.ts
var DAY_MS3 = 24 * 60 * 60 * 1e3;
var PERIOD_DAYS = 30;
var demoDomain = (name) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "demo"}.example`;
async function seedDemoCustomer(store, { clock, hashPassword, account = DEMO_CUSTOMER }) {
  const now = clock.now();
  const email = normalizeEmail(account.email);
  if (await store.customers.findByEmail(email)) return null;
  const company = account.company ?? `${account.lastName} Ltd`;
  const customer = {
    id: seedId(`customer:${email}`),
    email,
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    company,
    ...account.phone ? { phone: account.phone } : {},
    isAdmin: false,
    maintenanceCredit: 0,
    hasUsedMaintenanceCredit: false,
    createdAt: isoDaysAgo(now, 62)
  };
  try {
    await store.customers.create(customer);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return null;
    throw error;
  }
  const customerId = customer.id;
  const clientName = `${customer.firstName} ${customer.lastName}`;
  const domain = demoDomain(company);
  const withDomain = (text) => text?.replaceAll("{domain}", domain);
  for (const { key, paid, daysAgo, ...project } of DEMO_PROJECTS) {
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
      ...domainName ? { domainName } : {},
      ...websiteUrl ? { websiteUrl } : {},
      totalAmount,
      paidAmount: paid ? totalAmount : 0,
      logoAmount: project.includeLogo ? AMOUNTS.logoCents : 0,
      createdAt: isoDaysAgo(now, daysAgo)
    });
  }
  const subscriptionStart = now.getTime() - DEMO_SUBSCRIPTION.daysAgo * DAY_MS3;
  const periods = Math.floor(DEMO_SUBSCRIPTION.daysAgo / PERIOD_DAYS) + 1;
  await store.subscriptions.create({
    id: seedId(`subscription:${customerId}`),
    customerId,
    plan: DEMO_SUBSCRIPTION.plan,
    status: "active",
    currentPeriodEnd: new Date(subscriptionStart + periods * PERIOD_DAYS * DAY_MS3).toISOString(),
    createdAt: new Date(subscriptionStart).toISOString()
  });
  for (const { key, hoursAgo, content, ...message } of DEMO_MESSAGES) {
    await store.messages.create({
      ...message,
      content: content.replaceAll("{firstName}", customer.firstName),
      id: seedId(`message:${customerId}:${key}`),
      customerId,
      // Admin messages wait unread in the portal; the customer's own are unread by the team.
      isRead: false,
      createdAt: isoDaysAgo(now, 0, hoursAgo)
    });
  }
  for (const { key, daysAgo, ...ticket } of DEMO_TICKETS) {
    await store.supportTickets.create({
      ...ticket,
      id: seedId(`ticket:${customerId}:${key}`),
      customerId,
      createdAt: isoDaysAgo(now, daysAgo)
    });
  }
  return customerId;
}

// server/services/customers/admin-account.ts
async function ensureAdminAccount(deps) {
  const { store, passwords, admin } = deps;
  const email = normalizeEmail(admin.email);
  const existing = await store.customers.findByEmail(email);
  if (existing) {
    const passwordOk = await passwords.verify(admin.password, existing.passwordHash);
    const updated = await store.customers.update(existing.id, {
      isAdmin: true,
      totpSecret: admin.totpSecret,
      ...passwordOk ? {} : { passwordHash: await passwords.hash(admin.password) }
    });
    return updated ?? existing;
  }
  const record = {
    id: newId(),
    email,
    passwordHash: await passwords.hash(admin.password),
    firstName: admin.firstName ?? "Agency",
    lastName: admin.lastName ?? "Admin",
    isAdmin: true,
    totpSecret: admin.totpSecret,
    maintenanceCredit: 0,
    hasUsedMaintenanceCredit: false,
    createdAt: deps.clock.now().toISOString()
  };
  try {
    return await store.customers.create(record);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    return await store.customers.findByEmail(email) ?? record;
  }
}

// server/store/memory/rows.ts
var copy = (row) => structuredClone(row);
var copyOrNull = (row) => row === void 0 ? null : copy(row);
var hasExpired = (iso, now) => Date.parse(iso) <= now.getTime();
function patched(row, patch, fixedKeys) {
  const { set, unset } = splitPatch(patch, fixedKeys);
  const next = { ...row, ...set };
  for (const key of unset) delete next[key];
  return next;
}

// server/store/memory/account-repos.ts
function memoryCustomers(db) {
  const { customers } = db.tables;
  return {
    async create(record) {
      const stored = customers.insert(record.id, { ...record, email: normalizeEmail(record.email) });
      await db.commit();
      return copy(stored);
    },
    async findById(id) {
      return copyOrNull(customers.get(id));
    },
    async findByEmail(email) {
      return copyOrNull(customers.findUnique("email", normalizeEmail(email)));
    },
    async list() {
      return copy(customers.values().sort(newestFirst));
    },
    async update(id, patch) {
      const row = customers.get(id);
      if (!row) return null;
      const stored = customers.put(id, patched(row, patch, ["id", "email"]));
      await db.commit();
      return copy(stored);
    },
    async grantCreditOnce(id, cents) {
      const row = customers.get(id);
      if (!row || row.maintenanceCredit !== 0 || row.hasUsedMaintenanceCredit) return null;
      const stored = customers.put(id, { ...row, maintenanceCredit: cents });
      await db.commit();
      return copy(stored);
    },
    async delete(id) {
      const deleted = customers.delete(id);
      await db.commit();
      return deleted;
    }
  };
}
function memoryTokens(db) {
  const { tokens } = db.tables;
  return {
    async create(record) {
      tokens.insert(record.tokenHash, record);
      await db.commit();
    },
    async findValid(tokenHash, now) {
      db.prune(now);
      const row = tokens.get(tokenHash);
      if (!row) return null;
      if (hasExpired(row.expiresAt, now)) {
        tokens.delete(tokenHash);
        return null;
      }
      return copy(row);
    },
    async delete(tokenHash) {
      tokens.delete(tokenHash);
      await db.commit();
    },
    async deleteForCustomer(customerId) {
      tokens.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    }
  };
}
function memoryVerificationSessions(db) {
  const { verificationSessions: sessions } = db.tables;
  return {
    async create(record) {
      sessions.insert(record.id, record);
      await db.commit();
    },
    async findById(id) {
      return copyOrNull(sessions.get(id));
    },
    async recordFailure(id, maxAttempts) {
      const row = sessions.get(id);
      if (!row) return maxAttempts;
      const attempts = row.attempts < maxAttempts ? row.attempts + 1 : row.attempts;
      sessions.put(id, { ...row, attempts, closed: row.closed || attempts >= maxAttempts });
      await db.commit();
      return attempts;
    },
    async close(id) {
      const row = sessions.get(id);
      if (!row) return;
      sessions.put(id, { ...row, closed: true });
      await db.commit();
    }
  };
}
function memoryTotpSteps(db) {
  const { totpSteps } = db.tables;
  return {
    async markUsed(customerId, step, expiresAt) {
      const key = `${customerId}:${step}`;
      if (totpSteps.has(key)) return false;
      totpSteps.insert(key, { customerId, step, expiresAt: expiresAt.toISOString() });
      await db.commit();
      return true;
    }
  };
}
function memoryRateLimits(db) {
  const { rateLimits } = db.tables;
  return {
    async hit(key, windowMs, now) {
      db.prune(now);
      const row = rateLimits.get(key);
      const next = row && !hasExpired(row.resetAt, now) ? { ...row, count: row.count + 1 } : { key, count: 1, resetAt: new Date(now.getTime() + windowMs).toISOString() };
      rateLimits.put(key, next);
      await db.commit();
      return { count: next.count, resetAt: new Date(next.resetAt) };
    }
  };
}
function memoryCreditReservations(db) {
  const { creditReservations: reservations } = db.tables;
  return {
    async reserve(email, now) {
      const key = normalizeEmail(email);
      if (reservations.has(key)) return false;
      reservations.insert(key, { email: key, createdAt: now.toISOString() });
      await db.commit();
      return true;
    },
    async find(email) {
      return copyOrNull(reservations.get(normalizeEmail(email)));
    },
    async markApplied(email, now) {
      const key = normalizeEmail(email);
      const row = reservations.get(key);
      if (!row || row.appliedAt !== void 0) return false;
      reservations.put(key, { ...row, appliedAt: now.toISOString() });
      await db.commit();
      return true;
    }
  };
}

// server/store/memory/commerce-repos.ts
function memoryPayments(db) {
  const { payments } = db.tables;
  return {
    async create(record) {
      const stored = payments.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async findById(id) {
      return copyOrNull(payments.get(id));
    },
    async findByProviderSession(sessionId) {
      return copyOrNull(payments.findUnique("providerSessionId", sessionId));
    },
    async update(id, patch) {
      const row = payments.get(id);
      if (!row) return null;
      const stored = payments.put(id, patched(row, patch, ["id"]));
      await db.commit();
      return copy(stored);
    },
    async markPaidOnce(id, now) {
      const row = payments.get(id);
      if (!row || row.status !== "pending") return null;
      const stored = payments.put(id, { ...row, status: "paid", paidAt: now.toISOString() });
      await db.commit();
      return copy(stored);
    },
    async markCancelledOnce(id) {
      const row = payments.get(id);
      if (!row || row.status !== "pending") return null;
      const stored = payments.put(id, { ...row, status: "cancelled" });
      await db.commit();
      return copy(stored);
    },
    async claimUnlinkedPackagePayments(customerId, packageType, projectId) {
      const claimed = payments.values().filter(
        (row) => row.purpose === "package" && row.status === "paid" && row.customerId === customerId && row.packageType === packageType && row.projectId === void 0
      ).sort(oldestFirst).map((row) => payments.put(row.id, { ...row, projectId }));
      if (claimed.length > 0) await db.commit();
      return copy(claimed);
    }
  };
}
var oldestFirst = (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
function memoryProcessedEvents(db) {
  const { processedEvents } = db.tables;
  return {
    async markOnce(eventId, now) {
      if (processedEvents.has(eventId)) return false;
      processedEvents.insert(eventId, { eventId, processedAt: now.toISOString() });
      await db.commit();
      return true;
    }
  };
}
function memoryDomainOrders(db) {
  const { domainOrders } = db.tables;
  return {
    async create(record) {
      const stored = domainOrders.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async findById(id) {
      return copyOrNull(domainOrders.get(id));
    },
    async update(id, patch) {
      const row = domainOrders.get(id);
      if (!row) return null;
      const stored = domainOrders.put(id, patched(row, patch, ["id"]));
      await db.commit();
      return copy(stored);
    },
    async isOrdered(fqdn) {
      const name = fqdn.trim().toLowerCase();
      return domainOrders.values().some((row) => row.status === "paid" && `${row.domainName}.${row.tld}` === name);
    }
  };
}

// server/store/memory/content-repo.ts
function memoryContent(db) {
  const { portfolio, testimonials, showcase, blogPosts } = db.tables;
  return {
    async listPortfolio() {
      return copy(portfolio.values().sort((a, b) => a.order - b.order || byId(a, b)));
    },
    async listTestimonials() {
      return copy(testimonials.values().sort(byId));
    },
    async listShowcase() {
      return copy(showcase.values().sort(byId));
    },
    async listBlogPosts() {
      return copy(blogPosts.values().sort(newestFirst));
    },
    async findBlogPost(slug) {
      return copyOrNull(blogPosts.findUnique("slug", slug));
    },
    async putPortfolio(record) {
      portfolio.put(record.id, record);
      await db.commit();
    },
    async putTestimonial(record) {
      testimonials.put(record.id, record);
      await db.commit();
    },
    async putShowcase(record) {
      showcase.put(record.id, record);
      await db.commit();
    },
    async putBlogPost(record) {
      blogPosts.put(record.id, record);
      await db.commit();
    }
  };
}

// server/store/memory/journal.ts
import {
  appendFileSync,
  closeSync as closeSync2,
  existsSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync as openSync2,
  readFileSync as readFileSync2,
  renameSync,
  rmSync as rmSync2,
  writeFileSync as writeFileSync2
} from "node:fs";
import { join as join2 } from "node:path";

// server/store/memory/lock.ts
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
var heldHere = /* @__PURE__ */ new Set();
var isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};
function lockDataDir(dir) {
  const path3 = join(resolve(dir), "lock");
  if (heldHere.has(path3)) throw new Error(`The data folder ${dir} is already open in this process`);
  try {
    const fd = openSync(path3, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    const owner = Number(readFileSync(path3, "utf8"));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data folder ${dir} is in use by process ${owner}; stop it first (or delete ${path3} if no server is running)`,
        { cause: error }
      );
    }
    writeFileSync(path3, String(process.pid));
  }
  heldHere.add(path3);
  return () => {
    heldHere.delete(path3);
    rmSync(path3, { force: true });
  };
}

// server/store/memory/journal.ts
var SNAPSHOT_FILE = "snapshot.json";
var JOURNAL_FILE = "journal.jsonl";
var Journal = class {
  constructor(dir, target, compactAfterBytes) {
    this.dir = dir;
    this.target = target;
    this.compactAfterBytes = compactAfterBytes;
    mkdirSync(dir, { recursive: true });
    this.release = lockDataDir(dir);
    try {
      const replayed = replay(dir, target);
      this.snapshotBytes = replayed.snapshotBytes;
      this.fd = openSync2(join2(dir, JOURNAL_FILE), "a");
      if (replayed.journalBytes > 0) this.compact();
    } catch (error) {
      this.release();
      throw error;
    }
  }
  dir;
  target;
  compactAfterBytes;
  fd;
  release;
  bytes = 0;
  /** Size of the last snapshot: the journal may grow as large before the next compaction. */
  snapshotBytes = 0;
  /** Set when a write or fsync failed in a way that leaves the journal untrustworthy. */
  broken = null;
  written = 0;
  synced = 0;
  syncing = null;
  waiters = [];
  closed = false;
  write(line) {
    if (this.closed) throw new Error("The store is closed");
    if (this.broken)
      throw new Error("The journal can no longer be written; restart the server", { cause: this.broken });
    const data = `${line}
`;
    try {
      appendFileSync(this.fd, data);
    } catch (error) {
      try {
        ftruncateSync(this.fd, this.bytes);
      } catch {
        this.broken = error;
      }
      throw error;
    }
    this.written += 1;
    this.bytes += Buffer.byteLength(data);
  }
  /**
   * Resolves once every line written so far is on disk. Compacts when the journal has outgrown both
   * the threshold and the last snapshot, so that rewriting the snapshot costs no more than the
   * journal it replaces.
   */
  commit() {
    if (this.bytes >= Math.max(this.compactAfterBytes, this.snapshotBytes)) this.compact();
    const seq = this.written;
    if (seq <= this.synced) return Promise.resolve();
    return new Promise((resolve2, reject) => {
      this.waiters.push({ seq, resolve: resolve2, reject });
      this.flush();
    });
  }
  /** Writes the whole state as a new snapshot and empties the journal. */
  compact() {
    if (this.closed) throw new Error("The store is closed");
    const snapshotPath = join2(this.dir, SNAPSHOT_FILE);
    const temp = `${snapshotPath}.tmp`;
    const snapshot = JSON.stringify({ version: 1, tables: this.target.dump() });
    const fd = openSync2(temp, "w");
    try {
      writeFileSync2(fd, snapshot);
      fsyncSync(fd);
    } finally {
      closeSync2(fd);
    }
    renameSync(temp, snapshotPath);
    syncFolder(this.dir);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.bytes = 0;
    this.snapshotBytes = Buffer.byteLength(snapshot);
    this.synced = this.written;
    this.settle(this.written, null);
  }
  async close() {
    if (this.closed) return;
    await this.commit();
    await this.syncing;
    try {
      this.compact();
    } finally {
      this.closed = true;
      closeSync2(this.fd);
      this.release();
    }
  }
  flush() {
    if (this.syncing) return;
    const upTo = this.written;
    this.syncing = new Promise((done) => {
      fsync(this.fd, (error) => {
        this.syncing = null;
        if (error) this.broken = error;
        else this.synced = Math.max(this.synced, upTo);
        this.settle(upTo, error);
        if (this.waiters.length > 0) this.flush();
        done();
      });
    });
  }
  settle(upTo, error) {
    const due = this.waiters.filter((waiter) => waiter.seq <= upTo);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > upTo);
    for (const waiter of due) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }
};
function syncFolder(dir) {
  if (process.platform === "win32") return;
  const fd = openSync2(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync2(fd);
  }
}
var isEntry = (value) => typeof value === "object" && value !== null && typeof value.t === "string" && typeof value.k === "string";
var isSnapshot = (value) => typeof value === "object" && value !== null && value.version === 1 && typeof value.tables === "object" && value.tables !== null;
function replay(dir, target) {
  const snapshotPath = join2(dir, SNAPSHOT_FILE);
  rmSync2(`${snapshotPath}.tmp`, { force: true });
  let snapshotBytes = 0;
  if (existsSync(snapshotPath)) {
    const text2 = readFileSync2(snapshotPath, "utf8");
    snapshotBytes = Buffer.byteLength(text2);
    const snapshot = parseJson2(text2);
    if (!isSnapshot(snapshot)) throw new Error(`${snapshotPath} is not a snapshot of this store`);
    for (const [t, rows] of Object.entries(snapshot.tables)) {
      for (const [k, v] of rows) target.apply({ t, k, v });
    }
  }
  const journalPath = join2(dir, JOURNAL_FILE);
  if (!existsSync(journalPath)) return { snapshotBytes, journalBytes: 0 };
  const text = readFileSync2(journalPath, "utf8");
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    if (line === "") return;
    const entry = parseJson2(line);
    if (isEntry(entry)) {
      target.apply(entry);
      return;
    }
    if (index === lines.length - 1) return;
    throw new Error(`${journalPath}: line ${index + 1} is corrupt`);
  });
  return { snapshotBytes, journalBytes: text.length };
}
function parseJson2(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// server/store/memory/table.ts
var Table = class {
  constructor(name, sink, primaryKeyName = "id", uniqueKeys = {}) {
    this.name = name;
    this.sink = sink;
    this.primaryKeyName = primaryKeyName;
    this.uniqueKeys = uniqueKeys;
    for (const index of Object.keys(uniqueKeys)) this.uniques.set(index, /* @__PURE__ */ new Map());
  }
  name;
  sink;
  primaryKeyName;
  uniqueKeys;
  rows = /* @__PURE__ */ new Map();
  uniques = /* @__PURE__ */ new Map();
  get size() {
    return this.rows.size;
  }
  /** The stored row itself: callers copy it before handing it out. */
  get(key) {
    return this.rows.get(key);
  }
  has(key) {
    return this.rows.has(key);
  }
  values() {
    return Array.from(this.rows.values());
  }
  entries() {
    return Array.from(this.rows.entries());
  }
  findUnique(index, value) {
    const key = this.uniques.get(index)?.get(value);
    return key === void 0 ? void 0 : this.rows.get(key);
  }
  /** Adds a row whose primary key must be new. */
  insert(key, row) {
    if (this.rows.has(key)) throw new DuplicateKeyError(this.primaryKeyName);
    return this.put(key, row);
  }
  /** Inserts or replaces a row; returns the stored row. */
  put(key, row) {
    const json = JSON.stringify(row);
    const stored = JSON.parse(json);
    this.checkUnique(key, stored);
    this.sink.write(`{"t":${JSON.stringify(this.name)},"k":${JSON.stringify(key)},"v":${json}}`);
    this.load(key, stored);
    return stored;
  }
  delete(key) {
    if (!this.rows.has(key)) return false;
    this.sink.write(JSON.stringify({ t: this.name, k: key }));
    this.unload(key);
    return true;
  }
  /** Deletes every row the predicate selects; returns how many. */
  deleteWhere(predicate) {
    const keys = this.entries().filter(([, row]) => predicate(row)).map(([key]) => key);
    for (const key of keys) this.delete(key);
    return keys.length;
  }
  /** Applies a row without journaling it (replay). */
  load(key, row) {
    this.unindex(key);
    this.rows.set(key, row);
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(row);
      if (value !== void 0) this.uniques.get(index)?.set(value, key);
    }
  }
  /** Removes a row without journaling it (replay). */
  unload(key) {
    this.unindex(key);
    this.rows.delete(key);
  }
  checkUnique(key, row) {
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(row);
      if (value === void 0) continue;
      const owner = this.uniques.get(index)?.get(value);
      if (owner !== void 0 && owner !== key) throw new DuplicateKeyError(index);
    }
  }
  unindex(key) {
    const previous = this.rows.get(key);
    if (!previous) return;
    for (const [index, keyOf] of Object.entries(this.uniqueKeys)) {
      const value = keyOf(previous);
      const values = this.uniques.get(index);
      if (value !== void 0 && values?.get(value) === key) values.delete(value);
    }
  }
};

// server/store/memory/memory-db.ts
function createTables(sink) {
  return {
    customers: new Table("customers", sink, "id", { email: (row) => row.email }),
    tokens: new Table("tokens", sink, "tokenHash"),
    verificationSessions: new Table("verificationSessions", sink),
    totpSteps: new Table("totpSteps", sink, "step"),
    rateLimits: new Table("rateLimits", sink, "key"),
    projects: new Table("projects", sink),
    subscriptions: new Table("subscriptions", sink),
    supportTickets: new Table("supportTickets", sink),
    messages: new Table("messages", sink),
    portfolio: new Table("portfolio", sink),
    testimonials: new Table("testimonials", sink),
    showcase: new Table("showcase", sink),
    blogPosts: new Table("blogPosts", sink, "id", { slug: (row) => row.slug }),
    creditReservations: new Table("creditReservations", sink, "email"),
    payments: new Table("payments", sink, "id", {
      providerSessionId: (row) => row.providerSessionId
    }),
    processedEvents: new Table("processedEvents", sink, "eventId"),
    domainOrders: new Table("domainOrders", sink),
    leads: new Table("leads", sink)
  };
}
var PRUNE_EVERY_MS = 6e4;
function createMemoryDb(tables, commit) {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    tables,
    commit,
    prune(now) {
      const at = now.getTime();
      if (Math.abs(at - lastPrune) < PRUNE_EVERY_MS) return;
      lastPrune = at;
      tables.tokens.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.verificationSessions.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.totpSteps.deleteWhere((row) => Date.parse(row.expiresAt) <= at);
      tables.rateLimits.deleteWhere((row) => Date.parse(row.resetAt) <= at);
    }
  };
}
function applyEntry(tables, entry) {
  const table = tables[entry.t];
  if (!table) throw new Error(`unknown table "${entry.t}" in the journal`);
  if (entry.v === void 0) table.unload(entry.k);
  else table.load(entry.k, entry.v);
}
function dumpTables(tables) {
  return Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, table.entries()]));
}

// server/store/memory/portal-repos.ts
function memoryProjects(db) {
  const { projects } = db.tables;
  return {
    async create(record) {
      const stored = projects.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async findById(id) {
      return copyOrNull(projects.get(id));
    },
    async listByCustomer(customerId) {
      return copy(
        projects.values().filter((row) => row.customerId === customerId).sort(newestFirst)
      );
    },
    async list() {
      return copy(projects.values().sort(newestFirst));
    },
    async update(id, patch) {
      const row = projects.get(id);
      if (!row) return null;
      const stored = projects.put(id, patched(row, patch, ["id"]));
      await db.commit();
      return copy(stored);
    },
    async addPayment(id, cents) {
      const row = projects.get(id);
      if (!row) return null;
      const paidAmount = row.paidAmount + cents;
      const stored = projects.put(id, { ...row, paidAmount, status: statusAfterPayment(row.status, paidAmount, row.totalAmount) });
      await db.commit();
      return copy(stored);
    }
  };
}
function statusAfterPayment(status, paid, total) {
  if (status !== "pending" && status !== "paid_deposit") return status;
  if (paid >= total) return "paid_full";
  return paid > 0 ? "paid_deposit" : status;
}
function memorySubscriptions(db) {
  const { subscriptions } = db.tables;
  return {
    async create(record) {
      const stored = subscriptions.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async findById(id) {
      return copyOrNull(subscriptions.get(id));
    },
    async listByCustomer(customerId) {
      return copy(
        subscriptions.values().filter((row) => row.customerId === customerId).sort(newestFirst)
      );
    },
    async update(id, patch) {
      const row = subscriptions.get(id);
      if (!row) return null;
      const stored = subscriptions.put(id, patched(row, patch, ["id", "customerId"]));
      await db.commit();
      return copy(stored);
    },
    async deleteForCustomer(customerId) {
      subscriptions.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    }
  };
}
function memorySupportTickets(db) {
  const { supportTickets: tickets } = db.tables;
  return {
    async create(record) {
      const stored = tickets.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async listByCustomer(customerId) {
      return copy(
        tickets.values().filter((row) => row.customerId === customerId).sort(newestFirst)
      );
    },
    async deleteForCustomer(customerId) {
      tickets.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    }
  };
}
function memoryMessages(db) {
  const { messages } = db.tables;
  return {
    async create(record) {
      const stored = messages.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async listByCustomer(customerId) {
      return copy(
        messages.values().filter((row) => row.customerId === customerId).sort(newestFirst)
      );
    },
    async list() {
      return copy(messages.values().sort(newestFirst));
    },
    async markAdminMessagesRead(customerId, now) {
      const unread = messages.values().filter((row) => row.customerId === customerId && row.fromAdmin && !row.isRead);
      for (const row of unread) messages.put(row.id, { ...row, isRead: true, readAt: now.toISOString() });
      await db.commit();
      return unread.length;
    },
    async deleteReadBefore(cutoff) {
      const deleted = messages.deleteWhere(
        (row) => row.isRead && row.readAt !== void 0 && Date.parse(row.readAt) < cutoff.getTime()
      );
      await db.commit();
      return deleted;
    },
    async deleteForCustomer(customerId) {
      messages.deleteWhere((row) => row.customerId === customerId);
      await db.commit();
    }
  };
}
function memoryLeads(db) {
  const { leads } = db.tables;
  return {
    async create(record) {
      const stored = leads.insert(record.id, record);
      await db.commit();
      return copy(stored);
    },
    async list() {
      return copy(leads.values().sort(newestFirst));
    }
  };
}

// server/store/memory/memory-store.ts
var DEFAULT_COMPACT_AFTER_BYTES = 4 * 1024 * 1024;
function createMemoryStore(options = {}) {
  let journal = null;
  const sink = { write: (line) => journal?.write(line) };
  const tables = createTables(sink);
  if (options.dir !== void 0) {
    journal = new Journal(
      options.dir,
      { apply: (entry) => applyEntry(tables, entry), dump: () => dumpTables(tables) },
      options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES
    );
  }
  const db = createMemoryDb(tables, () => journal?.commit() ?? Promise.resolve());
  return {
    customers: memoryCustomers(db),
    tokens: memoryTokens(db),
    verificationSessions: memoryVerificationSessions(db),
    totpSteps: memoryTotpSteps(db),
    rateLimits: memoryRateLimits(db),
    projects: memoryProjects(db),
    subscriptions: memorySubscriptions(db),
    supportTickets: memorySupportTickets(db),
    messages: memoryMessages(db),
    content: memoryContent(db),
    creditReservations: memoryCreditReservations(db),
    payments: memoryPayments(db),
    processedEvents: memoryProcessedEvents(db),
    domainOrders: memoryDomainOrders(db),
    leads: memoryLeads(db),
    async isEmpty() {
      return [
        tables.customers,
        tables.portfolio,
        tables.testimonials,
        tables.showcase,
        tables.blogPosts
      ].every((table) => table.size === 0);
    },
    compact() {
      journal?.compact();
    },
    async close() {
      await journal?.close();
    }
  };
}

// server/store/index.ts
var DEFAULT_DATA_DIR = ".data";
async function createStore(config = {}) {
  if (config.mongodbUri) {
    const { createMongoStore } = await import("./mongo-store-VBPBOBHN.js");
    return createMongoStore(config.mongodbUri);
  }
  if (config.inMemory) return createMemoryStore();
  return createMemoryStore({ dir: config.dataDir ?? DEFAULT_DATA_DIR });
}

// server/start.ts
async function startServer(options) {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  const services = createCoreServices({ config, store, clock, logger });
  const seeded = !config.mongodbUri && await store.isEmpty();
  if (seeded) {
    await seedDemoContent(store, { clock });
    await seedDemoCustomer(store, { clock, hashPassword: (password) => services.passwords.hash(password) });
  }
  await ensureAdminAccount({ store, clock, passwords: services.passwords, admin: config.admin });
  const app = createApp({ config, store, clock, logger, services, distDir: options.distDir });
  const stopCleanup = startMessageCleanup({
    store,
    clock,
    intervalMs: config.messageCleanupIntervalMs,
    logger
  });
  const server = await new Promise((resolve2, reject) => {
    const listening = app.listen(config.port, options.host, () => resolve2(listening));
    listening.once("error", reject);
  });
  const { port } = server.address();
  return {
    url: `http://localhost:${port}`,
    port,
    store,
    seeded,
    async close() {
      stopCleanup();
      await new Promise((resolve2) => server.close(() => resolve2()));
      await store.close();
    }
  };
}

// bench/app-server.ts
async function main() {
  const dataDir = mkdtempSync(path2.join(tmpdir(), "bench-data-"));
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "0",
    DATA_DIR: dataDir,
    // The bench signs in thousands of times from one address; production keeps the defaults.
    AUTH_RATE_LIMIT_PER_IP: "1000000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "1000000"
  });
  const logger = createLogger({ level: config.logLevel });
  const distDir = path2.join(process.cwd(), "dist");
  const running = await startServer({ config, logger, distDir, host: "127.0.0.1" });
  serveBench(running.port, async () => {
    await running.close();
    rmSync3(dataDir, { recursive: true, force: true });
  });
}
main().catch((error) => {
  console.error("bench app server failed to start:", error);
  process.exit(1);
});
//# sourceMappingURL=app.js.map
