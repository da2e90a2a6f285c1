import { THAI_ID_CARD_TYPE, ZPatientInput, bangkokDate, nationalIdCheckDigit, type TPatientInput } from '@yim/contract';
import {
  ALLERGIES,
  CONGENITAL_DISEASES,
  FOREIGN_NAMES,
  STREETS,
  THAI_FEMALE_FIRST_NAMES,
  THAI_MALE_FIRST_NAMES,
  THAI_SURNAMES,
} from './data/patient-names.data.ts';

/** A small seeded generator (mulberry32): the same seed makes the same patients on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(Math.floor(random() * 10))).join('');
const chance = (random: Random, probability: number) => random() < probability;

/**
 * A Thai national id that no other generated patient of the clinic has: the DN is part of it
 * (digits 6–12), the rest random, and the check digit right.
 */
export function generatedNationalId(random: Random, dn: number): string {
  const firstTwelve = `${1 + Math.floor(random() * 5)}${digits(random, 4)}${String(dn % 10_000_000).padStart(7, '0')}`;
  return firstTwelve + String(nationalIdCheckDigit(firstTwelve));
}

function birthDate(random: Random, thisYear: number): string {
  const year = thisYear - 3 - Math.floor(random() * 80);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Thai titles by sex and age: เด็กชาย/เด็กหญิง under 15, else นาย, นาง or นางสาว (config title_name). */
function thaiTitle(random: Random, female: boolean, dob: string, thisYear: number): string {
  const age = thisYear - Number(dob.slice(0, 4));
  if (age < 15) return female ? '5' : '4';
  if (!female) return '1';
  return chance(random, 0.5) ? '2' : '3';
}

/**
 * One realistic patient: a Thai (about 95 %) with Thai and romanised names, a national id and a
 * mobile, or a foreigner with a passport; some with allergies or congenital diseases; an
 * address line without province and district (the Thai address data set is the masters
 * feature's). Parsed by the contract, exactly as the form's input would be. `thisYear` (Bangkok)
 * is asked once per batch: the calendar lookup costs more than the rest of a patient.
 */
export function generatedPatient(
  random: Random,
  dn: number,
  thisYear = Number(bangkokDate().slice(0, 4)),
): TPatientInput {
  const dob = birthDate(random, thisYear);
  const mobile = `0${pick(random, ['6', '8', '9'])}${digits(random, 8)}`;
  const common = {
    dob,
    mobile: chance(random, 0.95) ? mobile : '',
    consentSms: chance(random, 0.7),
    consentLine: chance(random, 0.4),
    consentEmail: chance(random, 0.2),
    allergies: chance(random, 0.1) ? pick(random, ALLERGIES) : '',
    congenitalDiseases: chance(random, 0.15) ? pick(random, CONGENITAL_DISEASES) : '',
    address: `${1 + Math.floor(random() * 300)}/${1 + Math.floor(random() * 40)} ${pick(random, STREETS)}`,
  };
  if (chance(random, 0.05)) {
    const [firstNameEn, lastNameEn, female] = pick(random, FOREIGN_NAMES);
    return ZPatientInput.parse({
      ...common,
      foreigner: true,
      titleNameEn: female ? '3' : '1',
      firstNameEn,
      lastNameEn,
      gender: female ? '2' : '1',
      personalType: '2',
      personalId: `${pick(random, ['AA', 'XK', 'TR', 'M'])}${digits(random, 7)}`,
      email: chance(random, 0.5) ? `${firstNameEn}.${lastNameEn}@example.com`.toLowerCase() : '',
    });
  }
  const female = chance(random, 0.55);
  const [firstNameTh, firstNameEn] = pick(random, female ? THAI_FEMALE_FIRST_NAMES : THAI_MALE_FIRST_NAMES);
  const [lastNameTh, lastNameEn] = pick(random, THAI_SURNAMES);
  return ZPatientInput.parse({
    ...common,
    titleNameTh: thaiTitle(random, female, dob, thisYear),
    firstNameTh,
    lastNameTh,
    titleNameEn: female ? '3' : '1',
    firstNameEn,
    lastNameEn,
    gender: female ? '2' : '1',
    personalType: THAI_ID_CARD_TYPE,
    personalId: generatedNationalId(random, dn),
    email: chance(random, 0.3) ? `${firstNameEn}.${lastNameEn}${digits(random, 2)}@example.com`.toLowerCase() : '',
  });
}
