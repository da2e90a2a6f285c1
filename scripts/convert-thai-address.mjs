// @ts-check
// Converts the Thai administrative areas of kongvut/thai-province-data (MIT; docs/reference-data.md)
// into the compact file the server ships, apps/server/src/features/masters/data/thai-address.tsv.
//
//   node scripts/convert-thai-address.mjs <dir with provinces.json, districts.json, sub_districts.json> [commit]
//
// The input is the source's `data/raw/` folder at the commit named in docs/reference-data.md.
// The output nests sub-districts under their district and districts under their province, so each
// line keeps only the last two digits of its Department of Provincial Administration code:
//
//   P <tab> 10 <tab> กรุงเทพมหานคร <tab> Bangkok                    province 10
//   D <tab> 01 <tab> เขตพระนคร <tab> Khet Phra Nakhon               district 1001
//   S <tab> 01 <tab> 10200 <tab> พระบรมมหาราชวัง <tab> Phra Borom…  sub-district 100101, postcode 10200
//
// The script refuses input whose codes do not nest (a district code not starting with its
// province's, a sub-district not with its district's) or whose postcodes are not five digits, so
// a bad upstream change stops here rather than in a clinic's patient form.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUT = new URL('../apps/server/src/features/masters/data/thai-address.tsv', import.meta.url);

/** @param {string} text */
function clean(text) {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/[\t\n]/.test(value)) throw new Error(`a name holds a tab or line break: ${JSON.stringify(text)}`);
  return value;
}

/** @param {string} dir @param {string} name @returns {any[]} */
function readJson(dir, name) {
  return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}

/** @param {number} code */
function twoDigits(code) {
  return String(code % 100).padStart(2, '0');
}

function main() {
  const [dir, commit = 'unknown'] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/convert-thai-address.mjs <data/raw dir> [commit]');
    process.exit(2);
  }
  const live = (/** @type {any} */ row) => !row.deleted_at;
  const provinces = readJson(dir, 'provinces.json').filter(live);
  const districts = readJson(dir, 'districts.json').filter(live);
  const subDistricts = readJson(dir, 'sub_districts.json').filter(live);

  /** @type {Map<number, any[]>} */
  const subsByDistrict = new Map();
  for (const s of subDistricts) {
    const postcode = String(s.zip_code);
    if (!/^\d{5}$/.test(postcode)) throw new Error(`sub-district ${s.id}: postcode ${postcode} is not five digits`);
    if (Math.floor(s.id / 100) !== s.district_id) throw new Error(`sub-district ${s.id} is not under ${s.district_id}`);
    subsByDistrict.set(s.district_id, [...(subsByDistrict.get(s.district_id) ?? []), s]);
  }

  const lines = [
    `# Thai provinces, districts (amphoe/khet), sub-districts (tambon/khwaeng) and postcodes.`,
    `# Source: https://github.com/kongvut/thai-province-data (MIT), data/raw/ at commit ${commit}.`,
    `# Written by scripts/convert-thai-address.mjs; do not edit by hand (docs/reference-data.md).`,
    `# P code name_th name_en | D code name_th name_en | S code postcode name_th name_en (tab-separated;`,
    `# codes are the last two digits, under the line above of the next higher kind)`,
  ];
  const dropped = [];
  let counts = { provinces: 0, districts: 0, subDistricts: 0 };
  for (const p of [...provinces].sort((a, b) => a.id - b.id)) {
    const own = districts.filter((d) => d.province_id === p.id).sort((a, b) => a.id - b.id);
    const prefixes = new Set(own.map((d) => Math.floor(d.id / 100)));
    if (prefixes.size !== 1) throw new Error(`province ${p.id}: its districts do not share one code prefix`);
    const [provinceCode] = prefixes;
    const body = [];
    for (const d of own) {
      const subs = (subsByDistrict.get(d.id) ?? []).sort((a, b) => a.id - b.id);
      // A few upstream rows are municipalities filed as districts, with no sub-district under
      // them: no address can name them, so they are left out (docs/reference-data.md).
      if (subs.length === 0) {
        dropped.push(`${d.id} ${d.name_th}`);
        continue;
      }
      body.push(['D', twoDigits(d.id), clean(d.name_th), clean(d.name_en)].join('\t'));
      counts.districts += 1;
      for (const s of subs) {
        body.push(['S', twoDigits(s.id), String(s.zip_code), clean(s.name_th), clean(s.name_en)].join('\t'));
        counts.subDistricts += 1;
      }
    }
    lines.push(['P', String(provinceCode), clean(p.name_th), clean(p.name_en)].join('\t'), ...body);
    counts.provinces += 1;
  }
  writeFileSync(OUTPUT, lines.join('\n') + '\n');
  console.log(`wrote ${OUTPUT.pathname}:`, counts, dropped.length ? `left out (no sub-district): ${dropped}` : '');
}

main();
