import { z } from 'zod';

// The Thai address data set (provinces, districts, sub-districts, postcodes) and its lookups for
// the address pickers. Codes are the Department of Provincial Administration's: province 10,
// district 1001, sub-district 100101. Names are what a patient's address stores (Thai).

/** Five digits: Thailand Post's postcodes. */
export const ZThaiPostcode = z.string().regex(/^\d{5}$/, 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');

const ZArea = z.object({ code: z.number().int(), nameTh: z.string(), nameEn: z.string() });

export const ZThaiProvince = ZArea;
export const ZThaiDistrict = ZArea.extend({ provinceCode: z.number().int() });
export const ZThaiSubDistrict = ZArea.extend({ districtCode: z.number().int(), postcode: ZThaiPostcode });

/** One sub-district of a postcode with the district and province above it. */
export const ZThaiPostcodeArea = z.object({
  postcode: ZThaiPostcode,
  subDistrictCode: z.number().int(),
  subDistrictTh: z.string(),
  subDistrictEn: z.string(),
  districtCode: z.number().int(),
  districtTh: z.string(),
  districtEn: z.string(),
  provinceCode: z.number().int(),
  provinceTh: z.string(),
  provinceEn: z.string(),
});

export type TThaiProvince = z.infer<typeof ZThaiProvince>;
export type TThaiDistrict = z.infer<typeof ZThaiDistrict>;
export type TThaiSubDistrict = z.infer<typeof ZThaiSubDistrict>;
export type TThaiPostcodeArea = z.infer<typeof ZThaiPostcodeArea>;

/** The data set's version (16 hex digits, from the shipped file): answered by every lookup. */
export const ZThaiAddressVersion = z.string().regex(/^[0-9a-f]{16}$/, 'version');

/**
 * `v`: the version the client already holds (from an earlier answer). An answer to a request that
 * names the current version never changes, so the browser may keep it for a year; without it, or
 * with an old one, the browser revalidates with the ETag (docs/wire.md, "Caching").
 */
export const ZThaiAddressQuery = z.object({ v: ZThaiAddressVersion.optional() });

export function ZThaiAddressList<T extends z.ZodType>(item: T) {
  return z.object({ version: ZThaiAddressVersion, list: z.array(item) });
}

/** The parts of an address that the data set checks; empty or absent parts are not checked. */
export const THAI_ADDRESS_PARTS = ['province', 'district', 'subDistrict', 'postcode'] as const;
export type ThaiAddressPart = (typeof THAI_ADDRESS_PARTS)[number];
