import ExcelJS from 'exceljs';
import type { ReportSheet } from '@yim/contract';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook of a report's sheets, as the screen's export makes it: a bold header, money as
 * numbers with two decimals, so the totals can be checked by a spreadsheet's own sum.
 */
export async function reportWorkbook(sheets: readonly ReportSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Yim';
  for (const sheet of sheets) {
    // Excel refuses sheet names over 31 characters.
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31));
    worksheet.addRow(sheet.header).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row);
    for (const column of sheet.moneyColumns) worksheet.getColumn(column + 1).numFmt = '#,##0.00';
    worksheet.columns.forEach((column) => {
      column.width = 18;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
