/**
 * The app on a listening socket. Requests Node's parser rejects never reach Koa: the server's
 * `clientError` event gets them. They are reported to the app (CLIENT_ERROR_EVENT, logged by
 * client-errors.ts) and answered as Node would answer them without a listener.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import { CLIENT_ERROR_EVENT, codeOf } from './client-errors';

/** Node's own answer to a request it could not parse, which a `clientError` listener replaces. */
function answer(error: unknown, socket: Duplex): void {
  const code = codeOf(error);
  if (code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}

/** Listens on `port` (0: any free one) and `host` (all interfaces when absent). */
export function listen(app: Koa, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
    server.on('clientError', (error: Error, socket: Duplex) => {
      app.emit(CLIENT_ERROR_EVENT, error);
      answer(error, socket);
    });
  });
}
