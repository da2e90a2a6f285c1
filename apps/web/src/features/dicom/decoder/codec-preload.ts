// Starts the codec a transfer syntax needs before its first frame arrives: the chunk is fetched
// and the wasm compiled while the file is still downloading (the first paint waited ~100-200 ms
// for this on a cold page). Native, RLE and the pure-JS JPEG lossless decoder only need their chunk.
import { transferSyntaxOf } from './transfer-syntax.ts';

export async function preloadCodecFor(transferSyntaxUid: string): Promise<void> {
  switch (transferSyntaxOf(transferSyntaxUid)?.pixelEncoding) {
    case 'jpeg2000':
      return (await import('./codecs/jpeg2000.codec.ts')).warmCodec();
    case 'jpeg-ls':
      return (await import('./codecs/jpeg-ls.codec.ts')).warmCodec();
    case 'jpeg-baseline':
      return (await import('./codecs/jpeg-baseline.codec.ts')).warmCodec();
    case 'jpeg-lossless':
      return void (await import('./codecs/jpeg-lossless.codec.ts'));
    case 'rle':
      return void (await import('./codecs/rle.codec.ts'));
    default:
      return undefined;
  }
}

const UID_TAG = [0x02, 0x00, 0x10, 0x00, 0x55, 0x49]; // (0002,0010) UI, explicit VR little endian

/**
 * The Transfer Syntax UID of a Part 10 file from its first bytes (the file meta group is always
 * explicit VR little endian and comes first), or null when the head does not hold it yet.
 */
export function sniffTransferSyntax(head: Uint8Array): string | null {
  if (head.length < 132 || String.fromCharCode(...head.subarray(128, 132)) !== 'DICM') return null;
  const end = Math.min(head.length, 4096) - 8;
  for (let at = 132; at < end; at++) {
    if (UID_TAG.every((byte, i) => head[at + i] === byte)) {
      const length = (head[at + 6] as number) | ((head[at + 7] as number) << 8);
      if (at + 8 + length > head.length) return null;
      const text = String.fromCharCode(...head.subarray(at + 8, at + 8 + length));
      return text.replace(/[\0 ]+$/, '') || null;
    }
  }
  return null;
}
