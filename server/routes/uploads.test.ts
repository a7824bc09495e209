/**
 * Image uploads over real HTTP (issue 20), with real image bytes made by sharp in the test: the
 * stored variants, EXIF and GPS gone, orientation applied, the refusals (not an image, over 10 MB,
 * over 40 megapixels, no file, wrong encoding) and who may upload.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema, type UploadResponse } from '@contract/api/studio';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.admin()).token;
  customerToken = (await server.register()).token;
});
afterAll(() => server.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A JPEG as a phone writes one: camera, GPS position and an orientation in its EXIF. */
const phoneJpeg = (width: number, height: number, orientation = 1) =>
  photo(width, height)
    .jpeg()
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      },
    })
    .toBuffer();

const upload = (
  bytes: Buffer | Uint8Array,
  { token = adminToken, name = 'photo.jpg', field = 'file' } = {},
) => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)]), name);
  return server.fetch('/api/admin/uploads', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
};

describe('uploading an image', () => {
  it('stores AVIF, WebP and JPEG at three widths, without EXIF or GPS, served with immutable caching', async () => {
    const original = await phoneJpeg(2000, 1000);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const answer = await upload(original);
    expect(answer.status).toBe(201);
    const body = uploadResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ width: 2000, height: 1000, url: `/uploads/${body.id}-1600.jpg` });
    expect(body.variants.map((variant) => `${variant.format} ${variant.width}x${variant.height}`)).toEqual([
      'avif 480x240',
      'webp 480x240',
      'jpeg 480x240',
      'avif 960x480',
      'webp 960x480',
      'jpeg 960x480',
      'avif 1600x800',
      'webp 1600x800',
      'jpeg 1600x800',
    ]);

    for (const variant of body.variants) {
      const file = await fetch(`${server.url}${variant.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('content-type')).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format],
      );
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
    }
    // Nine encodings, AVIF the slowest, on a machine shared with other work.
  }, 30_000);

  it('turns a photo upright by its EXIF orientation and never makes it wider than it is', async () => {
    const answer = await upload(await phoneJpeg(400, 300, 6));
    const body = answer.body as UploadResponse;
    expect(answer.status).toBe(201);
    expect([body.width, body.height]).toEqual([300, 400]);
    expect(body.variants.map((variant) => variant.width)).toEqual([300, 300, 300]);
  });

  it('stores the same picture once: the same bytes give the same id', async () => {
    const png = await photo(120, 80).png().toBuffer();
    const first = (await upload(png)).body as UploadResponse;
    const second = (await upload(png)).body as UploadResponse;
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
  });

  it('answers 404 for a stored name that does not exist or is not a name', async () => {
    expect((await fetch(`${server.url}/uploads/${'a'.repeat(24)}-480.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

describe('refusing an upload', () => {
  it('refuses a file that is not an image with a 400 naming the field', async () => {
    const answer = await upload(Buffer.from('<svg onload="alert(1)"></svg> not a raster image'), {
      name: 'x.jpg',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'file: The file is not an image (JPEG, PNG, WebP, AVIF or GIF)',
      issues: [{ path: 'file', message: 'The file is not an image (JPEG, PNG, WebP, AVIF or GIF)' }],
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const answer = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 7));
    expect(answer.status).toBe(413);
    expect((answer.body as { message: string }).message).toBe('file: The image is larger than 10 MB');
  });

  it('refuses an image of more than 40 megapixels, however small its file (a decompression bomb)', async () => {
    const bomb = await photo(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await upload(bomb, { name: 'bomb.png' });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toBe('file: The image has more than 40 megapixels');
  });

  it('refuses a form without the file field and a body that is not a form', async () => {
    const missing = await upload(await photo(10, 10).png().toBuffer(), { field: 'image' });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe('file: Required');
    const json = await server.fetch('/api/admin/uploads', {
      method: 'POST',
      body: JSON.stringify({ file: 'abc' }),
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect((json.body as { message: string }).message).toBe(
      'file: Send the image as multipart/form-data field "file"',
    );
  });

  it('answers 401 without a token and 403 with a customer token, storing nothing', async () => {
    const png = await photo(10, 10).png().toBuffer();
    expect((await upload(png, { token: '' })).status).toBe(401);
    expect((await upload(png, { token: customerToken })).status).toBe(403);
  });
});
