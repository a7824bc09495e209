/**
 * Reads a response body with a byte cap on both the bytes on the wire and the decoded bytes, so a
 * small compressed "zip bomb" is stopped as early as a large plain page.
 */
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { FetchFailedError } from './errors';

export interface ReadBody {
  body: Buffer;
  /** Bytes received on the wire (compressed size when the server compressed). */
  transferBytes: number;
}

const tooLarge = (maxBytes: number) =>
  new FetchFailedError(
    'too_large',
    `The page is larger than ${Math.round(maxBytes / (1024 * 1024))} MB and was not analysed.`,
  );

function decoderFor(encoding: string | undefined): Duplex {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return new PassThrough();
  }
}

export async function readBody(
  res: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<ReadBody> {
  let transferBytes = 0;
  const countWire = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      transferBytes += chunk.length;
      if (transferBytes > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });

  const chunks: Buffer[] = [];
  let decodedBytes = 0;
  await pipeline(
    res,
    countWire,
    decoderFor(res.headers['content-encoding']),
    async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        decodedBytes += chunk.length;
        if (decodedBytes > maxBytes) throw tooLarge(maxBytes);
        chunks.push(chunk);
      }
    },
    { signal },
  );
  return { body: Buffer.concat(chunks), transferBytes };
}

/** Decodes text with the charset the server declared, UTF-8 when none or an unknown one. */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
