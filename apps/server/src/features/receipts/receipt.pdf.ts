import {
  bahtTextEn,
  bahtTextTh,
  cardSlipText,
  formatDn,
  formatEnglishDate,
  formatMoney,
  formatThaiDate,
  formatTime,
  receiptPromptPay,
  type TReceipt,
  type TReceiptHeader,
  type TReceiptLanguage,
} from '@yim/contract';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import {
  drawLine,
  embedSarabun,
  textWidth,
  wrapText,
  type SarabunFonts,
  type TextStyle,
} from '../../lib/pdf/thai-pdf-text.ts';
import { RECEIPT_TEXTS } from './receipt-texts.data.ts';

/** A5 portrait in points (148 × 210 mm). */
const A5 = { width: 419.53, height: 595.28 };
const MARGIN = 28;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);
const QR_SIZE = 84;
/** The logo fits a square of this side, left of the clinic's name. */
const LOGO_SIZE = 44;

export type ReceiptLogo = { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' };

export type ReceiptPdfInput = {
  receipt: TReceipt;
  branch: TReceiptHeader;
  label: 'Original' | 'Copy' | 'Cancel' | 'Example';
  language: TReceiptLanguage;
  /** The clinic's logo, as the browser's print shows it. */
  logo?: ReceiptLogo;
};

type Column = { key: string; title: string; width: number; align: 'left' | 'right' };

/** Keeps the pen's place and opens a new page when the next block does not fit. */
class Pen {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly onNewPage: (page: PDFPage) => void,
  ) {
    this.page = doc.addPage([A5.width, A5.height]);
    this.y = A5.height - MARGIN;
    onNewPage(this.page);
  }
  need(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A5.width, A5.height]);
    this.y = A5.height - MARGIN;
    this.onNewPage(this.page);
  }
}

/** '27/11/69' in Thai (two-digit Buddhist year, spec §9), '27/11/2026' in English. */
function receiptDate(value: string, language: TReceiptLanguage): string {
  return language === 'th' ? formatThaiDate(value, 'receipt') : formatEnglishDate(value, 'short');
}

/**
 * The receipt as an A5 PDF, laid out as the browser prints it (apps/web receipt-document.tsx):
 * clinic and branch with address and tax id, the label, number and date, the patient, the lines
 * (price and discount columns only when a line has a discount, spec §2), the totals and payment
 * methods, the paid amount in words, the next visit and, once cancelled, the reason.
 */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const { receipt, branch, label, language } = input;
  const text = RECEIPT_TEXTS[language];
  const isThai = language === 'th';
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title} ${receipt.receiptNo}`);
  doc.setLanguage(isThai ? 'th-TH' : 'en-GB');
  doc.setCreator('Yim');
  const fonts = await embedSarabun(doc);
  const style = (size: number, bold = false, color = rgb(0, 0, 0)): TextStyle => ({
    fonts: bold ? fonts.bold : fonts.regular,
    size,
    color,
  });
  // Every page carries the label, so a torn-off second page is still a 'Copy' or a 'Cancel'.
  const pen = new Pen(doc, (page) => drawLabel(page, label, fonts));
  const inner = A5.width - 2 * MARGIN;
  const right = A5.width - MARGIN;

  // Header: the logo, the clinic and branch on the left, the receipt's title, number and date on the right.
  const pick = (th: string, en: string) => (isThai ? th : en || th);
  const logoBottom = input.logo ? await drawLogo(doc, pen.page, input.logo, pen.y - 12) : pen.y;
  const textX = input.logo ? MARGIN + LOGO_SIZE + 8 : MARGIN;
  const leftWidth = inner * 0.6 - (textX - MARGIN);
  const headLines: [string, TextStyle][] = [
    [pick(branch.clinicName, branch.clinicNameEn), style(12, true)],
    [pick(branch.name, branch.nameEn), style(9)],
    ...wrapText(pick(branch.address, branch.addressEn), style(8, false, GREY), leftWidth).map(
      (line): [string, TextStyle] => [line, style(8, false, GREY)],
    ),
  ];
  if (branch.tel) headLines.push([`${text.tel} ${branch.tel}`, style(8, false, GREY)]);
  if (branch.taxId) headLines.push([`${text.taxId} ${branch.taxId}`, style(8, false, GREY)]);
  let y = pen.y - 24;
  for (const [line, lineStyle] of headLines) {
    if (!line) continue;
    drawLine(pen.page, line, textX, y, lineStyle);
    y -= lineStyle.size + 4;
  }
  // Below the label box of drawLabel.
  let metaY = pen.y - 40;
  drawLine(pen.page, text.title, right, metaY, style(14, true), 'right');
  metaY -= 18;
  drawLine(pen.page, `${text.number} ${receipt.receiptNo}`, right, metaY, style(9), 'right');
  metaY -= 13;
  drawLine(pen.page, `${text.date} ${receiptDate(receipt.creationDt, language)}`, right, metaY, style(9), 'right');
  pen.y = Math.min(y, metaY - 13, logoBottom - 12) - 6;
  drawLine(
    pen.page,
    `${text.patient} ${receipt.patient.name} · DN ${formatDn(receipt.patient.dn)}`,
    MARGIN,
    pen.y,
    style(10),
  );
  pen.y -= 12;

  // The lines.
  const hasDiscount = receipt.receiptItems.some((item) => item.finalDiscount > 0);
  const money = 58;
  const columns: Column[] = [
    { key: 'no', title: '#', width: 16, align: 'left' },
    { key: 'item', title: text.item, width: 0, align: 'left' },
    { key: 'quantity', title: text.quantity, width: 32, align: 'right' },
    ...(hasDiscount
      ? [
          { key: 'price', title: text.price, width: money, align: 'right' } as Column,
          { key: 'discount', title: text.discount, width: money - 8, align: 'right' } as Column,
        ]
      : []),
    { key: 'amount', title: text.amount, width: money, align: 'right' },
    { key: 'paid', title: text.paid, width: money, align: 'right' },
  ];
  const itemColumn = columns.find((c) => c.key === 'item')!;
  itemColumn.width = inner - columns.reduce((sum, c) => sum + c.width, 0);
  /** A table row: each cell is lines, each line drawn in the row's style unless it brings its own. */
  type CellLine = string | { text: string; style: TextStyle };
  const drawRow = (cells: Record<string, CellLine[]>, rowStyle: TextStyle) => {
    const lineHeight = rowStyle.size + 3;
    const height = Math.max(...Object.values(cells).map((lines) => lines.length)) * lineHeight + 4;
    pen.need(height + 2);
    let x = MARGIN;
    for (const column of columns) {
      (cells[column.key] ?? []).forEach((line, index) => {
        const [shown, lineStyle] = typeof line === 'string' ? [line, rowStyle] : [line.text, line.style];
        const lineY = pen.y - rowStyle.size - index * lineHeight;
        if (column.align === 'right') drawLine(pen.page, shown, x + column.width - 2, lineY, lineStyle, 'right');
        else drawLine(pen.page, shown, x + 2, lineY, lineStyle);
      });
      x += column.width;
    }
    pen.y -= height;
  };
  const rule = (thickness = 0.5) => {
    pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: right, y: pen.y }, thickness, color: RULE });
    pen.y -= 3;
  };
  rule();
  drawRow(Object.fromEntries(columns.map((c) => [c.key, [c.title]])), style(8, true));
  rule();
  receipt.receiptItems.forEach((item, index) => {
    const name = wrapText(pick(item.name, item.nameEn), style(9), itemColumn.width - 4);
    const doctor = pick(item.doctor, item.doctorEn);
    const cells: Record<string, CellLine[]> = {
      no: [String(index + 1)],
      item: doctor ? [...name, { text: doctor, style: style(7, false, GREY) }] : name,
      quantity: [String(item.quantity)],
      price: [formatMoney(item.price * item.quantity)],
      discount: [formatMoney(item.finalDiscount)],
      amount: [formatMoney(item.amount)],
      paid: [formatMoney(item.paid)],
    };
    drawRow(cells, style(9));
  });
  rule();

  // Totals and payment methods, right-aligned.
  const totals: [string, string, TextStyle][] = [
    [text.total, formatMoney(receipt.amount), style(9)],
    [text.paidToday, formatMoney(receipt.paid), style(10, true)],
    [text.overdue, formatMoney(receipt.overdue), style(9)],
    ...receipt.displayAmount.flatMap((line): [string, string, TextStyle][] => {
      const method: [string, string, TextStyle] = [
        pick(line.cateName, line.cateNameEn),
        formatMoney(line.amount),
        style(8, false, GREY),
      ];
      // A card line carries its terminal slip's brand, masked number and approval code below it.
      const slip = line.card ? cardSlipText(line.card, text.approvalCode) : '';
      return slip ? [method, [slip, '', style(7, false, GREY)]] : [method];
    }),
  ];
  for (const [name, value, rowStyle] of totals) {
    pen.need(rowStyle.size + 5);
    pen.y -= rowStyle.size + 3;
    drawLine(pen.page, name, right - 90, pen.y, rowStyle, 'right');
    if (value) drawLine(pen.page, value, right, pen.y, rowStyle, 'right');
  }
  pen.y -= 8;
  const words = `(${isThai ? bahtTextTh(receipt.paid) : bahtTextEn(receipt.paid)})`;
  for (const line of wrapText(words, style(9), inner)) {
    pen.need(14);
    pen.y -= 12;
    drawLine(pen.page, line, MARGIN, pen.y, style(9));
  }
  if (receipt.nextVisit) {
    const visit = receipt.nextVisit;
    const title = pick(visit.treatmentTitle, visit.treatmentTitleEn);
    const line = `${text.nextVisit} ${receiptDate(visit.start, language)} ${formatTime(visit.start)} ${title}`.trim();
    for (const part of wrapText(line, style(9), inner)) {
      pen.need(14);
      pen.y -= 13;
      drawLine(pen.page, part, MARGIN, pen.y, style(9));
    }
  }
  if (receipt.cancel) {
    for (const part of wrapText(
      `${text.cancelled} ${receipt.cancelReason ?? ''}`,
      style(9, true, rgb(0.7, 0, 0)),
      inner,
    )) {
      pen.need(14);
      pen.y -= 13;
      drawLine(pen.page, part, MARGIN, pen.y, style(9, true, rgb(0.7, 0, 0)));
    }
  }

  // What is still owed can be paid by PromptPay: the QR sits at the foot, left of the signature.
  const promptPay = receiptPromptPay(receipt, branch.taxId);
  pen.need(promptPay ? QR_SIZE + 30 : 50);
  if (promptPay) {
    drawQr(pen.page, promptPay, MARGIN, MARGIN, QR_SIZE);
    const caption = `${text.promptPay} ${formatMoney(receipt.overdue)}`;
    wrapText(caption, style(7, false, GREY), QR_SIZE * 2)
      .reverse()
      .forEach((line, index) =>
        drawLine(pen.page, line, MARGIN, MARGIN + QR_SIZE + 4 + index * 9, style(7, false, GREY)),
      );
  }
  // The receiver signs at the foot.
  const signY = Math.min(pen.y - 36, MARGIN + 30);
  pen.page.drawLine({ start: { x: right - 140, y: signY }, end: { x: right, y: signY }, thickness: 0.5, color: RULE });
  drawLine(pen.page, text.receiver, right - 70, signY - 12, style(8, false, GREY), 'center');
  return doc.save();
}

/** The logo scaled into its square, its top at `top`; returns where its bottom is. */
async function drawLogo(doc: PDFDocument, page: PDFPage, logo: ReceiptLogo, top: number): Promise<number> {
  const image = logo.type === 'image/png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  const scale = Math.min(LOGO_SIZE / image.width, LOGO_SIZE / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: MARGIN, y: top - height, width, height });
  return top - height;
}

/**
 * A QR code of the payload (medium error correction, a four-module quiet zone left white), as one
 * filled path: separate squares would leave hairline seams that some phone cameras trip over.
 */
function drawQr(page: PDFPage, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${(column + 4) * cell} ${(row + 4) * cell}h${cell}v${cell}h${-cell}Z`;
    }
  }
  // drawSvgPath puts the path's origin at (x, top) with y growing downwards, as in SVG.
  page.drawSvgPath(path, { x, y: y + size, color: rgb(0, 0, 0), borderWidth: 0 });
}

/** The type label in a box at the top right of every page (spec §4: Original, Copy, Cancel, Example). */
function drawLabel(page: PDFPage, label: string, fonts: SarabunFonts) {
  const size = 9;
  const width = textWidth(label, fonts.bold, size) + 12;
  const x = A5.width - MARGIN - width;
  const y = A5.height - MARGIN - 6;
  const color = label === 'Cancel' ? rgb(0.7, 0, 0) : rgb(0, 0, 0);
  page.drawRectangle({ x, y: y - 4, width, height: size + 8, borderColor: color, borderWidth: 0.8 });
  drawLine(page, label, x + 6, y, { fonts: fonts.bold, size, color });
}
