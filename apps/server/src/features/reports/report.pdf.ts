import { formatMoney, type ReportCell, type ReportSheet } from '@yim/contract';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { drawLine, embedSarabun, textWidth, wrapText, type TextStyle } from '../../lib/pdf/thai-pdf-text.ts';

/** A4 landscape in points: a report's widest sheet (six columns) reads without wrapping much. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const ROW_GAP = 4;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

export type ReportPdfInput = {
  title: string;
  /** Under the title: the branch (and doctor) and the range, as the mail says them. */
  subtitle: string;
  sheets: readonly ReportSheet[];
};

/**
 * A report's sheets as a PDF, for reading and printing where a spreadsheet is not at hand: each
 * sheet a heading and a table, money right-aligned as 0,0.00, the total row in bold. Thai text
 * is drawn with Sarabun (lib/pdf). The same sheets make the XLSX, so the two say the same.
 */
export async function renderReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreator('Yim');
  const fonts = await embedSarabun(doc);
  const regular: TextStyle = { fonts: fonts.regular, size: 9 };
  const bold: TextStyle = { fonts: fonts.bold, size: 9 };
  const inner = PAGE.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const need = (height: number) => {
    if (y - height < MARGIN) newPage();
  };

  drawLine(page, input.title, MARGIN, (y -= 16), { fonts: fonts.bold, size: 16 });
  drawLine(page, input.subtitle, MARGIN, (y -= 16), { fonts: fonts.regular, size: 10, color: GREY });
  y -= 10;

  for (const sheet of input.sheets) {
    const widths = columnWidths(sheet, regular, inner);
    const cellText = (cell: ReportCell, column: number) =>
      typeof cell === 'number' && sheet.moneyColumns.includes(column) ? formatMoney(cell) : String(cell);
    // A column of numbers is right-aligned, its heading too, so figures line up under it.
    const isNumeric = sheet.header.map((_, i) => sheet.rows.some((row) => typeof row[i] === 'number'));
    need(14 + 3 * (regular.size + ROW_GAP));
    drawLine(page, sheet.name, MARGIN, (y -= 18), { fonts: fonts.bold, size: 12 });
    y -= 4;
    const drawRow = (cells: readonly ReportCell[], style: TextStyle) => {
      const wrapped = cells.map((cell, i) => wrapText(cellText(cell, i), style, widths[i]! - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * (style.size + 2) + ROW_GAP;
      need(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, l) => {
          const baseline = y - style.size - l * (style.size + 2);
          if (isNumeric[i]) drawLine(page, line, x + widths[i]! - 3, baseline, style, 'right');
          else drawLine(page, line, x + 3, baseline, style);
        });
        x += widths[i]!;
      });
      y -= height;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + inner, y }, thickness: 0.4, color: RULE });
    };
    drawRow(sheet.header, bold);
    sheet.rows.forEach((row, r) => drawRow(row, sheet.hasTotal && r === sheet.rows.length - 1 ? bold : regular));
    y -= 10;
  }
  return doc.save();
}

/**
 * Columns share the width by what they hold: each gets its widest cell (capped), then what is
 * left is spread evenly, so a name column is wide and a count narrow.
 */
function columnWidths(sheet: ReportSheet, style: TextStyle, inner: number): number[] {
  const count = sheet.header.length;
  const cap = inner / Math.max(2, count - 1);
  const natural = sheet.header.map((title, i) => {
    const cells = [title, ...sheet.rows.map((row) => row[i] ?? '')];
    const widest = Math.max(
      ...cells.map((cell) =>
        textWidth(typeof cell === 'number' ? formatMoney(cell) : String(cell), style.fonts, style.size),
      ),
    );
    return Math.min(cap, widest + 8);
  });
  const used = natural.reduce((sum, w) => sum + w, 0);
  // Too wide together: every column gives up the same share; else the spare width is spread.
  if (used > inner) return natural.map((w) => (w * inner) / used);
  return natural.map((w) => w + (inner - used) / count);
}
