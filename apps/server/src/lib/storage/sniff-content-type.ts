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

const SIGNATURES: { type: ContentType; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (h) => hasBytes(h, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (h) => hasBytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (h) => hasBytes(h, 0, ascii('GIF87a')) || hasBytes(h, 0, ascii('GIF89a')) },
  { type: 'image/webp', matches: (h) => hasBytes(h, 0, ascii('RIFF')) && hasBytes(h, 8, ascii('WEBP')) },
  { type: 'application/pdf', matches: (h) => hasBytes(h, 0, ascii('%PDF-')) },
  { type: 'application/dicom', matches: (h) => hasBytes(h, 128, ascii('DICM')) },
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
