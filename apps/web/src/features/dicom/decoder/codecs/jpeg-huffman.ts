// Huffman tables as ISO 10918-1 Annex F.2.2.3 describes them: for each code length the largest
// code, the smallest code and where its values start.
import { DicomDecodeError } from '../dicom-error.ts';
import type { JpegBitReader } from './jpeg-bit-reader.ts';

export type HuffmanTable = { maxCode: Int32Array; minCode: Int32Array; valuePointer: Int32Array; values: Uint8Array };

export function buildHuffmanTable(counts: Uint8Array, values: Uint8Array): HuffmanTable {
  const maxCode = new Int32Array(18).fill(-1);
  const minCode = new Int32Array(17);
  const valuePointer = new Int32Array(17);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1] ?? 0;
    valuePointer[length] = index;
    minCode[length] = code;
    code += count;
    index += count;
    maxCode[length] = count ? code - 1 : -1;
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff;
  return { maxCode, minCode, valuePointer, values: values.slice() };
}

export function decodeHuffman(reader: JpegBitReader, table: HuffmanTable): number {
  let code = reader.readBit();
  for (let length = 1; length <= 16; length++) {
    if (code <= (table.maxCode[length] as number)) {
      return table.values[(table.valuePointer[length] as number) + code - (table.minCode[length] as number)] ?? 0;
    }
    code = (code << 1) | reader.readBit();
  }
  throw new DicomDecodeError('codec-failed', 'JPEG: a Huffman code longer than 16 bits (corrupt data)');
}
