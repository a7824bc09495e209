/**
 * `POST /api/admin/uploads`: one image as multipart/form-data field `file` (not a JSON route, so
 * not in the route table). The browser writes the multipart boundary itself; the answer is checked
 * against the contract like every route's. Fails as a ServiceError, as machines expect.
 */
import { UPLOADS_PATH, UPLOAD_FIELD, uploadResponseSchema, type UploadResponse } from '@contract/api/studio';
import { throwIfNotOk } from './api-error';
import { readJson } from './api-request';
import { authHeader } from './auth-header';
import { asService } from './service-error';

const send = async (file: Blob): Promise<UploadResponse> => {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const response = await fetch(UPLOADS_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: authHeader(UPLOADS_PATH),
    body: form,
  });
  await throwIfNotOk(response);
  return uploadResponseSchema.parse(await readJson(response));
};

export const uploadImage = (file: Blob): Promise<UploadResponse> => asService(send(file));
