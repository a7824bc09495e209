/**
 * `POST /api/admin/uploads` (admin token only; multipart/form-data field `file`) and the stored
 * images at `/uploads/<hash>-<width>.<ext>`, served with immutable caching (their names are hashes
 * of what they hold). The body is read with a limit, so an oversized upload is refused (413) while
 * it arrives, not after it filled memory.
 */
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { UPLOADS_PATH, UPLOAD_FIELD } from '@contract/api/studio';
import { HttpError, badRequest } from '../http/errors';
import type { Authenticate } from '../policies/authenticate';
import { requireAccess } from '../policies/require-access';
import { ImageRefusedError, MAX_UPLOAD_BYTES } from '../media/process-image';
import type { UploadsService } from '../media/uploads.service';

/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const TOO_LARGE = 'The image is larger than 10 MB';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = () =>
  new HttpError(413, `${UPLOAD_FIELD}: ${TOO_LARGE}`, {
    issues: [{ path: UPLOAD_FIELD, message: TOO_LARGE }],
  });
const invalidFile = (message: string) =>
  badRequest(`${UPLOAD_FIELD}: ${message}`, { issues: [{ path: UPLOAD_FIELD, message }] });

async function readLimited(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function mountUploadRoutes(
  router: Router,
  { authenticate, uploads }: { authenticate: Authenticate; uploads: UploadsService },
): void {
  router.post(UPLOADS_PATH, async (ctx) => {
    requireAccess('admin', await authenticate(ctx.get('authorization') || undefined));
    const type = ctx.get('content-type');
    if (!/^multipart\/form-data\s*;/i.test(type))
      throw invalidFile('Send the image as multipart/form-data field "file"');
    const body = await readLimited(ctx, MAX_UPLOAD_BYTES + ENVELOPE_BYTES);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    } catch {
      throw invalidFile('The form could not be read');
    }
    const file = form.get(UPLOAD_FIELD);
    if (!(file instanceof Blob)) throw invalidFile('Required');
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    try {
      ctx.body = await uploads.upload(Buffer.from(await file.arrayBuffer()));
      ctx.status = 201;
    } catch (error) {
      if (error instanceof ImageRefusedError) {
        throw error.status === 413 ? tooLarge() : invalidFile(error.message);
      }
      throw error;
    }
  });

  router.get('/uploads/:name', async (ctx) => {
    const file = await uploads.file(ctx.params.name ?? '');
    if (!file) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });
}
