import { describe, expect, it } from 'vitest';
import { parseThaiAddress, thaiAddressData, thaiAddressVersion } from './thai-address.data.ts';

describe('the shipped Thai address data set', () => {
  const data = thaiAddressData();

  it('covers the country: 77 provinces, over 900 districts, over 7,000 sub-districts', () => {
    expect(data.provinces.length).toBeGreaterThanOrEqual(77);
    expect(data.districts.length).toBeGreaterThanOrEqual(900);
    expect(data.subDistricts.length).toBeGreaterThanOrEqual(7000);
    // Bangkok's 50 khet, each with its khwaeng.
    const bangkok = data.provinces.find((p) => p.nameTh === 'กรุงเทพมหานคร')!;
    expect(bangkok).toMatchObject({ code: 10, nameEn: 'Bangkok' });
    expect(data.districts.filter((d) => d.provinceCode === 10)).toHaveLength(50);
  });

  it('gives every sub-district a five-digit postcode', () => {
    const bad = data.subDistricts.filter((s) => !/^\d{5}$/.test(s.postcode));
    expect(bad).toEqual([]);
  });

  it('nests codes (district 1001 under province 10, sub-district 100101 under it), each once', () => {
    const provinces = new Set(data.provinces.map((p) => p.code));
    const districts = new Set(data.districts.map((d) => d.code));
    expect(provinces.size).toBe(data.provinces.length);
    expect(districts.size).toBe(data.districts.length);
    expect(new Set(data.subDistricts.map((s) => s.code)).size).toBe(data.subDistricts.length);
    for (const d of data.districts) {
      expect(provinces.has(d.provinceCode) && Math.floor(d.code / 100) === d.provinceCode, String(d.code)).toBe(true);
    }
    for (const s of data.subDistricts) {
      expect(districts.has(s.districtCode) && Math.floor(s.code / 100) === s.districtCode, String(s.code)).toBe(true);
    }
    // No district without a sub-district: an address could not name it.
    const withSubs = new Set(data.subDistricts.map((s) => s.districtCode));
    expect(data.districts.filter((d) => !withSubs.has(d.code))).toEqual([]);
  });

  it('names each area once under its parent, in Thai and English, so that an address by names is unambiguous', () => {
    const duplicates = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates(data.provinces.map((p) => p.nameTh))).toEqual([]);
    expect(duplicates(data.districts.map((d) => `${d.provinceCode} ${d.nameTh}`))).toEqual([]);
    expect(duplicates(data.subDistricts.map((s) => `${s.districtCode} ${s.nameTh}`))).toEqual([]);
    const all = [...data.provinces, ...data.districts, ...data.subDistricts];
    const untidy = all.filter((a) => !a.nameTh || !a.nameEn || a.nameTh !== a.nameTh.trim() || /\s{2}/.test(a.nameTh));
    expect(untidy).toEqual([]);
  });

  it('knows a well-known address: Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200', () => {
    const palace = data.subDistricts.find((s) => s.code === 100101);
    expect(palace).toMatchObject({ nameTh: 'พระบรมมหาราชวัง', districtCode: 1001, postcode: '10200' });
    expect(data.districts.find((d) => d.code === 1001)?.nameTh).toBe('เขตพระนคร');
  });

  it('has a version that is the hash of the file, stable within a process', () => {
    expect(data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(thaiAddressVersion()).toBe(data.version);
  });
});

describe('parseThaiAddress', () => {
  it('builds full codes from the nesting', () => {
    const parsed = parseThaiAddress('# comment\nP\t10\tกรุงเทพมหานคร\tBangkok\nD\t01\tเขตพระนคร\tKhet Phra Nakhon\nS\t02\t10200\tวังบูรพาภิรมย์\tWang Burapha Phirom\n');
    expect(parsed.provinces).toEqual([{ code: 10, nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' }]);
    expect(parsed.districts[0]).toMatchObject({ code: 1001, provinceCode: 10 });
    expect(parsed.subDistricts[0]).toMatchObject({ code: 100102, districtCode: 1001, postcode: '10200' });
  });

  it('refuses a line out of place or malformed, naming the line', () => {
    expect(() => parseThaiAddress('D\t01\tเขตพระนคร\tKhet Phra Nakhon')).toThrow(/line 1/);
    expect(() => parseThaiAddress('P\t10\tก\tB\nD\t01\tข\tK\nS\t01\t1020\tค\tW')).toThrow(/line 3/);
    expect(() => parseThaiAddress('P\t1\tก\tB')).toThrow(/two digits/);
  });
});
