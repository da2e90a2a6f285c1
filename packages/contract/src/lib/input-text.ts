import type { TValidationIssue } from './wire.ts';

/**
 * Control characters no field of the API takes: C0 except tab, line feed and carriage return
 * (multi-line notes keep those), DEL and C1. PostgreSQL refuses NUL in text outright (a 500 if it
 * got that far) and the others only hide text from the people who read it.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'มีอักขระควบคุมที่ใช้ไม่ได้ (control character)';

/** Where in a decoded request part (params, query, JSON body) a string holds a control character. */
export function findControlCharacters(value: unknown, path: string[] = [], found: TValidationIssue[] = []) {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push({ path: path.join('.'), message: CONTROL_CHARACTER_MESSAGE });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findControlCharacters(item, [...path, String(index)], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      findControlCharacters(key, [...path, key], found);
      findControlCharacters(item, [...path, key], found);
    }
  }
  return found;
}
