import { CONFIG_NAMES, ZConfigValue, ZTooth, ZToothSurface } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { CONFIG_VALUE_SEED } from './config-values.data.ts';
import { TEETH_SEED, TOOTH_SURFACE_SEED } from './teeth.data.ts';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const idsOf = (name: (typeof CONFIG_NAMES)[number]): string[] => CONFIG_VALUE_SEED[name].map((row) => row.id);

describe('CONFIG_VALUE_SEED', () => {
  it('has every config name and nothing else, each with rows', () => {
    expect(Object.keys(CONFIG_VALUE_SEED).sort()).toEqual([...CONFIG_NAMES].sort());
    for (const name of CONFIG_NAMES) expect(CONFIG_VALUE_SEED[name].length, name).toBeGreaterThan(0);
  });

  it.each(CONFIG_NAMES)('%s: rows match the contract, ids and sorts are unique, names are filled', (name) => {
    const rows = CONFIG_VALUE_SEED[name];
    for (const row of rows) {
      expect(ZConfigValue.parse(row)).toEqual(row);
      expect(row.nameTh.trim(), `${name} ${row.id}`).not.toBe('');
      expect(row.nameEn.trim(), `${name} ${row.id}`).not.toBe('');
      if (row.color !== null) expect(row.color, `${name} ${row.id}`).toMatch(HEX_COLOUR);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.sort)).size).toBe(rows.length);
  });

  it('user_type has the dentist type 2 and never the empty value 0', () => {
    expect(idsOf('user_type')).toContain('2');
    expect(idsOf('user_type')).not.toContain('0');
    expect(CONFIG_VALUE_SEED.user_type.find((row) => row.id === '2')?.nameTh).toBe('ทันตแพทย์');
  });

  it('appt_status has the statuses the spec names, each with its own colour', () => {
    expect(idsOf('appt_status')).toEqual(expect.arrayContaining(['1', '2', '5', '6', '7', '11', '12']));
    const colours = CONFIG_VALUE_SEED.appt_status.map((row) => row.color?.toLowerCase());
    expect(colours.every((colour) => colour !== undefined && HEX_COLOUR.test(colour))).toBe(true);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('dr_member_appt_color has 12 distinct colours', () => {
    const colours = CONFIG_VALUE_SEED.dr_member_appt_color.map((row) => row.color?.toLowerCase());
    expect(colours).toHaveLength(12);
    expect(colours.every((colour) => colour !== undefined && HEX_COLOUR.test(colour))).toBe(true);
    expect(new Set(colours).size).toBe(12);
  });

  it('appt_reminder has 1..10 with hours before, rising, and 0 for none', () => {
    const reminders = CONFIG_VALUE_SEED.appt_reminder;
    const ids = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
    expect(idsOf('appt_reminder')).toEqual(expect.arrayContaining([...ids, '0']));
    const hours = ids.map((id) => Number(reminders.find((row) => row.id === id)?.value));
    expect(hours).toEqual([1, 2, 3, 6, 12, 24, 48, 72, 168, 336]);
    expect(reminders.find((row) => row.id === '0')?.value).toBeNull();
  });

  it('time_duration runs from 00:15 to 03:00 in 15-minute steps, value in minutes', () => {
    const rows = CONFIG_VALUE_SEED.time_duration;
    expect(rows.map((row) => row.value)).toEqual(Array.from({ length: 12 }, (_, i) => String((i + 1) * 15)));
    expect(rows[0]).toMatchObject({ id: '00:15', nameTh: '15 นาที', nameEn: '15 minutes' });
    expect(rows.find((row) => row.id === '01:00')).toMatchObject({ nameTh: '1 ชั่วโมง', value: '60' });
    expect(rows.find((row) => row.id === '01:30')).toMatchObject({
      nameTh: '1 ชั่วโมง 30 นาที',
      nameEn: '1 hour 30 minutes',
    });
    expect(rows.at(-1)).toMatchObject({ id: '03:00', nameTh: '3 ชั่วโมง', nameEn: '3 hours', value: '180' });
  });

  it('branch_authority has the five roles 1..5', () => {
    expect(idsOf('branch_authority')).toEqual(['1', '2', '3', '4', '5']);
    expect(CONFIG_VALUE_SEED.branch_authority.map((row) => row.nameTh)).toEqual([
      'ผู้จัดการ',
      'ทันตแพทย์',
      'เคาน์เตอร์',
      'ผู้ช่วยทันตแพทย์',
      'หัวหน้าเคาน์เตอร์',
    ]);
  });

  it('ads_version is the single value 1', () => {
    expect(CONFIG_VALUE_SEED.ads_version).toEqual([
      expect.objectContaining({ id: '1', value: '1' }),
    ]);
  });
});

describe('TEETH_SEED', () => {
  it('has 32 permanent and 20 primary teeth with unique FDI ids', () => {
    expect(TEETH_SEED.filter((tooth) => tooth.dentition === 'permanent')).toHaveLength(32);
    expect(TEETH_SEED.filter((tooth) => tooth.dentition === 'primary')).toHaveLength(20);
    expect(new Set(TEETH_SEED.map((tooth) => tooth.id)).size).toBe(52);
  });

  it('numbers teeth 11–18 … 41–48 and 51–55 … 81–85', () => {
    const expected = [
      ...[1, 2, 3, 4].flatMap((q) => [1, 2, 3, 4, 5, 6, 7, 8].map((p) => q * 10 + p)),
      ...[5, 6, 7, 8].flatMap((q) => [1, 2, 3, 4, 5].map((p) => q * 10 + p)),
    ];
    expect(TEETH_SEED.map((tooth) => tooth.id)).toEqual(expected);
  });

  it('keeps id, code, quadrant and position consistent and matches the contract', () => {
    for (const tooth of TEETH_SEED) {
      expect(ZTooth.parse(tooth)).toEqual(tooth);
      expect(tooth.code).toBe(String(tooth.id));
      expect(tooth.quadrant).toBe(Math.floor(tooth.id / 10));
      expect(tooth.position).toBe(tooth.id % 10);
      expect(tooth.dentition).toBe(tooth.quadrant <= 4 ? 'permanent' : 'primary');
    }
    expect(new Set(TEETH_SEED.map((tooth) => tooth.nameTh)).size).toBe(52);
    expect(new Set(TEETH_SEED.map((tooth) => tooth.nameEn)).size).toBe(52);
  });

  it('names teeth in Thai and English', () => {
    const byId = (id: number) => TEETH_SEED.find((tooth) => tooth.id === id);
    expect(byId(11)).toMatchObject({ nameTh: 'ฟันตัดซี่กลางบนขวา', nameEn: 'Upper right central incisor' });
    expect(byId(23)).toMatchObject({ nameTh: 'ฟันเขี้ยวบนซ้าย', nameEn: 'Upper left canine' });
    expect(byId(36)).toMatchObject({ nameTh: 'ฟันกรามซี่ที่หนึ่งล่างซ้าย', nameEn: 'Lower left first molar' });
    expect(byId(48)).toMatchObject({ nameTh: 'ฟันกรามซี่ที่สามล่างขวา', nameEn: 'Lower right third molar' });
    expect(byId(55)).toMatchObject({
      nameTh: 'ฟันน้ำนมกรามซี่ที่สองบนขวา',
      nameEn: 'Upper right primary second molar',
    });
    expect(byId(81)).toMatchObject({ nameEn: 'Lower right primary central incisor' });
  });
});

describe('TOOTH_SURFACE_SEED', () => {
  it('has the eight surfaces with ids 1..n and unique codes', () => {
    expect(TOOTH_SURFACE_SEED.map((surface) => surface.code)).toEqual(['M', 'D', 'O', 'I', 'B', 'F', 'L', 'P']);
    expect(TOOTH_SURFACE_SEED.map((surface) => surface.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const surface of TOOTH_SURFACE_SEED) expect(ZToothSurface.parse(surface)).toEqual(surface);
  });
});
