import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRoute, mountStatic, resolveInside } from './static';

const SHELL =
  '<!doctype html><html><head><title>Agency</title></head><body><div id="root"></div></body></html>';

let base: string;
let server: Server;
let workDir: string;

/** A raw request, so that paths such as `/../x` reach the server unnormalised. */
function get(
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'static-test-'));
  const dist = path.join(workDir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  await writeFile(path.join(workDir, 'secret.txt'), 'outside the dist folder');

  const app = new Koa();
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/ping') ctx.body = { ok: true };
    else await next();
  });
  mountStatic(app, { distDir: dist });
  app.use(async (ctx) => {
    // Reached only by what the static layer passes on (API paths, other methods).
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves hashed assets with a year-long immutable cache and the right type', async () => {
    const js = await fetch(`${base}/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log("app");');
    const css = await fetch(`${base}/assets/index-abc123.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('revalidates files outside /assets/ and answers 304 when unchanged', async () => {
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // A raw request: fetch adds `Cache-Control: no-cache` to conditional requests, which forbids a 304.
    const again = await get('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    '/',
    '/portfolio',
    '/domains',
    '/blog',
    '/blog/local-seo-checklist-small-business',
    '/blog/us/emergency-website-development-austin',
    '/texas-website-development',
    '/claim-credit?email=a%40b.example',
    '/payment-success',
    '/checkout/abc123',
    '/luxury-websites',
    '/professional-websites',
    '/emergency-website-development',
    '/index.html',
  ])('serves the SPA shell for the client route %s with 200 and no-cache', async (route) => {
    const response = await fetch(`${base}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL);
  });

  it.each(['/no-such-page', '/portfolio/extra/segments', '/assets/missing.js', '/assets/', '/blog/a/b/c'])(
    'answers %s with the SPA shell and HTTP 404',
    async (route) => {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(SHELL);
    },
  );

  it('leaves API paths and other methods to the rest of the app', async () => {
    expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ ok: true });
    const unknownApi = await fetch(`${base}/api/nothing`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ message: 'Not found' });
    const post = await fetch(`${base}/portfolio`, { method: 'POST' });
    expect(await post.json()).toEqual({ message: 'Not found' });
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/%00',
    '/%E0%A4%A',
  ])('never serves %s from outside the dist folder or a dotfile', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.body).not.toContain('outside the dist folder');
    expect(response.body).not.toContain('SECRET');
    expect(response.status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/assets/index-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String('console.log("app");'.length));
    expect(response.body).toBe('');
  });
});

describe('path helpers', () => {
  it('recognises client routes with an optional trailing slash', () => {
    expect(isClientRoute('/portfolio/')).toBe(true);
    expect(isClientRoute('/blog/x/y')).toBe(true);
    expect(isClientRoute('/checkout')).toBe(false);
  });

  it('resolves only inside the root', () => {
    const root = path.resolve('/srv/dist');
    expect(resolveInside(root, '/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveInside(root, '/a/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveInside(root, '/')).toBeNull();
  });
});
