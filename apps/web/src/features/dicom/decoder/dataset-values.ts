// Typed reads of element values: text (through the dataset's character set), numbers of the
// binary VRs and of the decimal/integer strings (DS, IS), multi-valued ones split at backslashes.
import { decodeText, type TextDecoderFn } from './charset.ts';
import type { DicomDataset, DicomElement } from './dataset-parser.ts';

/** VRs whose bytes follow (0008,0005) Specific Character Set; the others are ASCII. */
const CHARSET_VRS = new Set(['PN', 'LO', 'SH', 'ST', 'LT', 'UT', 'UC']);

function valueBytes(dataset: DicomDataset, element: DicomElement): Uint8Array {
  return dataset.bytes.subarray(element.offset, element.offset + element.length);
}

/** The text of an element: null when absent, '' when present but empty; padding removed. */
export function readString(dataset: DicomDataset, tag: number, decode?: TextDecoderFn): string | null {
  const element = dataset.elements.get(tag);
  if (!element || element.items || element.fragments) return null;
  const bytes = valueBytes(dataset, element);
  const text = CHARSET_VRS.has(element.vr) && decode ? decode(bytes) : decodeText(bytes, 'ascii');
  // Values are padded with a space (text) or NUL (UI) to an even length.
  return text.replace(/[\0 ]+$/, '').replace(/^ +/, (lead) => (element.vr === 'PN' ? lead : ''));
}

/** Numbers of a DS or IS value ('01048\\001048' gives [1048, 1048]); null when absent or not numeric. */
export function readDecimals(dataset: DicomDataset, tag: number): number[] | null {
  const text = readString(dataset, tag);
  if (text === null || text.trim() === '') return null;
  const values = text.split('\\').map((part) => Number(part.trim()));
  return values.length > 0 && values.every((value) => Number.isFinite(value)) ? values : null;
}

export function readDecimal(dataset: DicomDataset, tag: number): number | null {
  return readDecimals(dataset, tag)?.[0] ?? null;
}

/** A US, SS, UL or SL value, or an IS string; null when absent or empty. */
export function readInteger(dataset: DicomDataset, tag: number): number | null {
  const element = dataset.elements.get(tag);
  if (!element || element.length === 0) return null;
  const little = dataset.isLittleEndian;
  const at = element.offset;
  switch (element.vr) {
    case 'US':
      return element.length >= 2 ? dataset.view.getUint16(at, little) : null;
    case 'SS':
      return element.length >= 2 ? dataset.view.getInt16(at, little) : null;
    case 'UL':
      return element.length >= 4 ? dataset.view.getUint32(at, little) : null;
    case 'SL':
      return element.length >= 4 ? dataset.view.getInt32(at, little) : null;
    default: {
      const value = readDecimal(dataset, tag);
      return value === null ? null : Math.trunc(value);
    }
  }
}

export function readItems(dataset: DicomDataset, tag: number): DicomDataset[] {
  return dataset.elements.get(tag)?.items ?? [];
}
