// Reading JPEG marker segments: enough to know a stream's precision before choosing a decoder.

/** The sample precision of a JPEG stream's frame header (8, 12 or 16), or null if none is found. */
export function jpegPrecision(bytes: Uint8Array): number | null {
  let pos = 2; // after SOI
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    const marker = bytes[pos + 1] as number;
    if (marker === 0xff) {
      pos++; // fill byte
      continue;
    }
    const length = ((bytes[pos + 2] as number) << 8) | (bytes[pos + 3] as number);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return bytes[pos + 4] ?? null;
    }
    if (marker === 0xda) return null; // a scan before any frame header
    pos += 2 + length;
  }
  return null;
}
