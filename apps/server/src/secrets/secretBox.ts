import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type Config, SECRET_KEY_BYTES } from '../config';
import type { Database } from '../db/client';
import { keptServerKey } from './serverKeyRepository';

// The SFTP passwords and private keys a line's delivery needs are kept sealed with AES-256-GCM:
// the database (and so a backup of it) holds only what the server's key opens. Each sealed value
// names the key it was sealed with, so one sealed elsewhere (a backup restored on another server)
// is told apart from one damaged, and the administrator is asked to enter it again.

export interface SecretBox {
  seal(plain: string): string; // 'v1:<key id>:<iv b64>:<tag b64>:<ciphertext b64>'; a fresh IV each time
  /** The plain text, or null when it was sealed with another key or was tampered with. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** GCM's recommended nonce: 96 bits, never repeated under one key (random each time). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key the server makes for itself when its environment gives none. */
const KEPT_KEY_NAME = 'delivery-secrets';

/** A short hash of the key: names it in every sealed value without giving it away. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 10);

/** Base64 text back to bytes, or null unless it is exactly what those bytes encode to. */
function strictBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

export function secretBoxOf(given: Buffer): SecretBox {
  if (given.length !== SECRET_KEY_BYTES)
    throw new Error(`A secret key is ${SECRET_KEY_BYTES} bytes, not ${given.length}.`);
  // A copy of its own: the caller's buffer may be reused or wiped.
  const key = Buffer.from(given);
  const id = keyIdOf(key);
  // The version and key id are authenticated with the text: neither can be swapped unnoticed.
  const header = Buffer.from(`${VERSION}:${id}`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(header);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, id, iv, tag, sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(text) {
      const parts = typeof text === 'string' ? text.split(':') : [];
      if (parts.length !== 5 || parts[0] !== VERSION || parts[1] !== id) return null;
      const [iv, tag, sealed] = parts.slice(2).map(strictBase64);
      if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !sealed) return null;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(header);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
      } catch {
        // The tag did not match: altered, or sealed under the same id by another key.
        return null;
      }
    },
  };
}

/** The server's box: the environment's key, else the one kept in the database (made on first use). */
export async function serverSecretBox(
  db: Database,
  config: Pick<Config, 'secretKey'>,
): Promise<SecretBox> {
  if (config.secretKey) return secretBoxOf(config.secretKey);
  const kept = await keptServerKey(
    db,
    KEPT_KEY_NAME,
    randomBytes(SECRET_KEY_BYTES).toString('base64'),
  );
  const key = strictBase64(kept ?? '');
  if (key?.length !== SECRET_KEY_BYTES)
    throw new Error(
      `The key '${KEPT_KEY_NAME}' in server_keys.keys is not ${SECRET_KEY_BYTES} bytes of base64: set QUAYBOOK_SECRET_KEY, or delete that row to make a new key (saved SFTP secrets must then be entered again).`,
    );
  return secretBoxOf(key);
}
