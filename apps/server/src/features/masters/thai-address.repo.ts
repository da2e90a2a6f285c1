import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { thaiAddressData, thaiAddressVersion } from './data/thai-address.data.ts';
import { referenceDataVersions, thaiDistricts, thaiProvinces, thaiSubDistricts } from './thai-address.table.ts';

const DATA_SET = 'thai_address';

/**
 * Part of syncReferenceData (as the owner, at start): the three tables equal data/thai-address.tsv.
 * The file's version is kept in reference_data_versions, so a start with the same file only hashes
 * it and reads one row; a new file is written in a few statements (each level as one JSON
 * parameter, rows changed only where they differ) and rows it no longer carries are removed.
 */
export async function syncThaiAddress(tx: Tx): Promise<{ version: string; skipped: boolean }> {
  const version = thaiAddressVersion();
  const [stored] = await tx
    .select({ version: referenceDataVersions.version })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.name, DATA_SET));
  if (stored?.version === version) return { version, skipped: true };

  const data = thaiAddressData();
  const provinces = JSON.stringify(data.provinces.map((p) => [p.code, p.nameTh, p.nameEn]));
  const districts = JSON.stringify(data.districts.map((d) => [d.code, d.provinceCode, d.nameTh, d.nameEn]));
  const subs = JSON.stringify(data.subDistricts.map((s) => [s.code, s.districtCode, s.postcode, s.nameTh, s.nameEn]));
  // Arrays of arrays rather than objects: a third of the parameter's size for 7,000 rows.
  await tx.execute(sql`insert into ${thaiProvinces} (code, name_th, name_en)
    select (r->>0)::int, r->>1, r->>2 from jsonb_array_elements(${provinces}::jsonb) r
    on conflict (code) do update set name_th = excluded.name_th, name_en = excluded.name_en
    where (${thaiProvinces.nameTh}, ${thaiProvinces.nameEn}) is distinct from (excluded.name_th, excluded.name_en)`);
  await tx.execute(sql`insert into ${thaiDistricts} (code, province_code, name_th, name_en)
    select (r->>0)::int, (r->>1)::int, r->>2, r->>3 from jsonb_array_elements(${districts}::jsonb) r
    on conflict (code) do update
      set province_code = excluded.province_code, name_th = excluded.name_th, name_en = excluded.name_en
    where (${thaiDistricts.provinceCode}, ${thaiDistricts.nameTh}, ${thaiDistricts.nameEn})
      is distinct from (excluded.province_code, excluded.name_th, excluded.name_en)`);
  await tx.execute(sql`insert into ${thaiSubDistricts} (code, district_code, postcode, name_th, name_en)
    select (r->>0)::int, (r->>1)::int, r->>2, r->>3, r->>4 from jsonb_array_elements(${subs}::jsonb) r
    on conflict (code) do update set district_code = excluded.district_code, postcode = excluded.postcode,
      name_th = excluded.name_th, name_en = excluded.name_en
    where (${thaiSubDistricts.districtCode}, ${thaiSubDistricts.postcode}, ${thaiSubDistricts.nameTh},
        ${thaiSubDistricts.nameEn})
      is distinct from (excluded.district_code, excluded.postcode, excluded.name_th, excluded.name_en)`);
  // Children first: the foreign keys point upwards.
  await tx.execute(sql`delete from ${thaiSubDistricts} where code not in
    (select (r->>0)::int from jsonb_array_elements(${subs}::jsonb) r)`);
  await tx.execute(sql`delete from ${thaiDistricts} where code not in
    (select (r->>0)::int from jsonb_array_elements(${districts}::jsonb) r)`);
  await tx.execute(sql`delete from ${thaiProvinces} where code not in
    (select (r->>0)::int from jsonb_array_elements(${provinces}::jsonb) r)`);
  await tx
    .insert(referenceDataVersions)
    .values({ name: DATA_SET, version })
    .onConflictDoUpdate({ target: referenceDataVersions.name, set: { version, syncedAt: sql`now()` } });
  return { version, skipped: false };
}

// The address pickers' four reads, prepared as the lists are (ADR 0017): a form that fills an
// address calls them one after another, and the provinces' read has no parameter, so unprepared
// it went by the simple protocol and was parsed and planned on every request.
const selectProvinces = preparedQuery('thai_provinces_all', (tx, name) =>
  tx
    .select({ code: thaiProvinces.code, nameTh: thaiProvinces.nameTh, nameEn: thaiProvinces.nameEn })
    .from(thaiProvinces)
    .orderBy(asc(thaiProvinces.nameTh))
    .prepare(name),
);

const selectDistricts = preparedQuery('thai_districts_of_province', (tx, name) =>
  tx
    .select({
      code: thaiDistricts.code,
      provinceCode: thaiDistricts.provinceCode,
      nameTh: thaiDistricts.nameTh,
      nameEn: thaiDistricts.nameEn,
    })
    .from(thaiDistricts)
    .where(eq(thaiDistricts.provinceCode, value('provinceCode')))
    .orderBy(asc(thaiDistricts.code))
    .prepare(name),
);

const selectSubDistricts = preparedQuery('thai_sub_districts_of_district', (tx, name) =>
  tx
    .select({
      code: thaiSubDistricts.code,
      districtCode: thaiSubDistricts.districtCode,
      postcode: thaiSubDistricts.postcode,
      nameTh: thaiSubDistricts.nameTh,
      nameEn: thaiSubDistricts.nameEn,
    })
    .from(thaiSubDistricts)
    .where(eq(thaiSubDistricts.districtCode, value('districtCode')))
    .orderBy(asc(thaiSubDistricts.code))
    .prepare(name),
);

const selectAreasByPostcode = preparedQuery('thai_areas_of_postcode', (tx, name) =>
  tx
    .select({
      postcode: thaiSubDistricts.postcode,
      subDistrictCode: thaiSubDistricts.code,
      subDistrictTh: thaiSubDistricts.nameTh,
      subDistrictEn: thaiSubDistricts.nameEn,
      districtCode: thaiDistricts.code,
      districtTh: thaiDistricts.nameTh,
      districtEn: thaiDistricts.nameEn,
      provinceCode: thaiProvinces.code,
      provinceTh: thaiProvinces.nameTh,
      provinceEn: thaiProvinces.nameEn,
    })
    .from(thaiSubDistricts)
    .innerJoin(thaiDistricts, eq(thaiDistricts.code, thaiSubDistricts.districtCode))
    .innerJoin(thaiProvinces, eq(thaiProvinces.code, thaiDistricts.provinceCode))
    .where(eq(thaiSubDistricts.postcode, value('postcode')))
    .orderBy(asc(thaiSubDistricts.code))
    .prepare(name),
);

export function listThaiProvinces(tx: Tx) {
  return selectProvinces(tx, {});
}

export function listThaiDistricts(tx: Tx, provinceCode: number) {
  return selectDistricts(tx, { provinceCode });
}

export function listThaiSubDistricts(tx: Tx, districtCode: number) {
  return selectSubDistricts(tx, { districtCode });
}

/** Every sub-district of a postcode with its district and province: what the picker narrows to. */
export function findThaiAreasByPostcode(tx: Tx, postcode: string) {
  return selectAreasByPostcode(tx, { postcode });
}

export type ThaiAddressNames = {
  province: string | null;
  district: string | null;
  subDistrict: string | null;
  postcode: string | null;
};

type PartChecks = { province_ok: boolean; district_ok: boolean; sub_district_ok: boolean; postcode_ok: boolean };

/**
 * Which of the given parts (Thai names; null = not given) exist together, each checked within the
 * parts above it that were given: one statement, four answers.
 */
export async function checkThaiAddressParts(tx: Tx, parts: ThaiAddressNames) {
  const { province, district, subDistrict, postcode } = parts;
  const result = await tx.execute<PartChecks>(sql`with areas as (
      select p.name_th as province, d.name_th as district, s.name_th as sub_district, s.postcode
      from ${thaiSubDistricts} s
      join ${thaiDistricts} d on d.code = s.district_code
      join ${thaiProvinces} p on p.code = d.province_code
      where (${province}::text is null or p.name_th = ${province}::text)
    )
    select
      ${province}::text is null or exists (select 1 from areas) as province_ok,
      ${district}::text is null or exists (select 1 from areas where district = ${district}::text) as district_ok,
      ${subDistrict}::text is null or exists (select 1 from areas
        where sub_district = ${subDistrict}::text and (${district}::text is null or district = ${district}::text))
        as sub_district_ok,
      ${postcode}::text is null or exists (select 1 from areas
        where postcode = ${postcode}::text
          and (${district}::text is null or district = ${district}::text)
          and (${subDistrict}::text is null or sub_district = ${subDistrict}::text)) as postcode_ok`);
  const row = result.rows[0]!;
  return {
    province: row.province_ok,
    district: row.district_ok,
    subDistrict: row.sub_district_ok,
    postcode: row.postcode_ok,
  };
}
