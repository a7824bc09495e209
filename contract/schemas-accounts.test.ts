import { describe, expect, it } from 'vitest';
import { LIMITS } from './catalogue';
import { errorBodyFromZod } from './errors';
import { routes } from './routes';
import { issuePaths, sampleTracking } from './testing';
import { customerSchema, trackingRecordSchema } from './entities';

const tracking = sampleTracking;

describe('auth payloads', () => {
  const register = {
    email: '  Ann@Example.COM ',
    password: 'secret1',
    firstName: ' Ann ',
    lastName: 'Lee',
    company: '',
    phone: ' 555 0100 ',
  };

  it('trims and lowercases what a person typed, and reads an empty company as none', () => {
    expect(routes.register.body.parse(register)).toEqual({
      email: 'ann@example.com',
      password: 'secret1',
      firstName: 'Ann',
      lastName: 'Lee',
      company: undefined,
      phone: '555 0100',
    });
  });

  it('rejects a short password with an issue naming password', () => {
    const result = routes.register.body.safeParse({ ...register, password: 'abc' });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toEqual(['password']);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters long.');
  });

  it('rejects a password longer than the limit', () => {
    const result = routes.register.body.safeParse({
      ...register,
      password: 'x'.repeat(LIMITS.passwordMax + 1),
    });
    expect(issuePaths(result)).toEqual(['password']);
  });

  it('refuses a confirmPassword that is present and differs', () => {
    const result = routes.register.body.safeParse({ ...register, confirmPassword: 'other12' });
    expect(issuePaths(result)).toEqual(['confirmPassword']);
    expect(routes.register.body.safeParse({ ...register, confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('requires non-blank names', () => {
    const result = routes.register.body.safeParse({ ...register, firstName: '   ', lastName: '' });
    expect(issuePaths(result).sort()).toEqual(['firstName', 'lastName']);
  });

  it('rejects an operator object as email', () => {
    const injection = { email: { $gt: '' }, password: { $gt: '' } };
    const login = routes.login.body.safeParse(injection);
    expect(login.success).toBe(false);
    expect(issuePaths(login).sort()).toEqual(['email', 'password']);
    expect(routes.requestVerification.body.safeParse(injection).success).toBe(false);
    expect(routes.claimMaintenanceCredit.query.safeParse({ email: { $gt: '' } }).success).toBe(false);
  });

  it('strips unknown keys instead of rejecting them', () => {
    const parsed = routes.register.body.parse({ ...register, isAdmin: true, maintenanceCredit: 20000 });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('maintenanceCredit');
    expect(routes.login.body.parse({ email: 'a@b.co', password: 'x', role: 'admin' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('keeps a valid tracking record and drops a broken one without failing the registration', () => {
    expect(routes.register.body.parse({ ...register, tracking }).tracking).toEqual(tracking);
    const broken = routes.register.body.safeParse({ ...register, tracking: { lead_score: 'high' } });
    expect(broken.success).toBe(true);
    expect(broken.data?.tracking).toBeUndefined();
  });

  it('accepts both verify-code forms and exactly six digits', () => {
    const portal = routes.verifyCode.body.parse({
      sessionId: 's-1',
      code: '123456',
      email: 'Admin@Example.com',
    });
    expect(portal).toEqual({ sessionId: 's-1', code: '123456', email: 'admin@example.com' });
    expect(routes.verifyCode.body.parse({ code: '654321', sessionId: 's-1' })).toEqual({
      code: '654321',
      sessionId: 's-1',
    });
    for (const code of ['12345', '1234567', '12a456', 123456]) {
      expect(issuePaths(routes.verifyCode.body.safeParse({ code, sessionId: 's-1' }))).toEqual(['code']);
    }
  });
});

describe('message payloads', () => {
  it('normalises both admin send-message forms to content', () => {
    const expected = { customerId: 'c1', subject: 'Hello', content: 'Your site is live' };
    expect(
      routes.adminSendMessage.body.parse({
        customerId: 'c1',
        subject: ' Hello ',
        content: 'Your site is live',
      }),
    ).toEqual(expected);
    expect(
      routes.adminSendMessage.body.parse({
        customerId: 'c1',
        subject: 'Hello',
        message: ' Your site is live ',
      }),
    ).toEqual(expected);
  });

  it('asks for content when an admin message has neither form', () => {
    const result = routes.adminSendMessage.body.safeParse({ customerId: 'c1', subject: 'Hello' });
    expect(issuePaths(result)).toEqual(['content']);
  });

  it('refuses a blank subject or content after trimming', () => {
    const result = routes.sendMessage.body.safeParse({ subject: '  ', content: '\n\t' });
    expect(issuePaths(result).sort()).toEqual(['content', 'subject']);
  });

  it('refuses an id with characters outside the id alphabet', () => {
    expect(
      routes.adminSendMessage.body.safeParse({ customerId: '../x', subject: 'a', content: 'b' }).success,
    ).toBe(false);
    expect(routes.deleteCustomer.params.safeParse({ id: { $ne: null } }).success).toBe(false);
  });
});

describe('entities and errors', () => {
  it('parses a customer as the server sends it', () => {
    const customer = {
      id: '665f1c2b9a1e4b0012345678',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      createdAt: '2025-01-02T03:04:05.000Z',
      isAdmin: false,
      maintenanceCredit: 20000,
      hasUsedMaintenanceCredit: false,
    };
    expect(customerSchema.parse(customer)).toEqual(customer);
    expect(customerSchema.safeParse({ ...customer, maintenanceCredit: 200.5 }).success).toBe(false);
  });

  it('bounds the lead score in a tracking record', () => {
    expect(trackingRecordSchema.safeParse({ ...tracking, lead_score: 101 }).success).toBe(false);
  });

  it('turns a schema failure into an error body naming the fields', () => {
    const result = routes.login.body.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(errorBodyFromZod(result.error)).toEqual({
      message: 'Invalid request',
      issues: [
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Required' },
      ],
    });
  });
});
