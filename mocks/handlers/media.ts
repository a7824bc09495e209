import { http, HttpResponse } from 'msw';
import { MEDIA_PREFIX, placeholderSvg } from '../fixtures';
import { mockPath } from '../lib/mock-path';

/** Draws the fixtures' `/media/<name>.svg` images (not a contract route: static files). */
export const mediaHandlers = [
  http.get(mockPath(`${MEDIA_PREFIX}:file`), ({ params }) => {
    const file = String(params.file);
    return new HttpResponse(placeholderSvg(file.replace(/\.svg$/, '')), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
];
