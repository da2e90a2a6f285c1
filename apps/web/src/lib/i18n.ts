import i18next from 'i18next';
import { ACCOUNT_MESSAGES, ERRORS, PASSWORD_MESSAGES, type ErrorCode } from '@yim/contract';
import { initReactI18next } from 'react-i18next';
import thAuth from '../locales/th/auth.json';
import thClinics from '../locales/th/clinics.json';
import thCommon from '../locales/th/common.json';
import thErrors from '../locales/th/errors.json';
import thProfile from '../locales/th/profile.json';
import thShell from '../locales/th/shell.json';
import enAuth from '../locales/en/auth.json';
import enClinics from '../locales/en/clinics.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enProfile from '../locales/en/profile.json';
import enShell from '../locales/en/shell.json';
import { applyDateLocale } from './dayjs.ts';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

/** The chosen interface language, kept locally; Thai when nothing was chosen. */
export const LANGUAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const NAMESPACES = ['common', 'auth', 'profile', 'shell', 'clinics', 'errors'] as const;

/** The texts of the error codes, in one language, from the contract's catalogue (their one source). */
function errorCodeTexts(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry[language]])) as Record<
    ErrorCode,
    string
  >;
}

// One source per text: the Thai of the spec's validation messages and the texts of the error
// codes live in the contract (the server answers them too); the locale files hold the rest, and
// English translations of those messages keyed by the contract's message keys.
export const resources = {
  th: {
    common: thCommon,
    auth: { ...thAuth, validation: { ...ACCOUNT_MESSAGES, ...PASSWORD_MESSAGES } },
    profile: thProfile,
    shell: thShell,
    clinics: thClinics,
    errors: { ...thErrors, codes: errorCodeTexts('th') },
  },
  en: {
    common: enCommon,
    auth: enAuth,
    profile: enProfile,
    shell: enShell,
    clinics: enClinics,
    errors: { ...enErrors, codes: errorCodeTexts('en') },
  },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Resources are bundled: initialise synchronously so the first render already has Thai text.
  initAsync: false,
});

function syncLanguage(language: string): void {
  document.documentElement.lang = language;
  applyDateLocale(language === 'en' ? 'en' : 'th');
}

syncLanguage(i18n.language);
i18n.on('languageChanged', syncLanguage);

export function setLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; still switched for this visit.
  }
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
