/**
 * Local fixture servers for tests: plain HTTP or HTTPS (with the test certificate) on 127.0.0.1 and an
 * ephemeral port. Tests never send traffic anywhere else.
 */
import http, { type RequestListener } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './test-tls';

export interface LocalServer {
  /** `http://127.0.0.1:PORT` or `https://127.0.0.1:PORT`, no trailing slash. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startLocalServer(
  handler: RequestListener,
  options: { tls?: boolean } = {},
): Promise<LocalServer> {
  const server = options.tls
    ? https.createServer({ cert: TEST_TLS_CERT, key: TEST_TLS_KEY }, handler)
    : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        // Fixtures that never answer keep sockets open: cut them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request body as a UTF-8 string (fake APIs read form and JSON bodies). */
export function readRequestBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
