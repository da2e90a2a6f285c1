import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { masters, type TMasterEntry } from '@yim/contract';
import { parseIcd10TmFile } from '../features/masters/icd10tm-file.service.ts';
import { importIcd10Tm } from '../features/masters/icd10tm-import.repo.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runImportIcd10Tm } from './import-icd10tm.ts';

// No ICD-10-TM code is shipped (licensed, docs/reference-data.md): these Z-codes are made up for
// the test, and UC-EXAM is a national-scheme code the import must not take over.
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const FILE =
  'code\tname_th\tname_en\nZ000001\tถอนฟันแท้\tExtraction of permanent tooth\nZ000002\t\tScaling\nUC-EXAM\tแย่ง\tTaken\n';

let t: TestApp;
let counter: string;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  counter = await t.login('counter@demo.yim.test');
  folder = await mkdtemp(join(tmpdir(), 'yim-icd10tm-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

async function treatmentsWithTm(): Promise<TMasterEntry[]> {
  const response = await t.send(masters.treatList, {
    token: counter,
    params: SIAM,
    query: { includeICD10TM: 'true', keyword: 'Z0000', limit: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.list as TMasterEntry[];
}

describe('importing ICD-10-TM procedure codes', () => {
  it('loads them as national read-only treatments that includeICD10TM adds, and updates them on a second run', async () => {
    const first = await t.db.owner.transaction((tx) => importIcd10Tm(tx, parseIcd10TmFile(Buffer.from(FILE)).rows));
    expect(first).toEqual({ inserted: 2, updated: 0, clashes: ['UC-EXAM'] });
    const listed = await treatmentsWithTm();
    expect(listed.map((e) => [e.code, e.source, e.branchId, e.nameTh, e.nameEn])).toEqual([
      ['Z000001', 'icd10tm', 0, 'ถอนฟันแท้', 'Extraction of permanent tooth'],
      ['Z000002', 'icd10tm', 0, '', 'Scaling'],
    ]);
    const plain = await t.send(masters.treatList, { token: counter, params: SIAM, query: { keyword: 'Z0000' } });
    expect(plain.json.data.list).toEqual([]);

    const edit = await t.send(masters.treatUpdate, {
      token: counter,
      params: { ...SIAM, id: listed[0]!.id },
      payload: { code: 'Z000001', nameTh: 'แก้', nameEn: 'Changed', price: 1, cateId: null },
    });
    expect(edit.statusCode).toBe(403);

    const again = await t.db.owner.transaction((tx) =>
      importIcd10Tm(tx, parseIcd10TmFile(Buffer.from(FILE.replace('Scaling', 'Scaling, full mouth'))).rows),
    );
    expect(again).toEqual({ inserted: 0, updated: 2, clashes: ['UC-EXAM'] });
    const relisted = await treatmentsWithTm();
    expect(relisted.map((e) => e.id)).toEqual(listed.map((e) => e.id));
    expect(relisted[1]?.nameEn).toBe('Scaling, full mouth');
    const uc = await t.send(masters.treatList, { token: counter, params: SIAM, query: { keyword: 'UC-EXAM' } });
    expect(uc.json.data.list[0]).toMatchObject({ source: 'scheme', nameEn: 'Oral examination (UC)' });
  });

  it('the command loads nothing from a file with a bad line and says which lines', async () => {
    const path = join(folder, 'bad.tsv');
    await writeFile(path, 'Z000009\tก\tGood\nZ000010\tก\n');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runImportIcd10Tm(['--file', path])).toBe(1);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        `${path}:2: 3 columns expected, found 2`,
        'Nothing imported: 1 bad line(s).',
      ]);
      expect(await runImportIcd10Tm([])).toBe(2);
    } finally {
      errors.mockRestore();
    }
    const listed = await t.send(masters.treatList, {
      token: counter,
      params: SIAM,
      query: { includeICD10TM: 'true', keyword: 'Z000009' },
    });
    expect(listed.json.data.list).toEqual([]);
  });
});
