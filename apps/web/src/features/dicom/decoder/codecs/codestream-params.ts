// Two facts the wasm codecs decode by but do not report, read from the codestream's own headers:
// whether a JPEG-LS colour stream is uninterleaved (CharLS then returns one plane per component)
// and whether a JPEG 2000 stream applies the multiple-component transform (OpenJPEG undoes it; a
// stream without it still carries what the Photometric Interpretation says, YBR_FULL included).

/** JPEG-LS: true when the first scan (SOS) says interleave mode 0, "none" (ITU-T T.87 C.2.3). */
export function isJpegLsUninterleaved(stream: Uint8Array): boolean {
  for (let at = 0; at + 4 < stream.length; at++) {
    if (stream[at] !== 0xff || stream[at + 1] !== 0xda) continue;
    const componentCount = stream[at + 4] as number;
    const ilv = stream[at + 5 + componentCount * 2 + 1];
    return ilv === 0;
  }
  return false;
}

/** JPEG 2000: the COD marker's multiple component transformation byte (ISO 15444-1 A.6.1). */
export function hasJ2kComponentTransform(stream: Uint8Array): boolean {
  // COD is in the main header, before the first tile (SOT, FF90).
  for (let at = 0; at + 9 < stream.length; at++) {
    if (stream[at] !== 0xff) continue;
    const marker = stream[at + 1];
    if (marker === 0x90) return false;
    if (marker === 0x52) return stream[at + 9] === 1;
  }
  return false;
}
