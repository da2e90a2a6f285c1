import type { ReportCell, ReportSheet } from '@yim/contract';

/*
 * A report's sheets (the contract's report-sheets.ts) as CSV and XLSX. Money stays a number
 * (baht) in the XLSX, so a spreadsheet can add it up; CSV writes it with two decimals and no
 * grouping, as spreadsheets read it back.
 */

function csvCell(cell: ReportCell, isMoney: boolean): string {
  const text = typeof cell === 'number' && isMoney ? cell.toFixed(2) : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV of every sheet, each under its name, with a BOM so Excel reads the Thai as UTF-8. */
export function reportToCsv(sheets: readonly ReportSheet[]): string {
  const blocks = sheets.map((sheet) =>
    [
      csvCell(sheet.name, false),
      sheet.header.map((h) => csvCell(h, false)).join(','),
      ...sheet.rows.map((row) => row.map((cell, i) => csvCell(cell, sheet.moneyColumns.includes(i))).join(',')),
    ].join('\r\n'),
  );
  return `\uFEFF${blocks.join('\r\n\r\n')}\r\n`;
}

/** The XLSX workbook; exceljs is loaded only when someone exports. */
export async function reportToXlsx(sheets: readonly ReportSheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31));
    worksheet.addRow(sheet.header).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row);
    for (const column of sheet.moneyColumns) worksheet.getColumn(column + 1).numFmt = '#,##0.00';
    worksheet.columns.forEach((column) => {
      column.width = 18;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the object URL after click() returns; give it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
