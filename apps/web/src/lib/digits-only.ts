/** Keeps the digits of a typed or pasted value, up to `max` of them (mobile, license numbers). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
