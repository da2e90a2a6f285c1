import { describe, expect, it } from 'vitest';
import { reportToCsv } from './report-export.ts';

describe('reportToCsv', () => {
  it('writes each sheet under its name, money with two decimals, quotes where CSV needs them', () => {
    const csv = reportToCsv([
      {
        name: 'รายวัน',
        header: ['วันที่', 'รับชำระ (บาท)'],
        rows: [
          ['01/10/2569', 1476.15],
          ['รวม, ทั้งหมด', 1500],
        ],
        moneyColumns: [1],
        hasTotal: true,
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'รายวัน',
      'วันที่,รับชำระ (บาท)',
      '01/10/2569,1476.15',
      '"รวม, ทั้งหมด",1500.00',
      '',
    ]);
  });
});
