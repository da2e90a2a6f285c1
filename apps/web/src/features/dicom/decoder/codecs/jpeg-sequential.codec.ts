// Our own decoder for sequential DCT JPEG with Huffman coding at 8 or 12 bits (ISO 10918-1
// processes 1, 2 and 4: baseline and extended). It exists for the 12-bit streams of
// transfer syntax 1.2.840.10008.1.2.4.51, which the 8-bit libjpeg-turbo build cannot read.
// Output: the component planes cropped to the image, interleaved, at full resolution.
import { DicomDecodeError } from '../dicom-error.ts';
import { JpegBitReader } from './jpeg-bit-reader.ts';
import { buildHuffmanTable, decodeHuffman, type HuffmanTable } from './jpeg-huffman.ts';
import { idctBlock } from './jpeg-idct.ts';

type Component = {
  id: number;
  h: number;
  v: number;
  tq: number;
  blocksPerLine: number;
  blocksPerColumn: number;
  plane: Float32Array;
  pred: number;
  dc?: HuffmanTable;
  ac?: HuffmanTable;
};

const ZIGZAG = new Uint8Array([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
]);

export type SequentialJpeg = {
  width: number;
  height: number;
  precision: number;
  components: number;
  samples: Uint16Array;
};

const fail = (message: string) => new DicomDecodeError('codec-failed', `JPEG: ${message}`);

export function decodeSequentialJpeg(bytes: Uint8Array): SequentialJpeg {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw fail('no start-of-image marker');
  const quant: Int32Array[] = [];
  const dcTables: HuffmanTable[] = [];
  const acTables: HuffmanTable[] = [];
  let components: Component[] = [];
  let width = 0;
  let height = 0;
  let precision = 8;
  let restartInterval = 0;
  let hMax = 1;
  let vMax = 1;
  let pos = 2;
  const u16 = (at: number) => (((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)) >>> 0;

  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) {
      pos++;
      continue;
    }
    const marker = bytes[pos + 1] as number;
    if (marker === 0xff || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos++;
      continue;
    }
    if (marker === 0xd9) break; // EOI
    const length = u16(pos + 2);
    const body = pos + 4;
    const next = pos + 2 + length;
    if (next > bytes.length) throw fail('a marker segment runs past the end');
    switch (marker) {
      case 0xdb: // DQT
        for (let at = body; at < next;) {
          const is16 = (bytes[at] as number) >> 4;
          const table = new Int32Array(64);
          for (let k = 0; k < 64; k++) table[k] = is16 ? u16(at + 1 + k * 2) : (bytes[at + 1 + k] as number);
          quant[(bytes[at] as number) & 15] = table;
          at += 1 + 64 * (is16 ? 2 : 1);
        }
        break;
      case 0xc4: // DHT
        for (let at = body; at < next;) {
          const classAndId = bytes[at] as number;
          const counts = bytes.subarray(at + 1, at + 17);
          const total = counts.reduce((sum, n) => sum + n, 0);
          const table = buildHuffmanTable(counts, bytes.subarray(at + 17, at + 17 + total));
          (classAndId >> 4 ? acTables : dcTables)[classAndId & 15] = table;
          at += 17 + total;
        }
        break;
      case 0xc0:
      case 0xc1: {
        precision = bytes[body] as number;
        height = u16(body + 1);
        width = u16(body + 3);
        const count = bytes[body + 5] as number;
        components = [];
        for (let i = 0; i < count; i++) {
          const at = body + 6 + i * 3;
          const sampling = bytes[at + 1] as number;
          components.push({
            id: bytes[at] as number,
            h: sampling >> 4,
            v: sampling & 15,
            tq: bytes[at + 2] as number,
            blocksPerLine: 0,
            blocksPerColumn: 0,
            plane: new Float32Array(0),
            pred: 0,
          });
        }
        if (!width || !height || components.length === 0) throw fail('empty frame header');
        hMax = Math.max(...components.map((c) => c.h));
        vMax = Math.max(...components.map((c) => c.v));
        const mcusX = Math.ceil(width / (8 * hMax));
        const mcusY = Math.ceil(height / (8 * vMax));
        for (const c of components) {
          c.blocksPerLine = mcusX * c.h;
          c.blocksPerColumn = mcusY * c.v;
          c.plane = new Float32Array(c.blocksPerLine * 8 * c.blocksPerColumn * 8);
        }
        break;
      }
      case 0xdd:
        restartInterval = u16(body);
        break;
      case 0xda: {
        if (components.length === 0) throw fail('a scan before the frame header');
        const count = bytes[body] as number;
        const scan: Component[] = [];
        for (let i = 0; i < count; i++) {
          const c = components.find((component) => component.id === bytes[body + 1 + i * 2]);
          if (!c) throw fail('a scan names an unknown component');
          const tables = bytes[body + 2 + i * 2] as number;
          c.dc = dcTables[tables >> 4];
          c.ac = acTables[tables & 15];
          scan.push(c);
        }
        pos = decodeScan(bytes, next, scan, { hMax, vMax, width, height, restartInterval, quant });
        continue;
      }
      default:
        if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          throw fail(`frame type SOF${marker - 0xc0} is not sequential Huffman`);
        }
    }
    pos = next;
  }
  if (components.length === 0) throw fail('no frame header');
  return {
    width,
    height,
    precision,
    components: components.length,
    samples: assemble(components, width, height, hMax, vMax, precision),
  };
}

type ScanContext = {
  hMax: number;
  vMax: number;
  width: number;
  height: number;
  restartInterval: number;
  quant: Int32Array[];
};

function decodeScan(bytes: Uint8Array, start: number, scan: Component[], ctx: ScanContext): number {
  const reader = new JpegBitReader(bytes, start);
  const block = new Float32Array(64);
  const decodeBlock = (c: Component, row: number, col: number) => {
    if (!c.dc || !c.ac) throw fail('a scan uses a Huffman table that was not defined');
    const q = ctx.quant[c.tq];
    if (!q) throw fail('a component uses a quantisation table that was not defined');
    block.fill(0);
    const t = decodeHuffman(reader, c.dc);
    c.pred += t === 0 ? 0 : reader.receiveExtend(t);
    block[0] = c.pred * (q[0] as number);
    for (let k = 1; k < 64;) {
      const rs = decodeHuffman(reader, c.ac);
      const s = rs & 15;
      const r = rs >> 4;
      if (s === 0) {
        if (r !== 15) break;
        k += 16;
        continue;
      }
      k += r;
      if (k > 63) break;
      block[ZIGZAG[k] as number] = reader.receiveExtend(s) * (q[k] as number);
      k++;
    }
    idctBlock(block, c.plane, (row * c.blocksPerLine * 8 + col) * 8, c.blocksPerLine * 8);
  };

  const single = scan.length === 1 ? scan[0] : undefined;
  const mcusX = single
    ? Math.ceil(Math.ceil((ctx.width * single.h) / ctx.hMax) / 8)
    : Math.ceil(ctx.width / (8 * ctx.hMax));
  const mcusY = single
    ? Math.ceil(Math.ceil((ctx.height * single.v) / ctx.vMax) / 8)
    : Math.ceil(ctx.height / (8 * ctx.vMax));
  const total = mcusX * mcusY;
  for (let mcu = 0; mcu < total; mcu++) {
    if (ctx.restartInterval && mcu > 0 && mcu % ctx.restartInterval === 0) {
      reader.restart();
      for (const c of scan) c.pred = 0;
    }
    const mcuRow = Math.floor(mcu / mcusX);
    const mcuCol = mcu % mcusX;
    if (single) {
      decodeBlock(single, mcuRow, mcuCol);
      continue;
    }
    for (const c of scan) {
      for (let v = 0; v < c.v; v++) for (let h = 0; h < c.h; h++) decodeBlock(c, mcuRow * c.v + v, mcuCol * c.h + h);
    }
  }
  return reader.endOfScan();
}

/** Level shift, clamp to the precision and upsample each component to the image size. */
function assemble(
  components: Component[],
  width: number,
  height: number,
  hMax: number,
  vMax: number,
  precision: number,
): Uint16Array {
  const count = components.length;
  const out = new Uint16Array(width * height * count);
  const shift = 1 << (precision - 1);
  const top = (1 << precision) - 1;
  components.forEach((c, index) => {
    const stride = c.blocksPerLine * 8;
    for (let y = 0; y < height; y++) {
      const sy = Math.floor((y * c.v) / vMax);
      for (let x = 0; x < width; x++) {
        const sx = Math.floor((x * c.h) / hMax);
        const value = Math.round((c.plane[sy * stride + sx] as number) + shift);
        out[(y * width + x) * count + index] = value < 0 ? 0 : value > top ? top : value;
      }
    }
  });
  return out;
}
