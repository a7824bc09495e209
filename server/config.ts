/**
 * Configuration from the environment, parsed with zod. A bad value stops start-up with a message
 * naming the variable; everything has a default that runs the demo on a fresh machine, except that
 * production (NODE_ENV=production) refuses the public demo admin and, unless PAYMENTS_SANDBOX=true,
 * the sandbox checkout.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { LIMITS } from '@contract/catalogue';
import { emailSchema } from '@contract/fields';
import type { PaymentLinkKind } from '@contract/api/payments';
import type { LogLevel } from './lib/logger';
import type { IpRateLimitConfig, RateLimitConfig } from './policies/rate-limit';
import type { Argon2Params, PasswordHashingConfig } from './services/auth/passwords';

/** The demo admin of decision 11: used when ADMIN_* is not configured. Public on purpose. */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'admin-demo-password',
  /** Base32, 20 bytes: what an authenticator app scans from the printed QR code. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/**
 * argon2id cost of decision 7: OWASP's minimum, 19 MiB, 2 passes, 1 lane. Tests lower the memory
 * through `testConfig`; production keeps this.
 */
export const PRODUCTION_ARGON2: Argon2Params = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 };
/**
 * Hashes at once in production: one per core (each a thread of libuv's pool holding 19 MiB), so
 * sign-ins use the machine without queueing behind one another, and memory stays bounded.
 */
const PRODUCTION_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism()));

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  mongodbUri?: string;
  /** Where the site is reached from outside: payment return URLs are built on it. */
  publicOrigin: string;
  /** Read the client address and protocol from X-Forwarded-* (behind a reverse proxy). */
  trustProxy: boolean;
  /**
   * Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY_HOPS, default 1): the
   * client address is the entry that many places from the right. Entries further left are whatever
   * the client sent, so reading them would let anyone pick the address the rate limits count.
   */
  trustProxyHops: number;
  /**
   * Lets the health check fetch loopback addresses (127.0.0.0/8, ::1). Off by default; only for tests and
   * a local demo of checking a page served on this machine. Private and metadata ranges stay refused.
   */
  healthCheckAllowLoopback: boolean;
  admin: { email: string; password: string; totpSecret: string; usesDemoDefaults: boolean };
  /** Stripe when both secrets are set; otherwise the built-in sandbox checkout (decision 13). */
  stripe: { secretKey?: string; webhookSecret?: string };
  /** Fixed external payment links (decision 15); a kind without one opens the sandbox checkout. */
  paymentLinks: Partial<Record<PaymentLinkKind, string>>;
  /** Domain availability: the embedded offline registry (default) or RDAP (decision 21). */
  domainRegistry: 'embedded' | 'rdap';
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** argon2id cost, hashes at once (each holds memoryKiB) and hashes that may wait before a 503. */
  passwordHashing: PasswordHashingConfig;
  rateLimit: RateLimitConfig;
  /** The public calls that store or fetch something (health check, domains, credit claim, projects). */
  publicRateLimit: IpRateLimitConfig;
  /** Seconds of the customer and admin tokens (decision 8). */
  tokenTtlSeconds: { customer: number; admin: number };
  /** How often the 24-hour message cleanup runs (decision 18). */
  messageCleanupIntervalMs: number;
  /**
   * Whether each page served is compressed again, in the background, as small as it gets (brotli 11,
   * gzip 9) after the quick compression its first visitor gets. Off in tests: ~0.3 s of a core per
   * page and language for every server a test starts, and no test reads the smaller bytes.
   */
  bestPageCompression: boolean;
  /**
   * Signs the claim links of the agency's emails (decision 29); generated once and kept in the store
   * when not configured.
   */
  claimLinkSecret?: string;
  /**
   * Mail (decision 36). smtpUrl: SMTP_URL (smtp://user:pass@host:port, STARTTLS when offered;
   * smtps:// for TLS); without it nothing is sent and mail stays in the admin's outbox. from:
   * MAIL_FROM. adminAddress: ADMIN_NOTIFY_EMAIL, where the agency's notifications go (default the
   * admin's email). brand: BRAND_NAME, the name the messages are signed with.
   */
  mail: { smtpUrl?: string; from: string; adminAddress: string; brand: string };
  /** Tests: every answer is checked with zod, and one that breaks the contract answers with the issues. */
  exposeContractErrors: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(int(0, 65535)),
  DATA_DIR: optional(z.string().min(1)),
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
  ),
  PUBLIC_ORIGIN: optional(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)),
  TRUST_PROXY: optional(flag),
  TRUST_PROXY_HOPS: optional(int(1, 100)),
  HEALTH_CHECK_ALLOW_LOOPBACK: optional(flag),
  ADMIN_EMAIL: optional(emailSchema),
  ADMIN_PASSWORD: optional(z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax)),
  ADMIN_TOTP_SECRET: optional(
    z
      .string()
      .transform((secret) => secret.replace(/[\s=]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z2-7]{26,}$/, 'must be base32 of at least 16 bytes')),
  ),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must start with whsec_')),
  PAYMENT_LINK_MAINTENANCE: optional(z.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_FIX_PLAN: optional(z.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_REPAIR_DEPOSIT: optional(z.url({ protocol: /^https?$/ })),
  PAYMENT_LINK_DOMAIN_REGISTRAR: optional(z.url({ protocol: /^https?$/ })),
  PAYMENTS_SANDBOX: optional(flag),
  DOMAIN_REGISTRY: optional(z.enum(['embedded', 'rdap'])),
  LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error'])),
  AUTH_RATE_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  AUTH_RATE_LIMIT_PER_ACCOUNT_AND_IP: optional(int(1, 1_000_000)),
  AUTH_RATE_LIMIT_PER_ACCOUNT: optional(int(1, 1_000_000)),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: optional(int(1, 86_400)),
  CLAIM_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_RATE_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  PUBLIC_RATE_LIMIT_WINDOW_SECONDS: optional(int(1, 86_400)),
  SMTP_URL: optional(
    z.string().refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      message: 'must be smtp://user:pass@host:port or smtps://…',
    }),
  ),
  MAIL_FROM: optional(z.string().min(3).max(320)),
  ADMIN_NOTIFY_EMAIL: optional(emailSchema),
  BRAND_NAME: optional(z.string().trim().min(1).max(100)),
});

/** The brand the site's client defaults to (VITE_BRAND_NAME), used by the mail too. */
export const DEFAULT_BRAND = 'Swift Web Studio';

const DAY_SECONDS = 24 * 60 * 60;

type Env = z.output<typeof envSchema>;
const ADMIN_VARIABLES = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET'] as const;

/**
 * The admin comes wholly from the environment or wholly from the demo defaults: a partial set would
 * quietly pair a real email and password with the public demo TOTP secret. Production never runs
 * the demo admin, whose password and secret are printed in this repository. True for the demo.
 */
function checkAdmin(e: Env, env: Config['env']): boolean {
  const missing = ADMIN_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === 0) return false;
  if (missing.length < ADMIN_VARIABLES.length) {
    const set = ADMIN_VARIABLES.filter((name) => !missing.includes(name));
    throw new ConfigError(missing[0] ?? 'ADMIN_TOTP_SECRET', `is required when ${set.join(' and ')} is set`);
  }
  if (env === 'production') {
    throw new ConfigError(
      'ADMIN_EMAIL',
      "is required in production, with ADMIN_PASSWORD and ADMIN_TOTP_SECRET: the demo admin's password and TOTP secret are public",
    );
  }
  return true;
}

/**
 * Stripe needs both secrets: the key to open checkouts, the signing secret to trust its webhook. On
 * the sandbox anyone can mark their own checkout paid, so production uses it only when asked to.
 */
function checkPaymentProvider(e: Env, env: Config['env']): void {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'is required when STRIPE_WEBHOOK_SECRET is set');
  }
  if (env === 'production' && !e.STRIPE_SECRET_KEY && e.PAYMENTS_SANDBOX !== true) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'is required in production (with STRIPE_WEBHOOK_SECRET): the sandbox checkout lets anyone mark their own payment paid; set PAYMENTS_SANDBOX=true to run it anyway',
    );
  }
}

const withoutUndefined = <T extends Record<string, string | undefined>>(
  record: T,
): Partial<Record<keyof T, string>> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<
    Record<keyof T, string>
  >;

/** Reads the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  const e = parsed.data;
  const runsIn = e.NODE_ENV ?? 'development';
  const usesDemoDefaults = checkAdmin(e, runsIn);
  checkPaymentProvider(e, runsIn);
  const port = e.PORT ?? 3000;
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const adminEmail = e.ADMIN_EMAIL ?? DEMO_ADMIN.email;
  return {
    env: runsIn,
    port,
    dataDir: e.DATA_DIR ?? '.data',
    mongodbUri: e.MONGODB_URI,
    publicOrigin,
    trustProxy: e.TRUST_PROXY ?? false,
    trustProxyHops: e.TRUST_PROXY_HOPS ?? 1,
    healthCheckAllowLoopback: e.HEALTH_CHECK_ALLOW_LOOPBACK ?? false,
    admin: {
      email: adminEmail,
      password: e.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
      totpSecret: e.ADMIN_TOTP_SECRET ?? DEMO_ADMIN.totpSecret,
      usesDemoDefaults,
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    paymentLinks: withoutUndefined({
      maintenance: e.PAYMENT_LINK_MAINTENANCE,
      fix_plan: e.PAYMENT_LINK_FIX_PLAN,
      repair_deposit: e.PAYMENT_LINK_REPAIR_DEPOSIT,
      domain_registrar: e.PAYMENT_LINK_DOMAIN_REGISTRAR,
    }),
    domainRegistry: e.DOMAIN_REGISTRY ?? 'embedded',
    logLevel: e.LOG_LEVEL ?? 'info',
    bodyLimitBytes: 100 * 1024,
    passwordHashing: { ...PRODUCTION_ARGON2, maxConcurrent: PRODUCTION_CONCURRENT_HASHES },
    rateLimit: {
      windowMs: (e.AUTH_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60) * 1000,
      perIp: e.AUTH_RATE_LIMIT_PER_IP ?? 60,
      perAccountAndIp: e.AUTH_RATE_LIMIT_PER_ACCOUNT_AND_IP ?? 10,
      // What a guesser spread over many addresses gets before the delays; the owner's own address
      // and device never meet it.
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT ?? 50,
    },
    // Generous: a person checking sites or searching names never meets it; a script filling the store does.
    publicRateLimit: {
      windowMs: (e.PUBLIC_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60) * 1000,
      perIp: e.PUBLIC_RATE_LIMIT_PER_IP ?? 100,
    },
    tokenTtlSeconds: { customer: 30 * DAY_SECONDS, admin: 12 * 60 * 60 },
    messageCleanupIntervalMs: 60 * 60 * 1000,
    bestPageCompression: true,
    claimLinkSecret: e.CLAIM_LINK_SECRET,
    mail: mailConfig(e, publicOrigin, adminEmail),
    exposeContractErrors: false,
  };
}

function mailConfig(e: Env, publicOrigin: string, adminEmail: string): Config['mail'] {
  const brand = e.BRAND_NAME ?? DEFAULT_BRAND;
  const host = new URL(publicOrigin).hostname;
  // A bare hostname (localhost) is no mail domain: the demo's sender is at localhost.localdomain.
  const domain = host.includes('.') ? host : 'localhost.localdomain';
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `${brand} <no-reply@${domain}>`,
    adminAddress: e.ADMIN_NOTIFY_EMAIL ?? adminEmail,
    brand,
  };
}

/** A configuration for tests: cheap hashing, low limits, contract errors shown, pages compressed once. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', PORT: '0' });
  return {
    ...base,
    passwordHashing: { memoryKiB: 64, passes: 2, parallelism: 1, maxConcurrent: 4, maxWaiting: 1000 },
    rateLimit: { windowMs: 60_000, perIp: 1000, perAccountAndIp: 1000, perAccount: 1000 },
    publicRateLimit: { windowMs: 60_000, perIp: 1000 },
    exposeContractErrors: true,
    bestPageCompression: false,
    ...overrides,
  };
}
