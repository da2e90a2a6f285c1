// Native (uncompressed) samples to typed arrays: byte order, 1-bit data, and the bits outside
// Bits Stored (overlays or garbage above the high bit) masked away, with sign extension.
import type { GrayPixels } from './frame.ts';
import { samplesPerFrame, type PixelInfo } from './pixel-layout.ts';

export function nativeSamples(bytes: Uint8Array, offset: number, info: PixelInfo, isLittleEndian: boolean): GrayPixels {
  const count = samplesPerFrame(info);
  switch (info.bitsAllocated) {
    case 1:
      return unpackBits(bytes, offset, count);
    case 8: {
      const copy = bytes.slice(offset, offset + count);
      const samples = info.isSigned ? new Int8Array(copy.buffer) : copy;
      return maskStoredBits(samples, info);
    }
    case 16:
    case 32: {
      const size = info.bitsAllocated / 8;
      const copy = bytes.slice(offset, offset + count * size);
      if (isLittleEndian !== isPlatformLittleEndian()) swapBytes(copy, size);
      const samples =
        size === 2
          ? info.isSigned
            ? new Int16Array(copy.buffer)
            : new Uint16Array(copy.buffer)
          : info.isSigned
            ? new Int32Array(copy.buffer)
            : new Uint32Array(copy.buffer);
      return maskStoredBits(samples, info);
    }
  }
}

function isPlatformLittleEndian(): boolean {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
}

function swapBytes(bytes: Uint8Array, size: number): void {
  for (let i = 0; i + size <= bytes.length; i += size) {
    for (let a = i, b = i + size - 1; a < b; a++, b--) {
      const t = bytes[a] as number;
      bytes[a] = bytes[b] as number;
      bytes[b] = t;
    }
  }
}

function unpackBits(bytes: Uint8Array, offset: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  for (let i = 0; i < count; i++) out[i] = ((bytes[offset + (i >> 3)] ?? 0) >> (i & 7)) & 1;
  return out;
}

/** Keeps bits [highBit - bitsStored + 1, highBit] of each sample, sign-extended when signed. */
export function maskStoredBits<T extends GrayPixels>(samples: T, info: PixelInfo): T {
  const { bitsStored, bitsAllocated, highBit, isSigned } = info;
  if (bitsStored >= bitsAllocated || bitsAllocated === 1) return samples;
  const shift = highBit + 1 - bitsStored;
  const mask = bitsStored >= 32 ? 0xffffffff : (1 << bitsStored) - 1;
  const signBit = 1 << (bitsStored - 1);
  for (let i = 0; i < samples.length; i++) {
    let value = ((samples[i] as number) >>> shift) & mask;
    if (isSigned && value & signBit) value -= mask + 1;
    samples[i] = value;
  }
  return samples;
}
