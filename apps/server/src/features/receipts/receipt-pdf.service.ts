import { buffer } from 'node:stream/consumers';
import type { TIssuedReprint, TIssueReprint, TReceiptPdf } from '@yim/contract';
import sharp from 'sharp';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { ReceiptWriter } from './create-receipt.service.ts';
import { renderReceiptPdf, type ReceiptLogo } from './receipt.pdf.ts';
import { findClinicLogo } from './receipts.repo.ts';
import { issueReprint } from './reprint.service.ts';

/** What a PDF print needs once the transaction has ended: the counted print and the logo's file. */
export type IssuedReceiptPdf = {
  issued: TIssuedReprint;
  logo: { storageKey: string; fileType: string } | undefined;
};

/**
 * POST /api/receipt/pdf/{c}/{b}/{id}, in the request's transaction: the print counted and
 * audited as issueReprint does, so the label follows the same rule whether the counter prints
 * from the browser or downloads the PDF; and where the clinic's logo is kept.
 */
export async function issueReceiptPdf(
  writer: ReceiptWriter,
  id: number,
  request: TIssueReprint,
): Promise<IssuedReceiptPdf> {
  const issued = await issueReprint(writer, id, request);
  return { issued, logo: await findClinicLogo(writer.tx, writer.branch.clinicId) };
}

/**
 * The A5 PDF of a print issued by issueReceiptPdf, made after its transaction has ended: laying
 * it out costs about 200 ms of CPU (Thai fonts subset and embedded), which held the transaction,
 * and on PGlite every other request, that long (issue 21).
 */
export async function renderIssuedReceiptPdf(
  storage: FileStorage,
  { issued, logo }: IssuedReceiptPdf,
  request: TIssueReprint,
): Promise<TReceiptPdf> {
  const pdf = await renderReceiptPdf({
    receipt: issued.receipt,
    branch: issued.branch,
    label: issued.label,
    language: request.lang,
    logo: logo && (await logoForPdf(storage, logo)),
  });
  return {
    fileName: `receipt-${issued.receipt.receiptNo}-${issued.label.toLowerCase()}-${request.lang}.pdf`,
    label: issued.label,
    pdfBase64: Buffer.from(pdf).toString('base64'),
  };
}

/**
 * The clinic's logo as the PDF can embed it (PNG or JPEG; a WebP logo is converted). A logo
 * whose bytes are gone from storage is left out: the receipt still prints, as the browser's does
 * with a broken image.
 */
async function logoForPdf(
  storage: FileStorage,
  logo: NonNullable<IssuedReceiptPdf['logo']>,
): Promise<ReceiptLogo | undefined> {
  const stored = await storage.get(logo.storageKey);
  if (!stored) return undefined;
  const bytes = await buffer(stored.body);
  if (logo.fileType === 'image/png' || logo.fileType === 'image/jpeg') return { bytes, type: logo.fileType };
  return { bytes: await sharp(bytes).png().toBuffer(), type: 'image/png' };
}
