import { z } from 'zod';
import { PASSWORD_MESSAGES } from './password.messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

/** Thai letters, Latin letters, digits and @$!%*#?& only (spec access §5). */
const ALLOWED = /^[A-Za-z0-9\u0E00-\u0E7F@$!%*#?&]+$/;
const HAS_LATIN_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;

/** A new password: required (with the form's own message), 8–100 characters, the composition rule. */
export function ZNewPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
    .refine(
      (value) => ALLOWED.test(value) && HAS_LATIN_LETTER.test(value) && HAS_DIGIT.test(value),
      PASSWORD_MESSAGES.composition,
    );
}
