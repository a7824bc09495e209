/**
 * The benchmark's yardstick: a bare Koa app answering a constant JSON, a tiny one by default or, at
 * a path the runner names, a copy of the app's own answer there, so that a comparison can separate
 * the app's work from the cost of moving the same bytes. Bundled and run exactly like the app
 * (plain `node`, no loader), and it loads nothing else, so its memory is Koa's own.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { send, serveBench } from './protocol';

/** Constant answers of the bare app by path; anything else gets the tiny one. */
const bodies = new Map<string, unknown>();

const app = new Koa();
app.use((ctx) => {
  // An object, like the app's answers, so Koa serialises it on each request in both.
  ctx.body = bodies.get(ctx.path) ?? { status: 'ok', service: 'bare-koa' };
});

const server = app.listen(0, '127.0.0.1', () => {
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  serveBench((server.address() as AddressInfo).port, close, (message) => {
    if (message.type !== 'bodies') return;
    for (const [requestPath, body] of Object.entries(message.bodies)) bodies.set(requestPath, body);
    send({ type: 'bodies.set' });
  });
});
