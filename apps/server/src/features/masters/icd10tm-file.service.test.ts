import { describe, expect, it } from 'vitest';
import { parseIcd10TmFile } from './icd10tm-file.service.ts';

// The codes here are made up for the parser (Z-prefixed: no ICD-10-TM procedure code looks so).
const utf8 = (text: string) => new TextEncoder().encode(text);

/** TIS-620 / Windows-874: Thai U+0E01–U+0E5B are the bytes 0xA1–0xFB, ASCII is itself. */
function tis620(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0e00 + 0xa0;
      throw new Error(`not in TIS-620: ${char}`);
    }),
  );
}

describe('parseIcd10TmFile', () => {
  it('reads a tab-separated UTF-8 export with a BOM and a header line', () => {
    const file = parseIcd10TmFile(
      utf8('\uFEFFcode\tname_th\tname_en\nZ000001\tถอนฟัน\tTooth extraction\r\nz000002\t\tScaling\n\n'),
    );
    expect(file.problems).toEqual([]);
    expect(file.encoding).toBe('utf-8');
    expect(file.rows).toEqual([
      { code: 'Z000001', nameTh: 'ถอนฟัน', nameEn: 'Tooth extraction' },
      { code: 'Z000002', nameTh: '', nameEn: 'Scaling' },
    ]);
  });

  it('reads TIS-620 bytes, which are not UTF-8, as Thai', () => {
    const file = parseIcd10TmFile(tis620('Z000003\tอุดฟัน\tFilling\n'));
    expect(file.encoding).toBe('windows-874');
    expect(file.rows).toEqual([{ code: 'Z000003', nameTh: 'อุดฟัน', nameEn: 'Filling' }]);
  });

  it('reads comma-separated lines with quoted cells', () => {
    const file = parseIcd10TmFile(utf8('Z.00-04,"ขูดหินปูน, ขัดฟัน","Scaling, ""full mouth"""\n'));
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual([{ code: 'Z.00-04', nameTh: 'ขูดหินปูน, ขัดฟัน', nameEn: 'Scaling, "full mouth"' }]);
  });

  it('names every bad line with its number and reason', () => {
    const file = parseIcd10TmFile(
      utf8(
        [
          'Z000001\tถอนฟัน\tExtraction',
          'Z000002\tอุด',
          '??\tก\tBad code',
          'Z000004\tก\t',
          'Z000005\tก\tBell\u0007',
          'z000001\tซ้ำ\tDuplicate',
        ].join('\n'),
      ),
    );
    expect(file.problems).toEqual([
      { line: 2, reason: '3 columns expected, found 2' },
      { line: 3, reason: '"??" is not a procedure code' },
      { line: 4, reason: 'the English title is empty' },
      { line: 5, reason: 'a title has control characters or more than 500 characters' },
      { line: 6, reason: 'code Z000001 is already on line 1' },
    ]);
  });

  it('refuses an empty file and an unclosed quote', () => {
    expect(parseIcd10TmFile(utf8('code,th,en\n')).problems).toEqual([{ line: 1, reason: 'the file has no code' }]);
    expect(parseIcd10TmFile(utf8('Z000001,"ถอน,Extraction\n')).problems).toEqual([
      { line: 1, reason: 'a quoted cell is not closed' },
    ]);
  });
});
