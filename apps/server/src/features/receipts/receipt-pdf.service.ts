import { buffer } from 'node:stream/consumers';
import type { TIssueReprint, TReceiptPdf } from '@yim/contract';
import sharp from 'sharp';
import type { Tx } from '../../lib/db/database.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { ReceiptWriter } from './create-receipt.service.ts';
import { renderReceiptPdf, type ReceiptLogo } from './receipt.pdf.ts';
import { findClinicLogo } from './receipts.repo.ts';
import { issueReprint } from './reprint.service.ts';

/**
 * POST /api/receipt/pdf/{c}/{b}/{id}: a print of a kept receipt as a server-made A5 PDF. It is
 * counted and audited as issueReprint is (the same transaction), so the label follows the same
 * rule whether the counter prints from the browser or downloads the PDF.
 */
export async function printReceiptPdf(
  writer: ReceiptWriter,
  storage: FileStorage,
  id: number,
  request: TIssueReprint,
): Promise<TReceiptPdf> {
  const issued = await issueReprint(writer, id, request);
  const pdf = await renderReceiptPdf({
    receipt: issued.receipt,
    branch: issued.branch,
    label: issued.label,
    language: request.lang,
    logo: await clinicLogo(writer.tx, storage, writer.branch.clinicId),
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
async function clinicLogo(tx: Tx, storage: FileStorage, clinicId: number): Promise<ReceiptLogo | undefined> {
  const logo = await findClinicLogo(tx, clinicId);
  if (!logo) return undefined;
  const stored = await storage.get(logo.storageKey);
  if (!stored) return undefined;
  const bytes = await buffer(stored.body);
  if (logo.fileType === 'image/png' || logo.fileType === 'image/jpeg') return { bytes, type: logo.fileType };
  return { bytes: await sharp(bytes).png().toBuffer(), type: 'image/png' };
}
