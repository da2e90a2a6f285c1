import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Thailand's provinces, districts (amphoe, khet in Bangkok), sub-districts (tambon, khwaeng) and
 * their postcodes, read from `thai-address.tsv` (written by scripts/convert-thai-address.mjs from
 * kongvut/thai-province-data, MIT; docs/reference-data.md). Codes are the Department of Provincial
 * Administration's: province 10, district 1001, sub-district 100101.
 */
export type ThaiProvinceRow = { code: number; nameTh: string; nameEn: string };
export type ThaiDistrictRow = ThaiProvinceRow & { provinceCode: number };
export type ThaiSubDistrictRow = ThaiProvinceRow & { districtCode: number; postcode: string };

export type ThaiAddressData = {
  /** Changes whenever the file does: the sync skips an unchanged file, HTTP caches key on it. */
  version: string;
  provinces: ThaiProvinceRow[];
  districts: ThaiDistrictRow[];
  subDistricts: ThaiSubDistrictRow[];
};

const FILE = new URL('./thai-address.tsv', import.meta.url);

/** Parses the nested file; a line out of place is an error, never a silently wrong code. */
export function parseThaiAddress(text: string): Omit<ThaiAddressData, 'version'> {
  const provinces: ThaiProvinceRow[] = [];
  const districts: ThaiDistrictRow[] = [];
  const subDistricts: ThaiSubDistrictRow[] = [];
  let province: ThaiProvinceRow | undefined;
  let district: ThaiDistrictRow | undefined;
  text.split('\n').forEach((line, index) => {
    if (line === '' || line.startsWith('#')) return;
    const [kind, code, ...rest] = line.split('\t');
    const fail = (why: string) => new Error(`thai-address.tsv line ${index + 1}: ${why}`);
    if (!/^\d{2}$/.test(code ?? '')) throw fail('the code is not two digits');
    const digits = Number(code);
    if (kind === 'P' && rest.length === 2) {
      province = { code: digits, nameTh: rest[0]!, nameEn: rest[1]! };
      district = undefined;
      provinces.push(province);
    } else if (kind === 'D' && rest.length === 2 && province) {
      district = { code: province.code * 100 + digits, provinceCode: province.code, nameTh: rest[0]!, nameEn: rest[1]! };
      districts.push(district);
    } else if (kind === 'S' && rest.length === 3 && district && /^\d{5}$/.test(rest[0]!)) {
      subDistricts.push({
        code: district.code * 100 + digits,
        districtCode: district.code,
        postcode: rest[0]!,
        nameTh: rest[1]!,
        nameEn: rest[2]!,
      });
    } else {
      throw fail('not a province, district or sub-district line in its place');
    }
  });
  return { provinces, districts, subDistricts };
}

let loaded: ThaiAddressData | undefined;
let version: string | undefined;

/** Only the version: hashing the file without parsing it is all a start with unchanged data does. */
export function thaiAddressVersion(): string {
  version ??= createHash('sha256').update(readFileSync(FILE)).digest('hex').slice(0, 16);
  return version;
}

/** The shipped data set, read once per process (370 kB of text, parsed in a few milliseconds). */
export function thaiAddressData(): ThaiAddressData {
  loaded ??= { version: thaiAddressVersion(), ...parseThaiAddress(readFileSync(FILE, 'utf8')) };
  return loaded;
}
