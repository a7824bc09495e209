/**
 * Request bodies: JSON only, bounded. A body of another type answers 415, one past the limit 413,
 * malformed JSON or a bare JSON scalar 400 (strict mode: objects and arrays only).
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { HttpError } from './errors';

const JSON_TYPES = ['application/json', '+json'];
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when the request carries a body: a length above zero or a chunked stream. (type-is counts
 * `Content-Length: 0` as a body, which would refuse a bodiless POST such as logout.)
 */
const hasBody = (ctx: Context): boolean =>
  ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || 0) > 0;

export const unsupportedMediaType = () => new HttpError(415, 'Content-Type must be application/json');
export const payloadTooLarge = () => new HttpError(413, 'Request body is too large');

/** Refuses a non-JSON body (415) before anything reads it. */
export const requireJsonBody: Middleware = async (ctx, next) => {
  if (METHODS_WITH_BODY.has(ctx.method) && hasBody(ctx) && !ctx.request.is(...JSON_TYPES)) {
    throw unsupportedMediaType();
  }
  await next();
};

/** Parses a JSON body into `ctx.request.body`; errors reach the error middleware with a 4xx status. */
export const jsonBody = (limitBytes: number): Middleware =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: limitBytes,
    jsonStrict: true,
    parsedMethods: [...METHODS_WITH_BODY],
  });

/** Reads the unparsed body (for signature checks), refusing more than `limitBytes`. */
export async function readRawBody(ctx: Context, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw payloadTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
