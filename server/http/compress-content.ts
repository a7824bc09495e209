/**
 * Public content answers (the portfolio, testimonials, showcase and blog) go out compressed when
 * the browser accepts it: the portfolio list alone is 5.6 KB of JSON. Only those, the answers a
 * cache may keep: an answer with a token, an account or a payment in it is never compressed, so
 * no secret shares a compressed stream with text someone else chose (the BREACH attack).
 */
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import { isApiPath } from './not-found';
import { isCacheableContent } from './security-headers';

const compressor = compress({
  threshold: 1024,
  // Made per answer: fast settings, the answer is small.
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
  deflate: false,
});

export const compressPublicContent: Middleware = (ctx, next) =>
  isApiPath(ctx.path)
    ? compressor(ctx, async () => {
        await next();
        if (!isCacheableContent(ctx)) ctx.compress = false;
      })
    : next();
