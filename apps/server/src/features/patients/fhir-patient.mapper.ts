import { formatDn, THAI_ID_CARD_TYPE } from '@yim/contract';
import type { PatientRecordRow } from './patients.mapper.ts';

/**
 * Identifier systems. The Thai national id uses the system of the Thai FHIR core profiles (TH Core,
 * Standards and Interoperability Lab – Thailand); the DN is the clinic's own number, named by a
 * URN under the clinic's url so that two clinics' DNs never read as the same identifier.
 */
export const THAI_CID_SYSTEM = 'https://terms.sil-th.org/id/th-cid';
export const dnSystem = (clinicUrl: string) => `urn:yim:clinic:${clinicUrl}:dn`;

/** FHIR's language extension: which of the two names is Thai and which English. */
const LANGUAGE_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/language';

/** The clinic's gender values (config `gender`: 1 male, 2 female, 3 not specified). */
const GENDERS: Record<string, 'male' | 'female' | 'unknown'> = { '1': 'male', '2': 'female', '3': 'unknown' };

type Titles = { th: string | null; en: string | null };

function humanName(
  language: 'th' | 'en',
  use: 'official' | 'usual',
  first: string,
  last: string,
  title: string | null,
) {
  if (!first && !last) return [];
  return [
    {
      extension: [{ url: LANGUAGE_EXTENSION, valueCode: language }],
      use,
      text: [title, first, last].filter(Boolean).join(' '),
      ...(last ? { family: last } : {}),
      ...(first ? { given: [first] } : {}),
      ...(title ? { prefix: [title] } : {}),
    },
  ];
}

/**
 * A patient record as a FHIR R4 Patient resource (docs/wire.md, "FHIR"): DN and Thai national id
 * as identifiers, the Thai and the English name, phones and e-mail, gender, birth date and the
 * Thai address (house and road, sub-district as `line`, district, province as `state`).
 * Empty fields are left out, as FHIR wants no empty strings.
 */
export function toFhirPatient(row: PatientRecordRow, clinicUrl: string, titles: Titles) {
  const identifier = [
    {
      use: 'usual',
      type: { text: 'DN' },
      system: dnSystem(clinicUrl),
      value: formatDn(row.dn),
    },
    ...(row.personalType === THAI_ID_CARD_TYPE && row.personalId
      ? [{ use: 'official', type: { text: 'Thai national id' }, system: THAI_CID_SYSTEM, value: row.personalId }]
      : []),
  ];
  const telecom = [
    ...(row.mobile ? [{ system: 'phone', value: row.mobile, use: 'mobile' }] : []),
    ...(row.tel ? [{ system: 'phone', value: row.tel, use: 'home' }] : []),
    ...(row.email ? [{ system: 'email', value: row.email }] : []),
  ];
  const line = [row.address, row.subDistrict].filter(Boolean);
  const hasAddress = line.length > 0 || row.district || row.province || row.postcode;
  return {
    resourceType: 'Patient' as const,
    id: String(row.id),
    meta: { lastUpdated: row.updatedAt.toISOString() },
    identifier,
    // Only a living record is read (a deleted or merged one is not found), so it is always active.
    active: true,
    name: [
      ...humanName('th', 'official', row.firstNameTh, row.lastNameTh, titles.th),
      ...humanName('en', 'usual', row.firstNameEn, row.lastNameEn, titles.en),
    ],
    ...(telecom.length > 0 ? { telecom } : {}),
    gender: (row.gender && GENDERS[row.gender]) || 'unknown',
    ...(row.dob ? { birthDate: row.dob } : {}),
    ...(hasAddress
      ? {
          address: [
            {
              use: 'home',
              ...(line.length > 0 ? { line } : {}),
              ...(row.district ? { district: row.district } : {}),
              ...(row.province ? { state: row.province } : {}),
              ...(row.postcode ? { postalCode: row.postcode } : {}),
              country: 'TH',
            },
          ],
        }
      : {}),
  };
}
