/**
 * The key of an e-mail link from whatever was pasted: the key itself, or the whole link
 * (…/user/activate/KEY?x#y). Only the last path segment counts.
 */
export function keyFromPaste(text: string): string {
  const trimmed = text.trim();
  const path = trimmed.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.at(-1) ?? '';
}
