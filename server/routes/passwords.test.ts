/**
 * Password reset and change over real HTTP (decision 35): the same 202 for a known and an unknown
 * email; a single-use link valid 30 minutes in the account's language; the reset revokes every
 * token; a change needs the current password and ends the other sessions; both are rate limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID } from '@contract/api/auth';
import { WRONG_CURRENT_PASSWORD } from '@contract/api/customer';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The reset link of the latest reset mail to `email`, from the admin's outbox. */
async function resetLinkFor(email: string): Promise<URL> {
  const { token } = await server.admin();
  const outbox = await server.call('adminOutbox', { token });
  const mail = outbox.body.mails.find((entry) => entry.to === email && entry.kind === 'password_reset');
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return new URL(link);
}

describe('forgot password', () => {
  it('answers a known and an unknown email alike: 202 and the same body', async () => {
    const { customer } = await server.register();
    const known = await server.call('forgotPassword', { body: { email: customer.email } });
    const unknown = await server.call('forgotPassword', { body: { email: uniqueEmail('nobody') } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
  });

  it('mails a link that resets the password once, revokes every token, and stores only its hash', async () => {
    const email = uniqueEmail('reset');
    const { token: session } = await server.register({ email });
    await server.call('forgotPassword', { body: { email } });
    const link = await resetLinkFor(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicOrigin}/reset-password`);
    const token = link.searchParams.get('token') ?? '';
    expect(JSON.stringify(await server.store.mailOutbox.list(100))).toContain(token);
    // The store keeps the hash only.
    expect(await server.store.passwordResets.consume(token, server.clock.now())).toBeNull();

    const body = { token, password: 'brand new pass', confirmPassword: 'brand new pass' };
    const reset = await server.call('resetPassword', { body });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, email });
    expect((await server.call('me', { token: session })).status).toBe(401);
    const again = await server.call('resetPassword', { body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: RESET_LINK_INVALID,
      issues: [{ path: 'token', message: RESET_LINK_INVALID }],
    });
    expect((await server.call('login', { body: { email, password: 'secret-pass' } })).status).toBe(401);
    expect((await server.call('login', { body: { email, password: 'brand new pass' } })).status).toBe(200);
  });

  it('writes the link in the account’s language, under its prefix', async () => {
    const email = uniqueEmail('lang');
    await server.register({ email, language: 'de' });
    await server.call('forgotPassword', { body: { email, language: 'ja' } });
    const link = await resetLinkFor(email);
    expect(link.pathname).toBe('/de/reset-password');
  });

  it('refuses a link older than 30 minutes, and a password of the wrong shape, naming the field', async () => {
    const email = uniqueEmail('late');
    await server.register({ email });
    await server.call('forgotPassword', { body: { email } });
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    const short = await server.call('resetPassword', {
      body: { token, password: 'abc', confirmPassword: 'abc' },
    });
    expect(short.status).toBe(400);
    expect(short.body.issues?.map((issue) => issue.path)).toEqual(['password']);
    const differ = await server.call('resetPassword', {
      body: { token, password: 'long enough', confirmPassword: 'long enougH' },
    });
    expect(differ.body.issues).toEqual([
      { path: 'confirmPassword', message: 'Please make sure both password fields match.' },
    ]);
    server.clock.advance(31 * 60_000);
    const late = await server.call('resetPassword', {
      body: { token, password: 'long enough', confirmPassword: 'long enough' },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(RESET_LINK_INVALID);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const email = uniqueEmail('change');
    const { token } = await server.register({ email });
    const other = await server.call('login', { body: { email, password: 'secret-pass' } });
    const wrong = await server.call('changePassword', {
      token,
      body: { currentPassword: 'not it', newPassword: 'another pass', confirmPassword: 'another pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });
    const changed = await server.call('changePassword', {
      token,
      body: { currentPassword: 'secret-pass', newPassword: 'another pass', confirmPassword: 'another pass' },
    });
    expect(changed.status).toBe(200);
    expect((await server.call('me', { token })).status).toBe(200);
    expect((await server.call('me', { token: other.body.token })).status).toBe(401);
    expect((await server.call('login', { body: { email, password: 'another pass' } })).status).toBe(200);
  });

  it('refuses a confirmation that differs, naming it', async () => {
    const { token } = await server.register();
    const answer = await server.call('changePassword', {
      token,
      body: { currentPassword: 'secret-pass', newPassword: 'another pass', confirmPassword: 'another' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.map((issue) => issue.path)).toEqual(['confirmPassword']);
  });
});

describe('rate limits', () => {
  it('limits forgot, reset and change like a sign-in: 429 with Retry-After', async () => {
    const limited = await startTestServer({
      config: { rateLimit: { windowMs: 60_000, perIp: 3, perAccountAndIp: 3, perAccount: 3 } },
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await limited.call('forgotPassword', { body: { email: 'someone@example.com' } }));
      }
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
      expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
      const refused = await limited.call('resetPassword', {
        body: { token: 'x'.repeat(43), password: 'abcdef', confirmPassword: 'abcdef' },
      });
      // Counted per route: the reset's own allowance is untouched by the forgot-password calls.
      expect(refused.status).toBe(400);
      const { token } = await limited.register();
      const changes = [];
      for (let i = 0; i < 4; i++) {
        changes.push(
          (
            await limited.call('changePassword', {
              token,
              body: { currentPassword: 'wrong', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
            })
          ).status,
        );
      }
      expect(changes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
