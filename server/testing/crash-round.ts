/**
 * One crash round against the server (issue 13): the server runs in a child process on a data
 * folder; several clients stream registrations, messages and credit claims at it, noting each write
 * the server acknowledged (a 2xx answer); the child is killed with SIGKILL mid-stream; the server is
 * started again on the same folder and every acknowledged write must be in its store. Used by
 * server/crash.test.ts (3 rounds) and `npm run bench:load` (20).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../config';
import { silentLogger } from '../lib/logger';
import { startServer } from '../start';

export interface ServerCrashRound {
  acknowledged: { customers: number; messages: number; reservations: number };
  /** Acknowledged writes missing after the restart (the goal is none). */
  lost: number;
}

type Write =
  | { kind: 'customer'; email: string }
  | { kind: 'message'; email: string; id: string }
  | { kind: 'reservation'; email: string };

const CLIENTS = 6;
let sequence = 0;
const freshEmail = (kind: string) =>
  `${kind}-${process.pid}-${Date.now().toString(36)}-${++sequence}@crash.test`;

/** Starts the child server on `dir`; resolves with it and its address once it listens. */
async function startChild(dir: string) {
  const entry = fileURLToPath(new URL('./crash-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (chunk: string) => resolve(chunk.trim()));
    void exited.then(() => reject(new Error('the crash server exited before it listened')));
  });
  return { child, exited, url: `http://127.0.0.1:${port}` };
}

/** A client's stream of writes until the server is gone; each acknowledged write is noted. */
async function writeUntilKilled(url: string, note: (write: Write) => void): Promise<void> {
  const send = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  try {
    for (;;) {
      const email = freshEmail('customer');
      const registered = await send('/api/auth/register', {
        body: { email, password: 'crash-password', firstName: 'Crash', lastName: 'Test' },
      });
      note({ kind: 'customer', email });
      const message = await send('/api/customer/send-message', {
        body: { subject: 'Still there?', content: 'A message written just before the crash.' },
        token: String(registered.token),
      });
      note({ kind: 'message', email, id: String(message.id) });
      const claimed = freshEmail('claim');
      await send(`/api/claim-maintenance-credit?email=${encodeURIComponent(claimed)}`, { method: 'GET' });
      note({ kind: 'reservation', email: claimed });
    }
  } catch (error) {
    // The kill cuts the stream: a refused or broken connection ends it; anything else is a failure.
    if (!(error instanceof TypeError)) throw error;
  }
}

/** Kills the server once it has acknowledged `killAfter` writes (plus whatever is in flight). */
export async function serverCrashRound(dir: string, killAfter: number): Promise<ServerCrashRound> {
  const { child, exited, url } = await startChild(dir);
  const writes: Write[] = [];
  const note = (write: Write) => {
    writes.push(write);
    if (writes.length >= killAfter) child.kill('SIGKILL');
  };
  await Promise.all(Array.from({ length: CLIENTS }, () => writeUntilKilled(url, note)));
  if ((await exited) !== 'SIGKILL') throw new Error('the crash server ended without being killed');

  const restarted = await startServer({
    config: testConfig({ dataDir: dir, port: 0 }),
    logger: silentLogger,
    host: '127.0.0.1',
  });
  try {
    const { store } = restarted;
    let lost = 0;
    for (const write of writes) {
      const present =
        write.kind === 'reservation'
          ? (await store.creditReservations.find(write.email)) !== null
          : await (async () => {
              const customer = await store.customers.findByEmail(write.email);
              if (!customer || write.kind === 'customer') return customer !== null;
              return (await store.messages.listByCustomer(customer.id)).some(
                (message) => message.id === write.id,
              );
            })();
      if (!present) lost += 1;
    }
    const count = (kind: Write['kind']) => writes.filter((write) => write.kind === kind).length;
    return {
      acknowledged: {
        customers: count('customer'),
        messages: count('message'),
        reservations: count('reservation'),
      },
      lost,
    };
  } finally {
    await restarted.close();
  }
}
