import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords from leaked-password corpora (about 49,000, ranked), as shipped by
 * @zxcvbn-ts/language-common. Compared case-insensitively: 'Password1' is as weak as 'password1'.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  isCommonPassword('');
  return common?.size ?? 0;
}
