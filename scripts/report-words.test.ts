import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORT_SHEET_LABELS, REPORT_LANGUAGES } from '@yim/contract';
import { sheetWords } from '../apps/server/src/features/reports/mailed-report.mail.ts';

// A report's workbook is made twice: by the browser (export) and by the server (e-mail). The two
// keep their own words (the web app's locale files, the server's mail texts); they must agree.

function webWord(lang: string, key: string): unknown {
  const locale: unknown = JSON.parse(readFileSync(`apps/web/src/locales/${lang}/reports.json`, 'utf8'));
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

describe('report sheet words', () => {
  for (const lang of REPORT_LANGUAGES) {
    it(`are the same in the web app and the mailed workbook (${lang})`, () => {
      const server = sheetWords(lang);
      for (const key of REPORT_SHEET_LABELS) expect(server.label(key), key).toBe(webWord(lang, key));
    });
  }
});
