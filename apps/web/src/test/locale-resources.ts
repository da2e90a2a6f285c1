import type { ResourceLanguage } from 'i18next';
import { LANGUAGES, NAMESPACES, withContractTexts, type Language, type Namespace } from '../lib/i18n.ts';

// Every namespace in every language, as the app sees it once loaded (contract texts included),
// for the tests that compare locales (read by key, hence `any`); the app loads them lazily.
const FILES = import.meta.glob<{ default: ResourceLanguage }>('../locales/*/*.json', { eager: true });

function load(language: Language, namespace: Namespace): ResourceLanguage {
  const file = FILES[`../locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`no locale file ${language}/${namespace}`);
  return withContractTexts(language, namespace, file.default);
}

export const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, load(language, namespace)])),
  ]),
) as Record<Language, Record<Namespace, any>>;
