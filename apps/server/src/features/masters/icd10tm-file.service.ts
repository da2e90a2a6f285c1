/**
 * The file `npm run import-icd10tm` reads (docs/reference-data.md): ICD-10-TM procedure codes as
 * the licensed edition of the Thai Health Coding Center is exported, one code per line, in three
 * columns: code, Thai title, English title. Tab- or comma-separated (commas with CSV quoting), an
 * optional header line whose first cell is "code", UTF-8 (a BOM tolerated) or, when the bytes are
 * not UTF-8, TIS-620 / Windows-874, the Thai encodings of older exports. Pure: bytes in, rows and
 * the problems of each bad line out, so that a file with any bad line loads nothing.
 */

export type Icd10TmRow = { code: string; nameTh: string; nameEn: string };
export type Icd10TmProblem = { line: number; reason: string };
export type Icd10TmFile = { encoding: 'utf-8' | 'windows-874'; rows: Icd10TmRow[]; problems: Icd10TmProblem[] };

/** Letters, digits, dots and dashes: room for 7-digit procedure codes written with or without dots. */
const CODE = /^[0-9A-Z][0-9A-Z.-]{1,15}$/;
const MAX_TITLE = 500;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export function decodeIcd10TmBytes(bytes: Uint8Array): { text: string; encoding: Icd10TmFile['encoding'] } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-874').decode(bytes), encoding: 'windows-874' };
  }
}

/** One CSV line into cells: quotes around a cell, "" for a quote inside one. */
function splitCsv(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

export function parseIcd10TmFile(bytes: Uint8Array): Icd10TmFile {
  const { text, encoding } = decodeIcd10TmBytes(bytes);
  const lines = text.split(/\r\n|\n|\r/);
  const separator = lines.find((line) => line.trim() !== '')?.includes('\t') ? '\t' : ',';
  const rows: Icd10TmRow[] = [];
  const problems: Icd10TmProblem[] = [];
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index === 0 ? raw.replace(/^\uFEFF/, '') : raw;
    const number = index + 1;
    if (line.trim() === '') return;
    const cells = separator === '\t' ? line.split('\t') : splitCsv(line);
    if (!cells) return problems.push({ line: number, reason: 'a quoted cell is not closed' });
    const [code = '', nameTh = '', nameEn = ''] = cells.map((cell) => cell.trim());
    if (rows.length === 0 && problems.length === 0 && code.toLowerCase() === 'code') return;
    if (cells.length !== 3) return problems.push({ line: number, reason: `3 columns expected, found ${cells.length}` });
    const upper = code.toUpperCase();
    if (!CODE.test(upper)) return problems.push({ line: number, reason: `"${code}" is not a procedure code` });
    if (!nameEn) return problems.push({ line: number, reason: 'the English title is empty' });
    if ([nameTh, nameEn].some((name) => CONTROL.test(name) || name.length > MAX_TITLE)) {
      return problems.push({
        line: number,
        reason: `a title has control characters or more than ${MAX_TITLE} characters`,
      });
    }
    const earlier = seen.get(upper);
    if (earlier) return problems.push({ line: number, reason: `code ${upper} is already on line ${earlier}` });
    seen.set(upper, number);
    rows.push({ code: upper, nameTh, nameEn });
  });
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, reason: 'the file has no code' });
  return { encoding, rows, problems };
}
