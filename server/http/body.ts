/**
 * Request bodies: JSON only, bounded. A body of another type answers 415, one past the limit 413,
 * malformed JSON or a bare JSON scalar 400 (strict mode: objects and arrays only). A body may come
 * compressed with gzip or deflate (the limit counts the inflated bytes); another Content-Encoding
 * answers 415 and a body that does not inflate 400.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { HttpError } from './errors';

const JSON_TYPES = ['application/json', '+json'];
/** What the body parser inflates. Brotli is left out: nothing here needs it and it costs more. */
const ENCODINGS = new Set(['identity', 'gzip', 'deflate']);
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when the request carries a body: a length above zero or a chunked stream. (type-is counts
 * `Content-Length: 0` as a body, which would refuse a bodiless POST such as logout.)
 */
const hasBody = (ctx: Context): boolean =>
  ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || 0) > 0;

export const unsupportedMediaType = () => new HttpError(415, 'Content-Type must be application/json');
export const payloadTooLarge = () => new HttpError(413, 'Request body is too large');
export const unsupportedEncoding = () =>
  new HttpError(415, 'Content-Encoding must be gzip, deflate or identity');
export const undecodableBody = () => new HttpError(400, 'The request body could not be decompressed');

/** True for the errors zlib raises on a stream that is not what its Content-Encoding says. */
const isDecompressionError = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && (code.startsWith('Z_') || /^ERR_.*(ZLIB|BROTLI)/.test(code));
};

/**
 * The body's Content-Encoding, lowercased (codings are case-insensitive), or null when it is not one
 * the parser inflates. A list ("gzip, gzip") is refused: one layer is all a JSON call needs.
 */
function contentEncoding(ctx: Context): string | null {
  const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  return ENCODINGS.has(encoding) ? encoding : null;
}

/** Refuses a non-JSON body or an encoding the parser does not inflate (415) before anything reads it. */
export const requireJsonBody: Middleware = async (ctx, next) => {
  if (METHODS_WITH_BODY.has(ctx.method) && hasBody(ctx)) {
    if (!ctx.request.is(...JSON_TYPES)) throw unsupportedMediaType();
    const encoding = contentEncoding(ctx);
    if (encoding === null) throw unsupportedEncoding();
    // The parser matches the coding case-sensitively; hand it the normalised one.
    ctx.req.headers['content-encoding'] = encoding;
  }
  await next();
};

/**
 * Parses a JSON body into `ctx.request.body`; errors reach the error middleware with a 4xx status,
 * a body that does not inflate as a 400 (zlib's own errors carry no status and would be a 500).
 */
export const jsonBody = (limitBytes: number): Middleware => {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limitBytes,
    jsonStrict: true,
    parsedMethods: [...METHODS_WITH_BODY],
  });
  return async (ctx, next) => {
    try {
      await parse(ctx, next);
    } catch (error) {
      if (isDecompressionError(error)) throw undecodableBody();
      throw error;
    }
  };
};

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
