/// <reference types="node" />
// One small file per transfer syntax, written by DCMTK and GDCM from base images whose pixel
// values follow formulas (fixtures/write_base_images.py, fixtures/make-syntax-fixtures.sh): the
// lossless ones must give back every value, the lossy ones stay close.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decodeDicom } from './decode-dicom.ts';
import type { DicomFrame } from './frame.ts';

const read = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/syntaxes/${name}`, import.meta.url)));

const gray16s = (x: number, y: number) => ((x * 37 + y * 101) % 2000) - 1000;
const gray12u = (x: number, y: number) => Math.round(2048 + 1500 * Math.sin(x / 7) * Math.cos(y / 5));
const rgb8 = (x: number, y: number) => [x * 8, y * 10, (x + y) * 4];
const dcmtk12 = new Uint16Array(read('gray12u_jpeg_extended_12bit.dcmdjpeg.raw').slice().buffer);
const dcmtkDecoded = (x: number, y: number) => dcmtk12[y * 64 + x] ?? -1;

type Case = [file: string, syntax: string | null, expected: (x: number, y: number) => number[], tolerance: number];

const one = (formula: (x: number, y: number) => number) => (x: number, y: number) => [formula(x, y)];

const CASES: Case[] = [
  ['gray16s.dcm', '1.2.840.10008.1.2.1', one(gray16s), 0],
  ['gray16s_implicit_le.dcm', '1.2.840.10008.1.2', one(gray16s), 0],
  ['gray16s_explicit_be.dcm', '1.2.840.10008.1.2.2', one(gray16s), 0],
  ['gray16s_deflated.dcm', '1.2.840.10008.1.2.1.99', one(gray16s), 0],
  ['gray16s_no_meta_implicit.dcm', null, one(gray16s), 0],
  ['gray16s_rle.dcm', '1.2.840.10008.1.2.5', one(gray16s), 0],
  ['gray16s_jpegls_lossless.dcm', '1.2.840.10008.1.2.4.80', one(gray16s), 0],
  ['gray16s_jpeg2000_lossless.dcm', '1.2.840.10008.1.2.4.90', one(gray16s), 0],
  ['gray12u.dcm', '1.2.840.10008.1.2.1', one(gray12u), 0],
  ['gray12u_jpeg_lossless_sv1.dcm', '1.2.840.10008.1.2.4.70', one(gray12u), 0],
  ['gray12u_jpeg_lossless_p14_sv6.dcm', '1.2.840.10008.1.2.4.57', one(gray12u), 0],
  ['gray12u_jpegls_near_lossless.dcm', '1.2.840.10008.1.2.4.81', one(gray12u), 2],
  // Lossy 12-bit DCT: compared with DCMTK's own decoding of the same file (within rounding).
  ['gray12u_jpeg_extended_12bit.dcm', '1.2.840.10008.1.2.4.51', one(dcmtkDecoded), 0.5],
  ['rgb8.dcm', '1.2.840.10008.1.2.1', rgb8, 0],
  ['rgb8_explicit_be.dcm', '1.2.840.10008.1.2.2', rgb8, 0],
  ['rgb8_rle.dcm', '1.2.840.10008.1.2.5', rgb8, 0],
  ['rgb8_jpeg2000_lossless.dcm', '1.2.840.10008.1.2.4.90', rgb8, 0],
  ['rgb8_jpegls_planar.dcm', '1.2.840.10008.1.2.4.80', rgb8, 0],
  // Declared YBR_FULL: the decoder converts (rounding of GDCM's RGB to YBR step: a level or two).
  ['rgb8_ybr_full_jpeg2000.dcm', '1.2.840.10008.1.2.4.90', rgb8, 2],
  ['rgb8_jpeg_baseline.dcm', '1.2.840.10008.1.2.4.50', rgb8, 6],
];

/** Mean absolute difference between a frame and its formula. */
function meanDifference(frame: DicomFrame, expected: (x: number, y: number) => number[]): number {
  const channels = frame.kind === 'rgb' ? 3 : 1;
  let total = 0;
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const values = expected(x, y);
      for (let c = 0; c < channels; c++) {
        total += Math.abs((frame.pixels[(y * frame.width + x) * channels + c] ?? 0) - (values[c] ?? 0));
      }
    }
  }
  return total / (frame.width * frame.height * channels);
}

describe('each transfer syntax', () => {
  test.each(CASES)('%s (%s)', async (file, syntax, expected, tolerance) => {
    const result = await decodeDicom(read(file));
    expect(result.error).toBeNull();
    expect(result.metadata.transferSyntaxUid).toBe(syntax);
    expect(result.metadata.patientName).toBe('ทดสอบ^ภาพ');
    const frame = result.frames[0] as DicomFrame;
    const difference = meanDifference(frame, expected);
    if (tolerance === 0) expect(difference).toBe(0);
    else expect(difference).toBeLessThan(tolerance);
  });
});

describe('damaged files', () => {
  test('native pixel data cut short: metadata and a truncation error', async () => {
    const bytes = read('gray16s.dcm');
    const result = await decodeDicom(bytes.subarray(0, bytes.length - 1000));
    expect(result.metadata.rows).toBe(48);
    expect(result.error?.code).toBe('truncated');
    expect(result.error?.message).toContain('64 pixels');
    expect(result.frames).toHaveLength(0);
  });

  test.each(['gray16s_jpeg2000_lossless.dcm', 'gray12u_jpeg_extended_12bit.dcm', 'gray16s_rle.dcm'])(
    'compressed pixel data cut short (%s): metadata and a truncation error',
    async (file) => {
      const bytes = read(file);
      const result = await decodeDicom(bytes.subarray(0, bytes.length - 300));
      expect(result.metadata.columns).toBe(64);
      expect(result.error?.code).toBe('truncated');
    },
  );

  test('a file cut inside its header still gives what precedes the cut', async () => {
    const bytes = read('gray16s.dcm');
    const result = await decodeDicom(bytes.subarray(0, 400));
    expect(result.metadata.patientId).toBe('gray16s');
    expect(result.error).not.toBeNull();
  });

  test('bytes that are not DICOM are refused', async () => {
    await expect(decodeDicom(new TextEncoder().encode('<html>not an image</html>'))).rejects.toMatchObject({
      code: 'not-dicom',
    });
  });
});
