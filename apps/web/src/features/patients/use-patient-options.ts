import { useQuery } from '@tanstack/react-query';
import type { TConfigValue } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { configValuesQuery } from '../masters/masters.api.ts';

export type Option = { value: string; label: string };

/** The configuration lists a patient's choices come from (spec clinic §3 config names). */
export function usePatientConfig() {
  const titlesTh = useQuery(configValuesQuery('titleName'));
  const titlesEn = useQuery(configValuesQuery('titleNameEng'));
  const genders = useQuery(configValuesQuery('gender'));
  const personalTypes = useQuery(configValuesQuery('personalType'));
  return {
    titlesTh: titlesTh.data ?? [],
    titlesEn: titlesEn.data ?? [],
    genders: genders.data ?? [],
    personalTypes: personalTypes.data ?? [],
  };
}

/** A configuration list as select options, in the interface language. */
export function useConfigOptions() {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  return (values: readonly TConfigValue[]): Option[] =>
    values.map((value) => ({ value: value.id, label: isEnglish && value.nameEn ? value.nameEn : value.nameTh }));
}

/** The label of one configuration id, '' when unknown or unset. */
export function configLabel(values: readonly TConfigValue[], id: string | null, isEnglish: boolean): string {
  const value = values.find((candidate) => candidate.id === id);
  if (!value) return '';
  return isEnglish && value.nameEn ? value.nameEn : value.nameTh;
}
