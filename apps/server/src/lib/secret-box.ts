import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets kept in the database (store API keys, tokens) with AES-256-GCM under a key derived from
 * AUTH_SECRET with HKDF. `context` names what the secret belongs to (e.g. a brand's API key) and is authenticated,
 * so a sealed value copied to another row does not open there. Changing AUTH_SECRET makes sealed values unreadable.
 */
export function createSecretBox(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tawasul', 'tawasul/secret-box/v1', 32));

  return {
    /** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The plain text; throws when the value was changed, sealed under another secret or for another context. */
    open(sealed: string, context: string): string {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== VERSION || !iv || ciphertext === undefined || !tag) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
