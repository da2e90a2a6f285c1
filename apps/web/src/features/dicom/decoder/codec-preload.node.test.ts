/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { preloadCodecFor, sniffTransferSyntax } from './codec-preload.ts';

const read = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/syntaxes/${name}`, import.meta.url)));

describe('transfer syntax from the first bytes', () => {
  test.each([
    ['gray16s_jpeg2000_lossless.dcm', '1.2.840.10008.1.2.4.90'],
    ['gray16s_jpegls_lossless.dcm', '1.2.840.10008.1.2.4.80'],
    ['gray16s.dcm', '1.2.840.10008.1.2.1'],
    ['rgb8_jpeg_baseline.dcm', '1.2.840.10008.1.2.4.50'],
  ])('%s declares %s within its first 1,024 bytes', (file, uid) => {
    expect(sniffTransferSyntax(read(file).subarray(0, 1024))).toBe(uid);
  });

  test('gives null for a head that is too short, cut inside the UID, or not Part 10', () => {
    const bytes = read('gray16s_jpeg2000_lossless.dcm');
    expect(sniffTransferSyntax(bytes.subarray(0, 100))).toBeNull();
    expect(sniffTransferSyntax(read('gray16s_no_meta_implicit.dcm'))).toBeNull();
    const at = bytes.findIndex((_, i) => bytes[i] === 0x02 && bytes[i + 2] === 0x10 && bytes[i + 4] === 0x55);
    expect(sniffTransferSyntax(bytes.subarray(0, at + 10))).toBeNull();
  });

  test('preloading a codec is harmless and resolves for every syntax', async () => {
    for (const uid of ['1.2.840.10008.1.2.4.90', '1.2.840.10008.1.2.4.80', '1.2.840.10008.1.2.5', '1.2.3', '']) {
      await expect(preloadCodecFor(uid)).resolves.toBeUndefined();
    }
  });
});
