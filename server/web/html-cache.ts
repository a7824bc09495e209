/**
 * Pages as the server sends them: compressed once per page and language (brotli and gzip, the
 * encodings every browser accepts), with an ETag, and kept. Prerendered pages never change while
 * the server runs; pages rendered on request from stored content (a blog post) are kept under the
 * data they show, for a while only.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliParams = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const etagOf = (identity: Buffer): string =>
  `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

export interface CompressedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  status: number;
  /** Compressed as small as it gets (the background pass has been); else quickly. */
  best: boolean;
}

/** Compressed now, on the main thread: brotli 5 and gzip 6 take a few milliseconds for a page. */
export const compressHtml = (html: string, status: number): CompressedHtml => {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, brotliParams(5, identity.length)),
    gzip: gzipSync(identity, { level: 6 }),
    etag: etagOf(identity),
    status,
    best: false,
  };
};

/**
 * A quickly compressed page compressed again as small as brotli and gzip can (brotli 11 takes ~200 ms for the home page), in
 * libuv's thread pool: the server goes on answering meanwhile. Same bytes, same ETag.
 */
export const compressHtmlBest = async ({ identity, etag, status }: CompressedHtml): Promise<CompressedHtml> => {
  const [br, gzipped] = await Promise.all([
    brotliCompressAsync(identity, brotliParams(11, identity.length)),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped, etag, status, best: true };
};

interface Entry {
  page: CompressedHtml;
  expiresAt: number;
}

/** A bounded map of pages; the least recently used goes first when it is full. */
export const createHtmlCache = ({ maxEntries, now }: { maxEntries: number; now: () => number }) => {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): CompressedHtml | null {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (entry.expiresAt <= now()) return null;
      entries.set(key, entry);
      return entry.page;
    },
    /** The kept page without counting it as used (null when gone or expired). */
    peek(key: string): CompressedHtml | null {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? entry.page : null;
    },
    set(key: string, page: CompressedHtml, ttlMs = Infinity): void {
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    /** Drops the pages kept for a while only (those rendered from stored content); prerendered ones stay. */
    dropRendered(): void {
      for (const [key, entry] of entries) if (entry.expiresAt !== Infinity) entries.delete(key);
    },
  };
};
