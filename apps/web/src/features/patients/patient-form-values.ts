import { ZPatientInput, type TPatient, type TPatientInput } from '@yim/contract';
import type { useZodForm } from '../../lib/use-zod-form.ts';

/** What the form edits: the contract's body, with every text a string and every choice an id or null. */
export type PatientFormValues = {
  [K in keyof TPatientInput]: TPatientInput[K];
};

export type PatientForm = ReturnType<typeof useZodForm<TPatientInput, PatientFormValues>>;

/** The contract's own defaults: a blank form is exactly what an empty body parses to, less the checks. */
export function blankPatientValues(): PatientFormValues {
  return {
    existDn: '',
    foreigner: false,
    titleNameTh: null,
    firstNameTh: '',
    lastNameTh: '',
    titleNameEn: null,
    firstNameEn: '',
    lastNameEn: '',
    nickname: '',
    dob: null,
    gender: null,
    personalType: '1',
    personalId: '',
    mobile: '',
    tel: '',
    email: '',
    lineId: '',
    consentSms: false,
    consentLine: false,
    consentEmail: false,
    allergies: '',
    congenitalDiseases: '',
    emergencyContactName: '',
    emergencyContactRelation: '',
    emergencyContactPhone: '',
    photoContentId: null,
    notes: '',
    address: '',
    subDistrict: '',
    district: '',
    province: '',
    postcode: '',
  };
}

/** An existing record as the form's starting values (the fields the body carries, nothing else). */
export function patientValues(patient: TPatient | null): PatientFormValues {
  const blank = blankPatientValues();
  if (patient === null) return blank;
  const values = { ...blank };
  for (const key of Object.keys(blank) as (keyof PatientFormValues)[]) {
    (values as Record<string, unknown>)[key] = patient[key];
  }
  return values;
}

/** The schema the form validates with: the contract's, so the screen and the server agree. */
export const patientFormSchema = ZPatientInput;
