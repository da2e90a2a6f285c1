// Thai leading vowels are written before the consonant they follow in speech: skip them.
const THAI_LEADING_VOWELS = /^[เแโใไ]+/;

function firstLetter(word: string): string {
  const trimmed = word.trim().replace(THAI_LEADING_VOWELS, '');
  return trimmed.charAt(0).toUpperCase();
}

/** Up to two initials: from the English name when there is one, else from the Thai name. */
export function initials(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const words = (name ?? '').split(/\s+/).filter(Boolean);
    const letters = words.slice(0, 2).map(firstLetter).join('');
    if (letters !== '') return letters;
  }
  return '?';
}
