/**
 * Pages as the server sends them: compressed once per page and language (brotli and gzip, the
 * encodings every browser accepts), with an ETag, and kept. Prerendered pages never change while
 * the server runs; pages rendered on request (a blog post) are kept a short while only.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  status: number;
}

export const compressHtml = (html: string, status: number, quality: 'best' | 'fast'): CompressedHtml => {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: quality === 'best' ? 9 : 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    status,
  };
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
    set(key: string, page: CompressedHtml, ttlMs = Infinity): void {
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
};
