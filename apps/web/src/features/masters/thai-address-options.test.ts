import { describe, expect, it } from 'vitest';
import type { TThaiPostcodeArea } from '@yim/contract';
import { EMPTY_THAI_ADDRESS, fillFromPostcode, narrowedChoices } from './thai-address-options.ts';

function area(provinceTh: string, districtTh: string, subDistrictTh: string, postcode = '10200'): TThaiPostcodeArea {
  return {
    postcode,
    provinceCode: 10,
    provinceTh,
    provinceEn: provinceTh,
    districtCode: 1001,
    districtTh,
    districtEn: districtTh,
    subDistrictCode: 100101,
    subDistrictTh,
    subDistrictEn: subDistrictTh,
  };
}

const PALACE = area('กรุงเทพมหานคร', 'เขตพระนคร', 'พระบรมมหาราชวัง');
const WANG = area('กรุงเทพมหานคร', 'เขตพระนคร', 'วังบูรพาภิรมย์');
const DUSIT = area('กรุงเทพมหานคร', 'เขตดุสิต', 'ดุสิต');

describe('fillFromPostcode', () => {
  it('fills every level when the postcode has one area', () => {
    expect(fillFromPostcode([PALACE], { ...EMPTY_THAI_ADDRESS, postcode: '10200' })).toEqual({
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      subDistrict: 'พระบรมมหาราชวัง',
      postcode: '10200',
    });
  });

  it('fills the levels the areas share and leaves the rest to choose', () => {
    const filled = fillFromPostcode([PALACE, WANG, DUSIT], { ...EMPTY_THAI_ADDRESS, postcode: '10200' });
    expect(filled).toEqual({ province: 'กรุงเทพมหานคร', district: '', subDistrict: '', postcode: '10200' });
    const inDistrict = fillFromPostcode([PALACE, WANG, DUSIT], { ...filled, district: 'เขตดุสิต' });
    expect(inDistrict).toMatchObject({ district: 'เขตดุสิต', subDistrict: 'ดุสิต' });
  });

  it('keeps choices the postcode allows and replaces those it does not', () => {
    const chosen = { province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', subDistrict: 'วังบูรพาภิรมย์', postcode: '10200' };
    expect(fillFromPostcode([PALACE, WANG], chosen)).toEqual(chosen);
    const elsewhere = { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'สุเทพ', postcode: '10200' };
    expect(fillFromPostcode([PALACE, WANG, DUSIT], elsewhere)).toEqual({
      province: 'กรุงเทพมหานคร',
      district: '',
      subDistrict: '',
      postcode: '10200',
    });
  });

  it('changes nothing for a postcode without areas', () => {
    const value = { ...EMPTY_THAI_ADDRESS, province: 'เชียงใหม่', postcode: '00000' };
    expect(fillFromPostcode([], value)).toBe(value);
  });
});

describe('narrowedChoices', () => {
  it('offers only the postcode areas under the levels chosen above', () => {
    const value = { ...EMPTY_THAI_ADDRESS, province: 'กรุงเทพมหานคร', district: 'เขตพระนคร' };
    expect(narrowedChoices([PALACE, WANG, DUSIT], value)).toEqual({
      provinces: ['กรุงเทพมหานคร'],
      districts: ['เขตพระนคร', 'เขตดุสิต'],
      subDistricts: ['พระบรมมหาราชวัง', 'วังบูรพาภิรมย์'],
    });
  });
});
