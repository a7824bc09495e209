import { bypass, http, HttpResponse, passthrough } from 'msw';
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
  /**
   * The seed's pictures of the demo sites are files of public/ at `/work/…`. A static Storybook
   * built into a sub-folder has them beside its pages, not at the server's root: the request goes
   * to the same file under the page's folder. At the root (the sandbox) it passes through.
   */
  http.get(mockPath('/work/:file'), ({ request, params }) => {
    if (typeof document === 'undefined') return passthrough();
    const beside = new URL(`work/${String(params.file)}`, document.baseURI);
    return beside.href === request.url ? passthrough() : fetch(bypass(beside));
  }),
];
