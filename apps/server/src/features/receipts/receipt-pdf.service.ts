import type { TIssueReprint, TReceiptPdf } from '@yim/contract';
import type { ReceiptWriter } from './create-receipt.service.ts';
import { renderReceiptPdf } from './receipt.pdf.ts';
import { issueReprint } from './reprint.service.ts';

/**
 * POST /api/receipt/pdf/{c}/{b}/{id}: a print of a kept receipt as a server-made A5 PDF. It is
 * counted and audited as issueReprint is (the same transaction), so the label follows the same
 * rule whether the counter prints from the browser or downloads the PDF.
 */
export async function printReceiptPdf(writer: ReceiptWriter, id: number, request: TIssueReprint): Promise<TReceiptPdf> {
  const issued = await issueReprint(writer, id, request);
  const pdf = await renderReceiptPdf({
    receipt: issued.receipt,
    branch: issued.branch,
    label: issued.label,
    language: request.lang,
  });
  return {
    fileName: `receipt-${issued.receipt.receiptNo}-${issued.label.toLowerCase()}-${request.lang}.pdf`,
    label: issued.label,
    pdfBase64: Buffer.from(pdf).toString('base64'),
  };
}
