// Thai phone numbers as the clinic writes them: mobiles 3-3-4, Bangkok landlines 2-3-4,
// provincial landlines 3-3-3. Anything else (foreign numbers, extensions) is left as typed.

/** Strips spaces and dashes: ' 081-234 5678 ' → '0812345678'. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-‐‑–—]/g, '');
}

/** '0812345678' → '081-234-5678'; '021234567' → '02-123-4567'; '053123456' → '053-123-456'. */
export function formatPhone(value: string): string {
  const digits = normalizePhone(value);
  if (/^0\d{9}$/.test(digits)) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (/^02\d{7}$/.test(digits)) {
    return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  }
  if (/^0[3-7]\d{7}$/.test(digits)) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return value.trim();
}
