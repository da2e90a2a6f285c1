import i18next from 'i18next';
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

export const resources = {
  th: { common: thCommon, auth: thAuth, profile: thProfile, shell: thShell, clinics: thClinics, errors: thErrors },
  en: { common: enCommon, auth: enAuth, profile: enProfile, shell: enShell, clinics: enClinics, errors: enErrors },
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
