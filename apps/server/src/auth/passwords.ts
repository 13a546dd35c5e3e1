import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes), the OWASP minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the same effort on a decoy, so the time
 * taken does not tell whether a user name exists.
 */
export async function checkPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hash('decoy password that never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
