/**
 * `POST /api/admin/uploads` on the mock (not a JSON route, so not a `mockRoute`): admin only, one
 * image in field `file`; anything that is not an image is refused with the server's 400 naming the
 * field. The answer points at a drawn placeholder, as the server's points at its stored variants.
 */
import { http, HttpResponse } from 'msw';
import { UPLOADS_PATH, UPLOAD_FIELD, type UploadResponse } from '@contract/api/studio';
import { mediaPath } from '../fixtures';
import { nextId } from '../lib/ids';
import { MockHttpError } from '../lib/mock-error';
import { authorize, sessionOf } from '../lib/mock-route';
import { mockPath } from '../lib/mock-path';

const NOT_AN_IMAGE = 'The file is not an image';

const refusal = (error: MockHttpError) => HttpResponse.json(error.body, { status: error.status });

const hexOf = (id: string): string =>
  Array.from(id, (char) => char.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32)
    .padEnd(16, '0');

export const uploadHandlers = [
  http.post(mockPath(UPLOADS_PATH), async ({ request }) => {
    try {
      authorize('admin', sessionOf(request));
    } catch (error) {
      return refusal(error as MockHttpError);
    }
    const file = (await request.formData()).get(UPLOAD_FIELD);
    if (!(file instanceof Blob) || !file.type.startsWith('image/')) {
      const message = file instanceof Blob ? NOT_AN_IMAGE : 'Required';
      return refusal(
        new MockHttpError(400, `${UPLOAD_FIELD}: ${message}`, { issues: [{ path: UPLOAD_FIELD, message }] }),
      );
    }
    const id = hexOf(nextId('upload'));
    const url = mediaPath(`upload-${id}`);
    const answer: UploadResponse = {
      id,
      url,
      width: 1200,
      height: 630,
      variants: [{ format: 'jpeg', width: 1200, height: 630, url }],
    };
    return HttpResponse.json(answer, { status: 201 });
  }),
];
