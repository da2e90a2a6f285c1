// The signed PDF and its upload payload (spec access §3 "Signed file upload payload", §5 "Signing
// export", §9 export): each page flattened with its strokes into one image, placed on a page of
// the source's displayed size in points (portrait or landscape by its shape after /Rotate).
import { PDFDocument } from 'pdf-lib';

/** A page flattened: its PNG and the displayed size of the source page in points. */
export type FlattenedPage = { png: Uint8Array; widthPt: number; heightPt: number };

export class NoPagesError extends Error {
  override readonly name = 'NoPagesError';
  constructor() {
    super('export refused: the document has no pages');
  }
}

/** One PDF of the flattened pages, in order. Refused without pages. */
export async function buildSignedPdf(pages: readonly FlattenedPage[]): Promise<Uint8Array> {
  if (pages.length === 0) throw new NoPagesError();
  const pdf = await PDFDocument.create();
  pdf.setProducer('Yim signing page');
  pdf.setCreationDate(new Date());
  for (const page of pages) {
    const image = await pdf.embedPng(page.png);
    const out = pdf.addPage([page.widthPt, page.heightPt]);
    out.drawImage(image, { x: 0, y: 0, width: page.widthPt, height: page.heightPt });
  }
  return pdf.save();
}

/** Spec §3: filename + _signed_by_patient (templates), + _signed, or Signed_Document_<timestamp>. */
export function signedRemark(filename: string | null, isTemplate: boolean, now: Date = new Date()): string {
  const base = filename?.trim().replace(/\.pdf$/i, '');
  if (!base) return `Signed_Document_${now.getTime()}`;
  return `${base}${isTemplate ? '_signed_by_patient' : '_signed'}`;
}

/** The file's name: the remark with .pdf. */
export function signedFileName(remark: string): string {
  return `${remark}.pdf`;
}

/** The `data` part of createMediaFiles for a signed document (spec §3). */
export function signedUploadData(input: {
  clinicUrl: string;
  branchUrl: string;
  patientId: string | null;
  remark: string;
  fileSize: number;
  signature?: { originalSha256: string; sourceFileId: number | null; device: string } | undefined;
}) {
  return {
    clinicUrl: input.clinicUrl,
    branchUrl: input.branchUrl,
    category: 'Document' as const,
    patientId: input.patientId,
    remark: input.remark,
    ...(input.signature ? { signature: input.signature } : {}),
    filesMetadata: [{ id: null, contentType: 'application/pdf', fileSize: input.fileSize }],
  };
}

/** SHA-256 of the bytes as lower-case hex; null without WebCrypto (a page not served securely). */
export async function sha256Hex(bytes: Uint8Array): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Spec §3 "Cross-tab message", kept in localStorage under crossTabEvent. */
export const CROSS_TAB_KEY = 'crossTabEvent';

export type CrossTabMessage = {
  timestamp: number;
  type: 'POLL_FOR_UPDATE';
  payload: {
    patientId: string | null;
    files: { id: number }[];
    source: 'signDoc';
    isTemplateSign: boolean;
    templateId: string | null;
  };
};

export function crossTabMessage(
  payload: Omit<CrossTabMessage['payload'], 'source'>,
  now: number = Date.now(),
): CrossTabMessage {
  return { timestamp: now, type: 'POLL_FOR_UPDATE', payload: { ...payload, source: 'signDoc' } };
}
