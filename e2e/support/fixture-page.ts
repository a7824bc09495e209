/** A small web page served on 127.0.0.1, the site a health check is asked to read. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FIXTURE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner Bakery</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Fresh bread every morning."></head>' +
  '<body><h1>Corner Bakery</h1><img src="/bread.jpg"></body></html>';

export interface FixturePage {
  url: string;
  /** How many requests reached the page. */
  requests(): number;
  close(): Promise<void>;
}

export async function serveFixturePage(): Promise<FixturePage> {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FIXTURE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
