/**
 * The admin's view of a draft's drawn picture. `/media/blog-<id>.svg` answers 404 while its post is
 * a draft (the picture shows the unpublished title), and an `<img>` carries no admin token; so the
 * studio's answer gives a draft the picture's address with `?expires=<unix seconds>&preview=<HMAC of
 * the file name and that time>`, which the media route honours, drafts included, until it expires.
 * A link passed on therefore shows the draft's picture for half a day at most. The key is generated
 * once and kept in the store, so every server process sharing the store signs and checks alike.
 */
import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/crypto';
import type { Clock } from '../../lib/clock';
import type { Store } from '../../store/port';

export interface MediaPreviews {
  /** The address of a drawn picture that shows a draft's too, for a while. */
  signedUrl(url: string): Promise<string>;
  /** True when `sig` is this server's signature of the media file name and `expires` is still ahead. */
  verify(file: string, expires: string, sig: string): Promise<boolean>;
}

/** The store's name of the generated key. */
export const MEDIA_PREVIEW_SECRET_NAME = 'media-preview';

const HOUR = 3600;
/**
 * How long a signed address lasts: at least twelve hours, ending on the hour, so the address stays
 * the same for an hour at a time (the studio's list and the editor's picture do not reload it on
 * every answer) and an admin's afternoon in the studio never meets an expired picture.
 */
export const MEDIA_PREVIEW_LIFETIME_HOURS = 12;

export function createMediaPreviews(deps: { store: Pick<Store, 'secrets'>; clock: Clock }): MediaPreviews {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= deps.store.secrets.getOrCreate(MEDIA_PREVIEW_SECRET_NAME, randomToken());
    // A failed read is tried again on the next call rather than kept.
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const sign = async (file: string, expires: string) =>
    createHmac('sha256', await key())
      .update(`media-preview:${file}:${expires}`)
      .digest('base64url');
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  return {
    async signedUrl(url) {
      const file = url.slice(url.lastIndexOf('/') + 1);
      const hour = Math.floor(nowSeconds() / HOUR) * HOUR;
      const expires = String(hour + (MEDIA_PREVIEW_LIFETIME_HOURS + 1) * HOUR);
      return `${url}?expires=${expires}&preview=${await sign(file, expires)}`;
    },
    async verify(file, expires, sig) {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) <= nowSeconds()) return false;
      return safeEqual(Buffer.from(await sign(file, expires)), Buffer.from(sig));
    },
  };
}
