import { createHash, randomBytes } from 'node:crypto';

export type KeyPurpose = 'activate' | 'reset';

/** Activation links live a day (mail can be slow to be read); reset links half an hour. */
export const KEY_LIFETIME_MS: Record<KeyPurpose, number> = { activate: 24 * 3_600_000, reset: 30 * 60_000 };

export type MailKey = { key: string; hash: string };

/**
 * A key for an e-mail link: 256 random bits, base64url (43 characters). Only its SHA-256 is
 * stored, so a copy of the database does not open anyone's account; a fast hash is enough
 * because the key itself is random, not a password.
 */
export function newMailKey(): MailKey {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashMailKey(key) };
}

export function hashMailKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
