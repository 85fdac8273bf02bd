import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { uploadUrl } from './uploads.service.ts';

/** How long a signed address of a chat file lasts: until the end of the next whole hour (1–2 h). */
const BUCKET_MS = 60 * 60 * 1000;

/**
 * Short-lived signed addresses of chat files (decision 026): `/api/uploads/{id}?exp={unix s}&sig={HMAC}`, the HMAC
 * (SHA-256) over the id and the expiry, its key derived from the server's secret. The expiry is rounded to the hour,
 * so every reader gets the same address for an hour (browsers cache it once) and it lives at most two.
 */
export function createUploadSigner({ secret, clock }: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', secret).update('tawasul:upload-url:v1').digest();
  const mac = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id.toLowerCase()}.${exp}`).digest('base64url');

  return {
    /** The file's address for the readers of a message: signed, valid for 1–2 h. */
    url(id: string): string {
      const exp = (Math.floor(clock.now().getTime() / BUCKET_MS) + 2) * (BUCKET_MS / 1000);
      return `${uploadUrl(id)}?exp=${exp}&sig=${mac(id, exp)}`;
    },

    /** Whether `exp` and `sig` (from the query string) sign this id and have not expired. */
    verify(id: string, exp: unknown, sig: unknown): boolean {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      const now = clock.now().getTime() / 1000;
      if (expiry <= now || expiry > now + (2 * BUCKET_MS) / 1000) return false;
      const expected = Buffer.from(mac(id, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UploadSigner = ReturnType<typeof createUploadSigner>;
