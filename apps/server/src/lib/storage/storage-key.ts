import { randomUUID } from 'node:crypto';

const MAX_KEY_LENGTH = 512;
/** Each segment starts with a letter or digit: no `.`/`..`, no hidden temp folder, no absolute path. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys come from our own code, but also back from signed URLs; one strict shape keeps every
 * driver safe from traversal (`..`, `/etc/...`, `C:\...`) and from odd characters in URLs.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

/** A fresh key, `<prefix>/<yyyy>/<mm>/<uuid>.<ext>` (UTC month): folders stay small and listable by age. */
export function newStorageKey(prefix: string, ext: string, now: Date = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${year}/${month}/${randomUUID()}.${ext}`;
  assertValidStorageKey(key);
  return key;
}
