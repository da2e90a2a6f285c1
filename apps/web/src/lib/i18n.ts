import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import {
  ACCOUNT_MESSAGES,
  CLINIC_MESSAGES,
  ERRORS,
  MASTER_MESSAGES,
  PASSWORD_MESSAGES,
  PATIENT_MESSAGES,
  RISK_MESSAGES,
  APPOINTMENT_MESSAGES,
  type ErrorCode,
} from '@yim/contract';
import { initReactI18next } from 'react-i18next';
import thAuth from '../locales/th/auth.json';
import thCommon from '../locales/th/common.json';
import thErrors from '../locales/th/errors.json';
import thShell from '../locales/th/shell.json';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_KEY,
  LANGUAGES,
  storedLanguage,
  type Language,
} from './stored-language.ts';

// The language's names and its stored choice live apart (stored-language.ts); the app reads them here.
export { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, type Language };

export const NAMESPACES = [
  'common',
  'auth',
  'profile',
  'shell',
  'clinics',
  'errors',
  'dicom',
  'masters',
  'oauth',
  'superadmin',
  'patients',
  'appointments',
  'media',
  'signing',
  'payments',
  'lab',
  'treatments',
  'ortho',
  'ai',
  'reports',
  'receipts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The texts of the error codes, in one language, from the contract's catalogue (their one source). */
function errorCodeTexts(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry[language]])) as Record<
    ErrorCode,
    string
  >;
}

/**
 * One source per text: the Thai of the spec's validation messages and the texts of the error
 * codes live in the contract (the server answers them too) and join the namespace as it loads;
 * the locale files hold the rest, and English translations keyed by the contract's message keys.
 */
export function withContractTexts(language: Language, namespace: string, texts: ResourceLanguage): ResourceLanguage {
  if (namespace === 'errors') return { ...texts, codes: errorCodeTexts(language) };
  if (namespace === 'auth' && language === 'th')
    return {
      ...texts,
      validation: {
        ...ACCOUNT_MESSAGES,
        ...PASSWORD_MESSAGES,
        ...MASTER_MESSAGES,
        ...CLINIC_MESSAGES,
        ...PATIENT_MESSAGES,
        ...RISK_MESSAGES,
        ...APPOINTMENT_MESSAGES,
      },
    };
  return texts;
}

// Thai for the first route (/login) and the frame every route has (titles, errors) ships with the
// entry; every other namespace and every English one is its own chunk, loaded by the route that
// needs it (lazyPage) or by a language switch.
const BUNDLED = {
  th: {
    common: thCommon,
    errors: withContractTexts('th', 'errors', thErrors),
    auth: withContractTexts('th', 'auth', thAuth),
    shell: thShell,
  },
};
const BUNDLED_NAMESPACES: Namespace[] = ['common', 'errors', 'auth', 'shell'];

const LOCALE_FILES = import.meta.glob<{ default: ResourceLanguage }>('../locales/*/*.json');

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = LOCALE_FILES[`../locales/${language}/${namespace}.json`];
    if (!load || !isLanguage(language)) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, withContractTexts(language, namespace, module.default)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    resources: BUNDLED,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: BUNDLED_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Thai is bundled: initialise synchronously so the first render already has Thai text.
    initAsync: false,
    // Routes load their namespaces before they render (lazyPage), so nothing waits in a render.
    react: { useSuspense: false },
  });

/** Loads namespaces (in the current language and Thai, the fallback) before a screen needs them. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** Resolves when the first route's texts are there in the chosen language (English loads them). */
export const i18nReady: Promise<void> = loadNamespaces(BUNDLED_NAMESPACES);

function syncLanguage(language: string): void {
  document.documentElement.lang = language;
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
