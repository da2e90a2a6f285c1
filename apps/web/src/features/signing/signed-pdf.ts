// The signed PDF and its upload payload (spec access §3 "Signed file upload payload", §5 "Signing
// export", §9 export): each page flattened with its strokes into one image, placed on a page of
// the source's displayed size in points (portrait or landscape by its shape after /Rotate).
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/**
 * A page flattened: its pixels as 8-bit RGB rows, zlib-deflated (the PDF's FlateDecode), their
 * size, and the displayed size of the source page in points.
 */
export type FlattenedPage = {
  deflatedRgb: Uint8Array;
  widthPx: number;
  heightPx: number;
  widthPt: number;
  heightPt: number;
};

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
  // Each page's pixels go in as an image object whose bytes are already deflated: pdf-lib's own
  // embedPng decodes and re-compresses a PNG in JavaScript, which made a 10-page export take tens
  // of seconds (bench/signing.mjs); the browser's native deflate does it in a fraction.
  const name = PDFName.of('YimSignedPage');
  for (const page of pages) {
    const image = pdf.context.register(
      pdf.context.stream(page.deflatedRgb, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: page.widthPx,
        Height: page.heightPx,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
    );
    const out = pdf.addPage([page.widthPt, page.heightPt]);
    out.node.setXObject(name, image);
    out.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(page.widthPt, 0, 0, page.heightPt, 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
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

// A digital signature's dictionary names the bytes it covers: /ByteRange [a b c d]. Signers
// write it as a plain object (its /Contents is filled in place after hashing), so the raw bytes
// show it even in an encrypted file, whose dictionaries are not encrypted; an empty signature
// field has none. The signed PDF made here is a new file, whose bytes that signature cannot cover.
const SIGNED_BYTE_RANGE = /\/ByteRange\s*\[\s*\d+\s+\d+\s+\d+\s+\d+\s*\]/;

/** Whether the PDF carries a digital signature (not merely an empty signature field). */
export function hasDigitalSignature(bytes: Uint8Array): boolean {
  return SIGNED_BYTE_RANGE.test(new TextDecoder('latin1').decode(bytes));
}
