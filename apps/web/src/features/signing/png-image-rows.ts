// A PNG's pixel rows as a PDF can take them: a PDF image may be FlateDecode with the PNG row
// predictors (/DecodeParms /Predictor 15), which is exactly what a PNG's IDAT chunks hold once
// joined. So the browser's own PNG encoder (canvas.toBlob, native and largely off the main
// thread) deflates the flattened page, and its rows go into the PDF as they are, lossless.

/** An 8-bit RGB PNG's rows: one zlib stream of filtered rows (a filter byte, then width × 3 bytes). */
export type PngImageRows = { widthPx: number; heightPx: number; deflatedRows: Uint8Array };

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COLOR_TYPE_RGB = 2;

/**
 * The rows of a PNG of 8-bit RGB pixels, not interlaced; null for any other PNG (with alpha,
 * a palette, 16 bits, Adam7), whose rows a PDF's DeviceRGB image cannot take as they are.
 */
export function readPngImageRows(png: Uint8Array): PngImageRows | null {
  if (png.length < 8 || SIGNATURE.some((byte, i) => png[i] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const idat: Uint8Array[] = [];
  let header: { widthPx: number; heightPx: number } | null = null;
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    const data = png.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return null; // truncated
    if (type === 'IHDR') {
      const [bitDepth, colorType, compression, filter, interlace] = data.subarray(8, 13);
      const isPlainRgb =
        bitDepth === 8 && colorType === COLOR_TYPE_RGB && compression === 0 && filter === 0 && interlace === 0;
      if (length < 13 || !isPlainRgb) return null;
      header = { widthPx: view.getUint32(at + 8), heightPx: view.getUint32(at + 12) };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  if (!header || idat.length === 0) return null;
  return { ...header, deflatedRows: concat(idat) };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
