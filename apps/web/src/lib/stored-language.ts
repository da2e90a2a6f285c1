// The interface language chosen on this device, readable without i18next: the early entry
// (src/early-start.ts) picks a page's texts by it before the app's entry has run.

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

/** The chosen interface language, kept locally; Thai when nothing was chosen. */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
