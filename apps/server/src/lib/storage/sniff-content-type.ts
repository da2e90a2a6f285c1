import type { ContentType } from '@yim/contract';
import { AppError } from '../app-error.ts';

/** Enough bytes for every signature below (DICOM's sits after a 128-byte preamble). */
export const SNIFF_BYTES = 132;

function hasBytes(head: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (head.length < offset + expected.length) return false;
  return expected.every((byte, i) => head[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** Value representations of explicit-VR DICOM (PS3.5 §6.2). */
const DICOM_VRS = new Set(
  'AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV'.split(' '),
);

const uint16le = (h: Uint8Array, at: number) => h[at]! | (h[at + 1]! << 8);
const uint32le = (h: Uint8Array, at: number) => (uint16le(h, at) + uint16le(h, at + 2) * 0x10000) >>> 0;

/**
 * A DICOM data set without the 128-byte preamble and 'DICM' (older modalities and some PACS
 * exports write those), recognised by its structure: it opens with an element of the file meta
 * group (0002) or the identifying group (0008), either with an explicit value representation, or
 * implicitly with a short length after which the next element of an even, not lower group follows.
 */
function isBareDicom(h: Uint8Array): boolean {
  if (h.length < 12) return false;
  const group = uint16le(h, 0);
  if (group !== 0x0002 && group !== 0x0008) return false;
  if (DICOM_VRS.has(String.fromCharCode(h[4]!, h[5]!))) return true;
  const length = uint32le(h, 4);
  const next = 8 + length;
  if (length % 2 !== 0 || next + 4 > h.length) return false;
  const nextGroup = uint16le(h, next);
  return nextGroup % 2 === 0 && nextGroup >= group && nextGroup <= 0x7fe0;
}

const SIGNATURES: { type: ContentType; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (h) => hasBytes(h, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (h) => hasBytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (h) => hasBytes(h, 0, ascii('GIF87a')) || hasBytes(h, 0, ascii('GIF89a')) },
  { type: 'image/webp', matches: (h) => hasBytes(h, 0, ascii('RIFF')) && hasBytes(h, 8, ascii('WEBP')) },
  { type: 'application/pdf', matches: (h) => hasBytes(h, 0, ascii('%PDF-')) },
  { type: 'application/dicom', matches: (h) => hasBytes(h, 128, ascii('DICM')) || isBareDicom(h) },
];

/**
 * The type a file really is, from its first bytes; the name and the declared type are the
 * sender's word and are never trusted. null when it is none of the kinds we accept.
 */
export function sniffContentType(head: Uint8Array): ContentType | null {
  return SIGNATURES.find((s) => s.matches(head))?.type ?? null;
}

/** The sniffed type when it is one of `allowed`; otherwise 415 CONTENT-TYPE-NOT-ALLOWED. */
export function requireAllowedType(head: Uint8Array, allowed: readonly ContentType[]): ContentType {
  const type = sniffContentType(head);
  if (!type || !allowed.includes(type)) throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
  return type;
}
