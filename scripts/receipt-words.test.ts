import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECEIPT_LANGUAGES } from '@yim/contract';
import { RECEIPT_TEXTS } from '../apps/server/src/features/receipts/receipt-texts.data.ts';

// A receipt is printed twice over: by the browser and as the server's PDF. Each keeps its own words
// (the web app's locale "doc", the server's receipt texts); a patient must read the same on both.

function webDocWord(lang: string, key: string): string | undefined {
  const locale = JSON.parse(readFileSync(`apps/web/src/locales/${lang}/receipts.json`, 'utf8')) as {
    doc: Record<string, string>;
  };
  // The browser's 'โทร {{tel}}' is the server's 'โทร' followed by the number.
  return locale.doc[key]?.replace(/\{\{\w+\}\}/g, '').trim();
}

describe('receipt words', () => {
  for (const lang of RECEIPT_LANGUAGES) {
    it(`are the same on the browser's print and the server's PDF (${lang})`, () => {
      for (const [key, word] of Object.entries(RECEIPT_TEXTS[lang])) expect(word, key).toBe(webDocWord(lang, key));
    });
  }
});
