/**
 * Configuration from the environment: demo defaults, the production hashing cost, and a bad value
 * stopping start-up with a message that names the variable.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, PRODUCTION_ARGON2, loadConfig } from './config';

/** A production environment that starts: its own admin and Stripe. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'boss@agency.example',
  ADMIN_PASSWORD: 'long-enough',
  ADMIN_TOTP_SECRET: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_456',
};

const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  return null;
};

describe('loadConfig', () => {
  it('runs the demo with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '.data',
      publicOrigin: 'http://localhost:3000',
      trustProxy: false,
      healthCheckAllowLoopback: false,
      admin: { ...DEMO_ADMIN, usesDemoDefaults: true },
      domainRegistry: 'embedded',
      bodyLimitBytes: 100 * 1024,
    });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.stripe).toEqual({ secretKey: undefined, webhookSecret: undefined });
  });

  it('keeps the production argon2id cost of decision 7 (OWASP: 19 MiB, t=2, p=1) and the token lifetimes of decision 8', () => {
    const config = loadConfig(PRODUCTION);
    expect(PRODUCTION_ARGON2).toEqual({ memoryKiB: 19_456, passes: 2, parallelism: 1 });
    expect(config.passwordHashing).toMatchObject(PRODUCTION_ARGON2);
    // Memory is bounded: at most four hashes of 19 MiB at once.
    expect(config.passwordHashing.maxConcurrent).toBeGreaterThanOrEqual(1);
    expect(config.passwordHashing.maxConcurrent).toBeLessThanOrEqual(4);
    expect(config.tokenTtlSeconds).toEqual({ customer: 30 * 86_400, admin: 12 * 3600 });
  });

  it('reads the configured values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/agency',
      MONGODB_URI: 'mongodb://db:27017/agency',
      PUBLIC_ORIGIN: 'https://agency.example/some/path',
      TRUST_PROXY: 'true',
      HEALTH_CHECK_ALLOW_LOOPBACK: 'true',
      ADMIN_EMAIL: ' Boss@Agency.Example ',
      ADMIN_PASSWORD: 'long-enough',
      ADMIN_TOTP_SECRET: 'krsx g5ct mvrx ezlu krsx g5ct mvrx ezlu',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      PAYMENT_LINK_MAINTENANCE: 'https://pay.example/maintenance',
      AUTH_RATE_LIMIT_PER_IP: '500',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/agency',
      mongodbUri: 'mongodb://db:27017/agency',
      healthCheckAllowLoopback: true,
      publicOrigin: 'https://agency.example',
      trustProxy: true,
      admin: {
        email: 'boss@agency.example',
        password: 'long-enough',
        totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
        usesDemoDefaults: false,
      },
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_456' },
      paymentLinks: { maintenance: 'https://pay.example/maintenance' },
    });
    expect(config.rateLimit.perIp).toBe(500);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['MONGODB_URI', { MONGODB_URI: 'postgres://db' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'javascript:alert(1)' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['HEALTH_CHECK_ALLOW_LOOPBACK', { HEALTH_CHECK_ALLOW_LOOPBACK: 'yes please' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: '123' }],
    ['ADMIN_TOTP_SECRET', { ADMIN_TOTP_SECRET: 'too-short!' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: 'sk_test_1' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }],
    ['DOMAIN_REGISTRY', { DOMAIN_REGISTRY: 'whois' }],
  ])('stops with a message naming %s', (variable, env) => {
    const error = failure(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });

  it.each([
    ['ADMIN_TOTP_SECRET', { ADMIN_EMAIL: 'boss@agency.example', ADMIN_PASSWORD: 'long-enough' }],
    [
      'ADMIN_PASSWORD',
      { ADMIN_EMAIL: 'boss@agency.example', ADMIN_TOTP_SECRET: PRODUCTION.ADMIN_TOTP_SECRET },
    ],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'long-enough' }],
  ])('takes the admin from the environment only as a whole: %s is missing', (variable, env) => {
    // A partial admin would otherwise pair a real password with the public demo TOTP secret.
    const error = failure(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(/is required when ADMIN_\w+/);
  });

  it('refuses the public demo admin in production', () => {
    const error = failure(without(PRODUCTION, 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET'));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      "Invalid configuration: ADMIN_EMAIL is required in production, with ADMIN_PASSWORD and ADMIN_TOTP_SECRET: the demo admin's password and TOTP secret are public",
    );
    // Development (npm start's default) and tests keep the demo admin.
    expect(loadConfig({ NODE_ENV: 'development' }).admin.usesDemoDefaults).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).admin.usesDemoDefaults).toBe(true);
  });

  it('runs the sandbox checkout in production only when PAYMENTS_SANDBOX=true says so', () => {
    const sandbox = without(PRODUCTION, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
    const error = failure(sandbox);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('STRIPE_SECRET_KEY');
    expect((error as ConfigError).message).toContain('set PAYMENTS_SANDBOX=true to run it anyway');
    expect(failure({ ...sandbox, PAYMENTS_SANDBOX: 'false' })).toBeInstanceOf(ConfigError);
    expect(loadConfig({ ...sandbox, PAYMENTS_SANDBOX: 'true' }).stripe.secretKey).toBeUndefined();
    expect(failure({ ...sandbox, PAYMENTS_SANDBOX: 'sure' })).toMatchObject({ variable: 'PAYMENTS_SANDBOX' });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '  ' })).toMatchObject({ port: 3000, mongodbUri: undefined });
  });
});
