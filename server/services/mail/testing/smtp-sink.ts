/**
 * A real SMTP server on loopback for the mail tests (the `smtp-server` package): it requires the
 * user and password of the SMTP_URL, offers no STARTTLS (a test has no certificate; the client
 * upgrades only when offered), parses each accepted message with `mailparser`, and can be told to
 * refuse messages (451, a temporary failure) or to hold one without answering (to kill the sender
 * mid-send). It can stop and start again on the same port, as a mail server that disappears.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export const SINK_USER = 'mailer';
export const SINK_PASSWORD = 'sink-secret';

export type SinkMode = 'accept' | 'refuse' | 'hold';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  mode: SinkMode;
  /** Resolves when a message arrives in `hold` mode (its sender is then mid-send). */
  held(): Promise<void>;
  /** Resolves once `count` messages were accepted (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let onHeld: (() => void)[] = [];
  let onReceived: (() => void)[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const sink: SmtpSink = {
    url: '',
    received,
    mode: 'accept',
    held: () => new Promise((resolve) => onHeld.push(resolve)),
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          resolve(received);
          return true;
        };
        if (check()) return;
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} mails`)), timeoutMs);
        onReceived.push(() => {
          if (check()) clearTimeout(timer);
        });
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      await new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
    },
    async start() {
      server = new SMTPServer({
        hideSTARTTLS: true,
        authMethods: ['PLAIN', 'LOGIN'],
        // Plain-text AUTH on loopback (no TLS here); the real server is reached with STARTTLS.
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === SINK_USER && auth.password === SINK_PASSWORD)
            callback(null, { user: auth.username });
          else callback(new Error('Invalid username or password'));
        },
        onData(stream, _session, callback) {
          if (sink.mode === 'hold') {
            stream.resume();
            for (const resolve of onHeld) resolve();
            onHeld = [];
            // No answer: the sender waits until it is killed.
            return;
          }
          if (sink.mode === 'refuse') {
            stream.resume();
            stream.on('end', () => {
              const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
              callback(error);
            });
            return;
          }
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              callback();
              for (const listener of onReceived) listener();
            },
            (error: Error) => callback(error),
          );
        },
      });
      // A sender killed mid-send resets its connection: expected here, not a failure of the sink.
      server.on('error', () => undefined);
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(boundPort, '127.0.0.1', () => resolve()));
      boundPort = (listening.server.address() as AddressInfo).port;
      sink.url = `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${boundPort}`;
    },
  };
  onReceived = [];
  await sink.start();
  return sink;
}
