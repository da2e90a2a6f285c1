import { formatDn, type TConfigValue, type TPatientSummary } from '@yim/contract';

type Named = Pick<
  TPatientSummary,
  'foreigner' | 'titleNameTh' | 'firstNameTh' | 'lastNameTh' | 'titleNameEn' | 'firstNameEn' | 'lastNameEn'
>;

function titleOf(titles: readonly TConfigValue[] | undefined, id: string | null): string {
  if (id === null || !titles) return '';
  return titles.find((title) => title.id === id)?.nameTh ?? '';
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/**
 * The name staff read aloud: Thai when the patient has one, else the English name (foreigners).
 * Thai titles are written joined to the name ('นายสมชาย'), English ones apart ('Mr. John').
 */
export function patientName(
  patient: Named,
  titles?: { th?: readonly TConfigValue[]; en?: readonly TConfigValue[] },
): string {
  const thai = join(patient.firstNameTh, patient.lastNameTh);
  if (thai !== '') return `${titleOf(titles?.th, patient.titleNameTh)}${thai}`;
  return join(titleOf(titles?.en, patient.titleNameEn), patient.firstNameEn, patient.lastNameEn);
}

/** The other script's name, shown under the main one when there is one. */
export function patientOtherName(patient: Named): string {
  const thai = join(patient.firstNameTh, patient.lastNameTh);
  return thai === '' ? '' : join(patient.firstNameEn, patient.lastNameEn);
}

/** 'DN 000042' with the legacy number after it when the clinic kept one. */
export function patientNumbers(patient: Pick<TPatientSummary, 'dn' | 'existDn'>): string {
  return patient.existDn ? `${formatDn(patient.dn)} (${patient.existDn})` : formatDn(patient.dn);
}
