// Reads a DICOM dataset into a tree of elements that point into the bytes (no value is copied).
// Undefined lengths, nested sequences and encapsulated pixel data fragments are followed; a
// declared length that runs past the end marks the element truncated and ends the parse, so a
// cut file still yields the metadata that precedes the cut.
import { implicitVr, LONG_LENGTH_VRS, Tag } from './dicom-tags.ts';

export type Fragment = { offset: number; length: number };

export type DicomElement = {
  tag: number;
  vr: string;
  /** Offset of the value in the dataset's bytes. */
  offset: number;
  /** Length of the value actually present (an undefined length is resolved). */
  length: number;
  /** The declared length ran past the end of the bytes. */
  isTruncated: boolean;
  items?: DicomDataset[];
  /** Encapsulated pixel data: the first fragment is the Basic Offset Table. */
  fragments?: Fragment[];
};

export type DicomDataset = {
  bytes: Uint8Array;
  view: DataView;
  isLittleEndian: boolean;
  elements: Map<number, DicomElement>;
};

export type ParseOptions = {
  isExplicitVr: boolean;
  isLittleEndian: boolean;
  start: number;
  end?: number;
  /** Stop before the first element for which this is true (the file meta group's end). */
  stopBefore?: (tag: number) => boolean;
};

const UNDEFINED_LENGTH = 0xffffffff;
const MAX_DEPTH = 24;

type Cursor = {
  bytes: Uint8Array;
  view: DataView;
  pos: number;
  isLittleEndian: boolean;
  isExplicitVr: boolean;
};

export function parseDataset(bytes: Uint8Array, options: ParseOptions): { dataset: DicomDataset; end: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cursor: Cursor = {
    bytes,
    view,
    pos: options.start,
    isLittleEndian: options.isLittleEndian,
    isExplicitVr: options.isExplicitVr,
  };
  const dataset = newDataset(cursor);
  readElements(cursor, dataset, options.end ?? bytes.length, 0, options.stopBefore);
  return { dataset, end: cursor.pos };
}

function newDataset(cursor: Cursor): DicomDataset {
  return { bytes: cursor.bytes, view: cursor.view, isLittleEndian: cursor.isLittleEndian, elements: new Map() };
}

function readTag(cursor: Cursor): number {
  const group = cursor.view.getUint16(cursor.pos, cursor.isLittleEndian);
  const element = cursor.view.getUint16(cursor.pos + 2, cursor.isLittleEndian);
  cursor.pos += 4;
  return ((group << 16) | element) >>> 0;
}

function isVrLetters(bytes: Uint8Array, at: number): boolean {
  const a = bytes[at] ?? 0;
  const b = bytes[at + 1] ?? 0;
  return a >= 0x41 && a <= 0x5a && b >= 0x41 && b <= 0x5a;
}

/** Reads elements until `end`, an item delimiter, or a truncated element; returns false on truncation. */
function readElements(
  cursor: Cursor,
  dataset: DicomDataset,
  end: number,
  depth: number,
  stopBefore?: (tag: number) => boolean,
): boolean {
  while (cursor.pos + 8 <= end) {
    const start = cursor.pos;
    const tag = readTag(cursor);
    if (stopBefore?.(tag)) {
      cursor.pos = start;
      return true;
    }
    if (tag === Tag.ItemDelimitation || tag === Tag.SequenceDelimitation) {
      cursor.pos += 4;
      return true;
    }
    let vr: string;
    let length: number;
    if (cursor.isExplicitVr && isVrLetters(cursor.bytes, cursor.pos)) {
      vr = String.fromCharCode(cursor.bytes[cursor.pos] ?? 0, cursor.bytes[cursor.pos + 1] ?? 0);
      if (LONG_LENGTH_VRS.has(vr)) {
        if (cursor.pos + 8 > end) return markTruncated(dataset, tag, vr, cursor, end);
        length = cursor.view.getUint32(cursor.pos + 4, cursor.isLittleEndian);
        cursor.pos += 8;
      } else {
        length = cursor.view.getUint16(cursor.pos + 2, cursor.isLittleEndian);
        cursor.pos += 4;
      }
    } else {
      // Implicit VR, or a writer that dropped the VR in an explicit dataset: the length is 32-bit.
      vr = implicitVr(tag);
      length = cursor.view.getUint32(cursor.pos, cursor.isLittleEndian);
      cursor.pos += 4;
    }

    if (length === UNDEFINED_LENGTH) {
      if (tag === Tag.PixelData) {
        const { fragments, isTruncated } = readFragments(cursor, end);
        dataset.elements.set(tag, { tag, vr, offset: start, length: cursor.pos - start, isTruncated, fragments });
        if (isTruncated) return false;
        continue;
      }
      if (depth >= MAX_DEPTH) return false;
      // An undefined-length UN is a sequence written in implicit VR little endian (PS3.5 6.2.2).
      const items = readItems(cursor, end, depth + 1, vr === 'UN');
      dataset.elements.set(tag, {
        tag,
        vr: 'SQ',
        offset: start,
        length: cursor.pos - start,
        isTruncated: !items,
        items: items ?? [],
      });
      if (!items) return false;
      continue;
    }

    if (cursor.pos + length > end) return markTruncated(dataset, tag, vr, cursor, end);
    const element: DicomElement = { tag, vr, offset: cursor.pos, length, isTruncated: false };
    if (vr === 'SQ' && depth < MAX_DEPTH) {
      const valueEnd = cursor.pos + length;
      element.items = readItems(cursor, valueEnd, depth + 1, false) ?? [];
      cursor.pos = valueEnd;
    } else {
      cursor.pos += length;
    }
    dataset.elements.set(tag, element);
  }
  return true;
}

function markTruncated(dataset: DicomDataset, tag: number, vr: string, cursor: Cursor, end: number): false {
  const offset = Math.min(cursor.pos, end);
  dataset.elements.set(tag, { tag, vr, offset, length: end - offset, isTruncated: true });
  cursor.pos = end;
  return false;
}

/** The items of a sequence; null when the bytes end inside it. */
function readItems(cursor: Cursor, end: number, depth: number, isImplicitInside: boolean): DicomDataset[] | null {
  const items: DicomDataset[] = [];
  const saved = cursor.isExplicitVr;
  if (isImplicitInside) cursor.isExplicitVr = false;
  try {
    while (cursor.pos + 8 <= end) {
      const tag = readTag(cursor);
      const length = cursor.view.getUint32(cursor.pos, cursor.isLittleEndian);
      cursor.pos += 4;
      if (tag === Tag.SequenceDelimitation) return items;
      if (tag !== Tag.Item) return items; // malformed: keep what was read
      const item = newDataset(cursor);
      items.push(item);
      if (length === UNDEFINED_LENGTH) {
        if (!readElements(cursor, item, end, depth)) return null;
      } else {
        const itemEnd = cursor.pos + length;
        if (itemEnd > end) return null;
        readElements(cursor, item, itemEnd, depth);
        cursor.pos = itemEnd;
      }
    }
    // A defined-length sequence ends at its end; an undefined one must have met its delimiter.
    return cursor.pos >= end ? items : null;
  } finally {
    cursor.isExplicitVr = saved;
  }
}

function readFragments(cursor: Cursor, end: number): { fragments: Fragment[]; isTruncated: boolean } {
  const fragments: Fragment[] = [];
  while (cursor.pos + 8 <= end) {
    const tag = readTag(cursor);
    const length = cursor.view.getUint32(cursor.pos, cursor.isLittleEndian);
    cursor.pos += 4;
    if (tag === Tag.SequenceDelimitation) return { fragments, isTruncated: false };
    if (tag !== Tag.Item) return { fragments, isTruncated: true };
    if (cursor.pos + length > end) {
      fragments.push({ offset: cursor.pos, length: end - cursor.pos });
      cursor.pos = end;
      return { fragments, isTruncated: true };
    }
    fragments.push({ offset: cursor.pos, length });
    cursor.pos += length;
  }
  return { fragments, isTruncated: true };
}
