import { PASSWORD_MESSAGES } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { isCommonPassword } from './common-passwords.data.ts';
import { verifyPassword } from './password-hash.crypto.ts';

/** The schema checked length and composition; this refuses the passwords everyone guesses first. */
export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw validationError([{ path: field, message: PASSWORD_MESSAGES.tooCommon }]);
}

/**
 * Refuses a password the user had before (the current one included). Argon2 verification is
 * slow on purpose, so the hashes are read first and compared outside any transaction.
 */
export async function assertNotUsedBefore(hashes: string[], password: string): Promise<void> {
  for (const hash of hashes) {
    if (await verifyPassword(hash, password)) throw new AppError('PASSWORD-USED-BEFORE');
  }
}
