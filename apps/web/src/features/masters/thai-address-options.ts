import type { TThaiPostcodeArea } from '@yim/contract';

/** An address as a patient stores it: Thai names and the postcode, '' where nothing is chosen. */
export type ThaiAddressValue = { province: string; district: string; subDistrict: string; postcode: string };

export const EMPTY_THAI_ADDRESS: ThaiAddressValue = { province: '', district: '', subDistrict: '', postcode: '' };

/** A complete postcode: only then is it looked up. */
export const isFullPostcode = (text: string) => /^\d{5}$/.test(text);

const LEVELS = [
  ['province', 'provinceTh'],
  ['district', 'districtTh'],
  ['subDistrict', 'subDistrictTh'],
] as const;

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The address after a postcode was typed: each level, from the province down, keeps its choice
 * when one of the postcode's areas has it, else takes the postcode's only candidate, else is
 * emptied together with the levels below (the picker then offers only the postcode's candidates).
 */
export function fillFromPostcode(areas: readonly TThaiPostcodeArea[], value: ThaiAddressValue): ThaiAddressValue {
  if (areas.length === 0) return value;
  const next = { ...value };
  let rest = [...areas];
  let cleared = false;
  for (const [field, key] of LEVELS) {
    const names = distinct(rest.map((area) => area[key]));
    if (cleared) next[field] = '';
    else if (next[field] && names.includes(next[field])) rest = rest.filter((area) => area[key] === next[field]);
    else if (names.length === 1) {
      next[field] = names[0]!;
      rest = rest.filter((area) => area[key] === next[field]);
    } else {
      next[field] = '';
      cleared = true;
    }
  }
  return next;
}

export type NarrowedChoices = { provinces: string[]; districts: string[]; subDistricts: string[] };

/** The names each select may offer while a postcode narrows the choices (within the levels chosen above). */
export function narrowedChoices(areas: readonly TThaiPostcodeArea[], value: ThaiAddressValue): NarrowedChoices {
  const inProvince = areas.filter((area) => area.provinceTh === value.province);
  const inDistrict = inProvince.filter((area) => area.districtTh === value.district);
  return {
    provinces: distinct(areas.map((area) => area.provinceTh)),
    districts: distinct(inProvince.map((area) => area.districtTh)),
    subDistricts: distinct(inDistrict.map((area) => area.subDistrictTh)),
  };
}
