// The signed document's upload (spec access §3 "Signed file upload payload", "Cross-tab message"):
// its remark and file name, the createMediaFiles data, the original's digest and whether it carries
// a digital signature. The PDF itself is built by build-signed-pdf.ts, loaded only to export.

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
const SIGNED_BYTE_RANGE = /^\/ByteRange\s*\[\s*\d+\s+\d+\s+\d+\s+\d+\s*\]/;
const BYTE_RANGE_NAME = Array.from('/ByteRange', (char) => char.charCodeAt(0));
/** Enough text after the name for its four offsets, however they are padded. */
const BYTE_RANGE_TEXT = 1024;

/**
 * Whether the PDF carries a digital signature (not merely an empty signature field). The name is
 * looked for in the bytes and only the text after it is decoded: decoding a whole 5 MB file took
 * about 90 ms of the main thread before the first page could show.
 */
export function hasDigitalSignature(bytes: Uint8Array): boolean {
  const latin1 = new TextDecoder('latin1');
  for (let at = bytes.indexOf(BYTE_RANGE_NAME[0]!); at !== -1; at = bytes.indexOf(BYTE_RANGE_NAME[0]!, at + 1)) {
    if (!isNameAt(bytes, at)) continue;
    if (SIGNED_BYTE_RANGE.test(latin1.decode(bytes.subarray(at, at + BYTE_RANGE_TEXT)))) return true;
  }
  return false;
}

function isNameAt(bytes: Uint8Array, at: number): boolean {
  for (let i = 1; i < BYTE_RANGE_NAME.length; i++) if (bytes[at + i] !== BYTE_RANGE_NAME[i]) return false;
  return true;
}
