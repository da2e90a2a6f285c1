import { THAI_ADDRESS_PARTS, type ThaiAddressPart } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { validationError } from '../../lib/app-error.ts';
import { thaiAddressVersion } from './data/thai-address.data.ts';
import {
  checkThaiAddressParts,
  findThaiAreasByPostcode,
  listThaiDistricts,
  listThaiProvinces,
  listThaiSubDistricts,
} from './thai-address.repo.ts';

// The Thai address data set: the pickers' lookups, and the check that an address's parts belong
// together (used by the patients feature when a patient is saved).

export async function thaiProvinceList(tx: Tx) {
  return { version: thaiAddressVersion(), list: await listThaiProvinces(tx) };
}

export async function thaiDistrictList(tx: Tx, provinceCode: number) {
  return { version: thaiAddressVersion(), list: await listThaiDistricts(tx, provinceCode) };
}

export async function thaiSubDistrictList(tx: Tx, districtCode: number) {
  return { version: thaiAddressVersion(), list: await listThaiSubDistricts(tx, districtCode) };
}

export async function thaiPostcodeAreaList(tx: Tx, postcode: string) {
  return { version: thaiAddressVersion(), list: await findThaiAreasByPostcode(tx, postcode) };
}

/** What a form sends: Thai names and the postcode, each maybe empty, null or absent. */
export type ThaiAddressParts = Partial<Record<ThaiAddressPart, string | null | undefined>>;

/** Spaces as a person types them do not make a different name. */
function given(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * Null when the given parts of an address (Thai names as the data set writes them, e.g.
 * 'กรุงเทพมหานคร', 'เขตพระนคร', 'พระบรมมหาราชวัง', '10200'; any may be empty) can belong together;
 * else the first part, from the province down, that cannot: a province that does not exist, a
 * district not in the given province, a sub-district not in the given district (or province), a
 * postcode that none of the matching sub-districts has. The caller answers 422 with that field's
 * path (`assertThaiAddress` does).
 */
export async function findThaiAddressMismatch(tx: Tx, parts: ThaiAddressParts): Promise<ThaiAddressPart | null> {
  const names = {
    province: given(parts.province),
    district: given(parts.district),
    subDistrict: given(parts.subDistrict),
    postcode: given(parts.postcode),
  };
  if (Object.values(names).every((value) => value === null)) return null;
  // A malformed postcode cannot match any row: no query needed to say so.
  if (names.postcode !== null && !/^\d{5}$/.test(names.postcode)) {
    const { postcode: _postcode, ...rest } = names;
    return (await findThaiAddressMismatch(tx, rest)) ?? 'postcode';
  }
  const ok = await checkThaiAddressParts(tx, names);
  return THAI_ADDRESS_PARTS.find((part) => !ok[part]) ?? null;
}

/**
 * Throws the 422 of a mismatched address part, its path prefixed as the form names it (`prefix`
 * 'address' gives `address.district`; '' gives `district`).
 */
export async function assertThaiAddress(tx: Tx, parts: ThaiAddressParts, prefix = ''): Promise<void> {
  const wrong = await findThaiAddressMismatch(tx, parts);
  if (wrong === null) return;
  const path = prefix ? `${prefix}.${wrong}` : wrong;
  throw validationError([{ path, message: THAI_ADDRESS_MISMATCH_MESSAGES[wrong] }]);
}

/** What a form shows on the part `findThaiAddressMismatch` names. */
export const THAI_ADDRESS_MISMATCH_MESSAGES: Record<ThaiAddressPart, string> = {
  province: 'ไม่พบจังหวัดนี้',
  district: 'อำเภอ/เขตนี้ไม่อยู่ในจังหวัดที่เลือก',
  subDistrict: 'ตำบล/แขวงนี้ไม่อยู่ในอำเภอ/เขตที่เลือก',
  postcode: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
};
