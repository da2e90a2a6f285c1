import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Thai and Latin text in server-made PDFs, with the Sarabun the web app bundles
 * (@fontsource/sarabun, SIL Open Font License 1.1, docs/fonts.md). Fontsource splits the family by
 * script, so a line is drawn as runs: Thai letters with the Thai file, the rest with the Latin
 * one. WOFF, not WOFF2: pdf-lib's fontkit draws blank glyphs from WOFF2 (DEPENDENCIES.md).
 */

const require = createRequire(import.meta.url);

type Weight = 400 | 700;
const cache = new Map<string, Uint8Array>();

function fontBytes(subset: 'thai' | 'latin', weight: Weight): Uint8Array {
  const name = `sarabun-${subset}-${weight}-normal.woff`;
  let bytes = cache.get(name);
  if (!bytes) {
    const file = require.resolve(`@fontsource/sarabun/files/${name}`);
    bytes = new Uint8Array(readFileSync(file));
    cache.set(name, bytes);
  }
  return bytes;
}

export type ScriptFonts = { thai: PDFFont; latin: PDFFont };
export type SarabunFonts = { regular: ScriptFonts; bold: ScriptFonts };

/** Embeds Sarabun regular and bold (subset: only the glyphs used travel in the file). */
export async function embedSarabun(doc: PDFDocument): Promise<SarabunFonts> {
  doc.registerFontkit(fontkit);
  const embed = (subset: 'thai' | 'latin', weight: Weight) =>
    doc.embedFont(fontBytes(subset, weight), { subset: true });
  return {
    regular: { thai: await embed('thai', 400), latin: await embed('latin', 400) },
    bold: { thai: await embed('thai', 700), latin: await embed('latin', 700) },
  };
}

/** The Thai block (U+0E00–U+0E7F): these go to the Thai file. */
function isThai(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x0e00 && code <= 0x0e7f;
}

/** Thai vowels and tone marks drawn above or below the letter before them. */
function isThaiMark(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x0e31 || (code >= 0x0e34 && code <= 0x0e3a) || (code >= 0x0e47 && code <= 0x0e4e);
}

type Run = { text: string; font: PDFFont };

/** Splits a line into runs of one script each. */
export function scriptRuns(text: string, fonts: ScriptFonts): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = isThai(char) ? fonts.thai : fonts.latin;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

export function textWidth(text: string, fonts: ScriptFonts, size: number): number {
  return scriptRuns(text, fonts).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

export type TextStyle = { fonts: ScriptFonts; size: number; color?: Color };

/** Draws one line from (x, y) on the baseline; `align` right puts its end at x. */
export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'right' | 'center' = 'left',
) {
  const width = textWidth(text, style.fonts, style.size);
  let cursor = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
  for (const run of scriptRuns(text, style.fonts)) {
    page.drawText(run.text, { x: cursor, y, size: style.size, font: run.font, color: style.color ?? rgb(0, 0, 0) });
    cursor += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

/**
 * Clusters a mark never leaves: a letter with the vowels and tone marks over or under it. Thai is
 * written without spaces between words, so a long line may break between any two clusters.
 */
function clusters(text: string): string[] {
  const out: string[] = [];
  for (const char of text) {
    if (isThaiMark(char) && out.length > 0) out[out.length - 1] += char;
    else out.push(char);
  }
  return out;
}

/** Breaks text into lines no wider than `width`: at spaces where it can, between clusters where it must. */
export function wrapText(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => textWidth(candidate, style.fonts, style.size) <= width;
  for (const word of text.split(/(?<= )/)) {
    if (fits(line + word)) {
      line += word;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    for (const cluster of clusters(word)) {
      if (!fits(line + cluster) && line) {
        lines.push(line);
        line = '';
      }
      line += cluster;
    }
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
