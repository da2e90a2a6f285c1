import type { ByteRange } from './storage.ts';

/** What a download should send: the whole file, one part of it, or a 416. */
export type RangeDecision = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeDecision = { kind: 'whole' };
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a Range header (RFC 9110 §14.2) against a file of `size` bytes. Only one range is
 * served: viewers and media players ask for one at a time, and the RFC lets a server ignore
 * a Range it will not honour, so a list of ranges, another unit or anything malformed gets
 * the whole file (200) instead of a multipart answer or an error.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeDecision {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '') return suffixRange(last, size);
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
}

/** `bytes=-n`: the last n bytes, or the whole file when it is shorter than n. */
function suffixRange(length: string, size: number): RangeDecision {
  if (length === '') return WHOLE;
  const count = Number(length);
  if (count === 0) return { kind: 'unsatisfiable' };
  // An empty file has no last byte to name in content-range; its whole (empty) body is the answer.
  if (size === 0) return WHOLE;
  return { kind: 'part', range: { start: Math.max(0, size - count), end: size - 1 } };
}

/**
 * If-Range (RFC 9110 §13.1.5): the part is only sent when the client's validator still names
 * the stored bytes, so that it never splices pieces of two versions; otherwise the whole file.
 * The comparison is strong: a weak tag or a date (we send no Last-Modified) never matches.
 */
export function isIfRangeSatisfied(ifRange: string | string[] | undefined, etag: string): boolean {
  // Node types an unknown header as possibly repeated; a list is never the one validator asked for.
  return ifRange === undefined || (typeof ifRange === 'string' && ifRange.trim() === etag);
}
