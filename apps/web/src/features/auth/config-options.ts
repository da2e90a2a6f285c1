import type { TConfigValue } from '@yim/contract';

export type ConfigOption = { value: string; label: string };

/** Configuration values as select options, in the interface language, in the configured order. */
export function configOptions(values: readonly TConfigValue[] | undefined, language: string): ConfigOption[] {
  return [...(values ?? [])]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ value: item.id, label: (language === 'en' && item.nameEn) || item.nameTh }));
}
