/** Characters RFC 5987's attr-char allows besides letters and digits. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc5987(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * `inline; filename="<ascii>"; filename*=UTF-8''<encoded>`: Thai names reach modern browsers
 * intact through filename*, older clients get a readable ASCII stand-in, and no name can
 * break out of the header (quotes, backslashes and control characters never pass through).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  const fallback = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
