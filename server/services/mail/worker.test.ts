/**
 * The mail path against a real SMTP server on loopback (testing/smtp-sink.ts): the reset mail
 * arrives with a link that works once; the answer to a ticket reaches the customer's inbox in the
 * customer's language; a server that refuses or disappears delays mail and never loses it, and
 * never fails the call that caused it; a worker killed mid-send and restarted neither loses nor
 * repeats the message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../../http/test-server';
import { systemClock } from '../../lib/clock';
import { createMemoryLogger } from '../../lib/logger';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import { createEventPublisher } from '../events';
import { createMailer } from './mailer';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { createSmtpTransport } from './transport';
import { createMailWorker, type MailWorker } from './worker';

let server: TestServer;
let sink: SmtpSink;
let worker: MailWorker;
beforeAll(async () => {
  server = await startTestServer();
  sink = await startSmtpSink();
  worker = createMailWorker({
    store: server.store,
    transport: createSmtpTransport(sink.url, 'test.localdomain'),
    clock: server.clock,
    logger: createMemoryLogger().logger,
    from: 'Swift Web Studio <no-reply@test.localdomain>',
  });
});
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await server.close();
});
afterEach(() => {
  sink.mode = 'accept';
});

const mailsTo = (email: string) =>
  sink.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));

describe('mail over SMTP', () => {
  it('delivers the reset mail, text and HTML, with a link that works once', async () => {
    const email = uniqueEmail('smtp-reset');
    await server.register({ email });
    await server.call('forgotPassword', { body: { email } });
    await worker.runOnce();
    const [mail] = mailsTo(email).filter((entry) => entry.subject === 'Reset your password');
    expect(mail?.from?.value).toEqual([{ name: 'Swift Web Studio', address: 'no-reply@test.localdomain' }]);
    expect(mail?.html).toContain('href="');
    const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
    const token = link?.[1] ?? '';
    const body = { token, password: 'from the inbox', confirmPassword: 'from the inbox' };
    expect((await server.call('resetPassword', { body })).status).toBe(200);
    expect((await server.call('resetPassword', { body })).status).toBe(400);
    expect((await server.call('login', { body: { email, password: 'from the inbox' } })).status).toBe(200);
  });

  it('brings the answer to a ticket to the customer’s inbox in the customer’s language', async () => {
    const { token: adminToken } = await server.admin();
    const email = uniqueEmail('smtp-es');
    const { token } = await server.register({ email, firstName: 'Lucía', language: 'es' });
    const ticket = await server.call('createSupportTicket', {
      token,
      body: { subject: 'Formulario', description: 'El formulario no envía.', category: 'technical' },
    });
    await server.call('respondToTicket', {
      token: adminToken,
      params: { id: ticket.body.id },
      body: { response: 'Ya funciona de nuevo.', status: 'answered' },
    });
    await worker.runOnce();
    const [mail] = mailsTo(email).filter((entry) => entry.subject?.startsWith('Su ticket'));
    expect(mail?.subject).toBe('Su ticket de soporte tiene respuesta: Formulario');
    expect(mail?.text).toContain('Hola, Lucía:');
    expect(mail?.text).toContain('Ya funciona de nuevo.');
    // The portal's address in the customer's language: the Spanish home page.
    expect(mail?.text).toContain(`${server.config.publicOrigin}/es/`);
    expect(mail?.html).toContain('<html lang="es" dir="ltr">');
  });

  it('keeps a mail the server refuses and sends it after the backoff; the call that caused it succeeded', async () => {
    sink.mode = 'refuse';
    const email = uniqueEmail('smtp-refused');
    await server.register({ email });
    expect((await server.call('forgotPassword', { body: { email } })).status).toBe(202);
    await worker.runOnce();
    const queued = (await server.store.mailOutbox.list(100)).filter((mail) => mail.to === email);
    const reset = queued.find((mail) => mail.kind === 'password_reset');
    expect(reset).toMatchObject({ status: 'pending', attempts: 1 });
    expect(reset?.lastError).toMatch(/451/);
    expect(Date.parse(reset?.nextAttemptAt ?? '')).toBe(server.clock.now().getTime() + 30_000);

    sink.mode = 'accept';
    // Before its time nothing is sent; after it, exactly once.
    await worker.runOnce();
    expect(mailsTo(email).filter((mail) => mail.subject === 'Reset your password')).toHaveLength(0);
    server.clock.advance(30_000);
    await worker.runOnce();
    expect(mailsTo(email).filter((mail) => mail.subject === 'Reset your password')).toHaveLength(1);
    expect((await server.store.mailOutbox.findById(reset?.id ?? ''))?.status).toBe('sent');
  });

  it('keeps mail while the server is gone and sends it when it is back', async () => {
    await sink.stop();
    const email = uniqueEmail('smtp-gone');
    await server.register({ email });
    await worker.runOnce();
    const [welcome] = (await server.store.mailOutbox.list(100)).filter((mail) => mail.to === email);
    expect(welcome).toMatchObject({ kind: 'welcome', status: 'pending', attempts: 1 });
    await sink.start();
    server.clock.advance(60 * 60_000);
    await worker.runOnce();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Welcome to Swift Web Studio']);
  });
});

describe('a restart in the middle of a send', () => {
  const script = fileURLToPath(new URL('./testing/worker-process.ts', import.meta.url));
  let dataDir: string;
  const children: ChildProcess[] = [];
  const startWorker = (url: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: url, LEASE_MS: '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mail-restart-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('neither loses nor repeats the message', async () => {
    const restartSink = await startSmtpSink();
    try {
      // Queued by the app's mailer into the folder, which is then left to the worker processes.
      const store = createSqliteStore({ dir: dataDir });
      const { logger } = createMemoryLogger();
      const mailer = createMailer({
        store,
        clock: systemClock,
        logger,
        events: createEventPublisher({ events: store.events, logger }),
        brand: 'Swift Web Studio',
        adminAddress: 'owner@agency.test',
        sends: true,
      });
      await mailer.queue({
        kind: 'welcome',
        to: 'restart@example.com',
        language: 'en',
        params: { name: 'Ada', link: 'http://localhost:3000/' },
      });
      const [queued] = await store.mailOutbox.list(1);
      await store.close();

      restartSink.mode = 'hold';
      const first = startWorker(restartSink.url);
      await restartSink.held();
      // Killed while the SMTP server holds the message unanswered: it was never accepted.
      first.kill('SIGKILL');
      await exited(first);
      restartSink.mode = 'accept';

      const second = startWorker(restartSink.url);
      let output = '';
      second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const delivered = await restartSink.waitFor(1, 15_000);
      // Long enough for any repeat to show: several polls and another lease.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      second.kill('SIGTERM');
      await exited(second);

      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.messageId).toBe(`<${queued?.id}@test.localdomain>`);
      expect(output.match(/^sent /gm)).toHaveLength(1);
      const reopened = createSqliteStore({ dir: dataDir });
      try {
        expect(await reopened.mailOutbox.findById(queued?.id ?? '')).toMatchObject({
          status: 'sent',
          attempts: 0,
        });
      } finally {
        await reopened.close();
      }
    } finally {
      await restartSink.stop();
    }
  }, 40_000);
});
