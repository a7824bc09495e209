/**
 * The admin's view of a draft's drawn picture. `/media/blog-<id>.svg` answers 404 while its post is
 * a draft (the picture shows the unpublished title), and an `<img>` carries no admin token; so the
 * studio's answer gives a draft the picture's address with `?preview=<HMAC of the file name>`,
 * which the media route honours, drafts included. The key is generated once and kept in the store,
 * so every server process sharing the store signs and checks alike.
 */
import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/crypto';
import type { Store } from '../../store/port';

export interface MediaPreviews {
  /** The address of a drawn picture that shows a draft's too. */
  signedUrl(url: string): Promise<string>;
  /** True when `sig` is this server's signature of the media file name. */
  verify(file: string, sig: string): Promise<boolean>;
}

/** The store's name of the generated key. */
export const MEDIA_PREVIEW_SECRET_NAME = 'media-preview';

export function createMediaPreviews(deps: { store: Pick<Store, 'secrets'> }): MediaPreviews {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= deps.store.secrets.getOrCreate(MEDIA_PREVIEW_SECRET_NAME, randomToken());
    // A failed read is tried again on the next call rather than kept.
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const sign = async (file: string) =>
    createHmac('sha256', await key())
      .update(`media-preview:${file}`)
      .digest('base64url');
  return {
    async signedUrl(url) {
      const file = url.slice(url.lastIndexOf('/') + 1);
      return `${url}?preview=${await sign(file)}`;
    },
    async verify(file, sig) {
      return safeEqual(Buffer.from(await sign(file)), Buffer.from(sig));
    },
  };
}
