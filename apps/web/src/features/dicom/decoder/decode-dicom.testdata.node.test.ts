/// <reference types="node" />
// The decoder over every file of the shared DICOM test data (../shared/testdata/dicom beside the
// repository): metadata against the manifest's ground truth (DCMTK, pydicom, GDCM), refusals as
// the manifest expects, and pixels against figures made by GDCM and DCMTK
// (fixtures/make-testdata-references.py): stored-value range and mean, and a 32 × 32 grid of the
// rendered first frame. Skipped without the folder, except in CI, where its absence fails.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import references from '../fixtures/testdata-references.json';
import { decodeDicom, type DecodedDicom } from './decode-dicom.ts';
import type { DicomFrame } from './frame.ts';
import { renderToRgba } from './render-rgba.ts';
import { initialWindow } from './voi.ts';

const folder = fileURLToPath(new URL('../../../../../../../shared/testdata/dicom/', import.meta.url));
const hasFolder = existsSync(`${folder}manifest.json`);

type ManifestEntry = {
  file: string;
  category: string;
  PatientName: string | null;
  PatientID: string | null;
  StudyDate: string | null;
  Modality: string | null;
  StudyDescription: string | null;
  SeriesDescription: string | null;
  Rows: string;
  Columns: string;
  TransferSyntaxUID: string | null;
  PhotometricInterpretation: string;
  BitsAllocated: string;
  WindowCenter_numbers: number[] | null;
  WindowWidth_numbers: number[] | null;
  extra: Record<string, string | null | Record<string, string>>;
};

type Reference = {
  stored: { min: number; max: number; mean: number } | null;
  render: { window: 'file' | 'min-max' | 'colour'; width: number; height: number; grid: number[] };
};

/** Syntaxes whose decoder here is not the one GDCM used and may round differently. */
const LOSSY = new Set(['1.2.840.10008.1.2.4.50', '1.2.840.10008.1.2.4.51', '1.2.840.10008.1.2.4.91']);

if (!hasFolder && process.env.CI === 'true') {
  test('the shared DICOM test data is beside the repository', () => {
    throw new Error(`CI needs ${folder} (shared/testdata/dicom next to the clone)`);
  });
}

const manifest: ManifestEntry[] = hasFolder ? JSON.parse(readFileSync(`${folder}manifest.json`, 'utf8')) : [];
const decoded = new Map<string, Promise<DecodedDicom>>();
const decode = (file: string) => {
  if (!decoded.has(file)) decoded.set(file, decodeDicom(new Uint8Array(readFileSync(`${folder}${file}`))));
  return decoded.get(file) as Promise<DecodedDicom>;
};
const integer = (value: string | null | undefined | Record<string, string>) =>
  typeof value === 'string' && value !== '' ? Number(value) : null;

describe.skipIf(!hasFolder)('the decoder on the shared test files', () => {
  test('the manifest lists files', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(manifest.map((entry) => [entry.file, entry] as const))('%s', (file, entry) => {
    test('metadata matches the ground truth', async () => {
      const { metadata } = await decode(file);
      expect({
        patientName: metadata.patientName,
        patientId: metadata.patientId,
        studyDate: metadata.studyDate,
        modality: metadata.modality,
        studyDescription: metadata.studyDescription,
        seriesDescription: metadata.seriesDescription,
        rows: metadata.rows,
        columns: metadata.columns,
        transferSyntaxUid: metadata.transferSyntaxUid,
        photometricInterpretation: metadata.photometricInterpretation,
        bitsAllocated: metadata.bitsAllocated,
        windowCenter: metadata.windowCenter,
        windowWidth: metadata.windowWidth,
        bitsStored: metadata.bitsStored,
        highBit: metadata.highBit,
        pixelRepresentation: metadata.pixelRepresentation,
        samplesPerPixel: metadata.samplesPerPixel,
        numberOfFrames: metadata.numberOfFrames,
        specificCharacterSet: metadata.specificCharacterSet,
        sopClassUid: metadata.sopClassUid,
        rescaleIntercept: metadata.rescaleIntercept,
        rescaleSlope: metadata.rescaleSlope,
      }).toEqual({
        patientName: entry.PatientName,
        patientId: entry.PatientID,
        studyDate: entry.StudyDate,
        modality: entry.Modality,
        studyDescription: entry.StudyDescription,
        seriesDescription: entry.SeriesDescription,
        rows: Number(entry.Rows),
        columns: Number(entry.Columns),
        transferSyntaxUid: entry.TransferSyntaxUID,
        photometricInterpretation: entry.PhotometricInterpretation,
        bitsAllocated: Number(entry.BitsAllocated),
        windowCenter: entry.WindowCenter_numbers,
        windowWidth: entry.WindowWidth_numbers,
        bitsStored: integer(entry.extra.BitsStored),
        highBit: integer(entry.extra.HighBit),
        pixelRepresentation: integer(entry.extra.PixelRepresentation) ?? 0,
        samplesPerPixel: integer(entry.extra.SamplesPerPixel) ?? 1,
        numberOfFrames: integer(entry.extra.NumberOfFrames) ?? 1,
        specificCharacterSet: entry.extra.SpecificCharacterSet ?? null,
        sopClassUid: entry.extra.SOPClassUID ?? null,
        rescaleIntercept: integer(entry.extra.RescaleIntercept),
        rescaleSlope: integer(entry.extra.RescaleSlope),
      });
    });

    if (entry.category === 'negative') {
      test('is refused with the sizes in the message, keeping the metadata', async () => {
        const result = await decode(file);
        expect(result.error?.code).toBe('size-mismatch');
        expect(result.error?.message).toContain(`${entry.Rows} × ${entry.Columns}`);
        expect(result.frames).toHaveLength(0);
        expect(result.metadata.patientName).toBe(entry.PatientName);
      });
      return;
    }

    const reference = (references.files as Record<string, Reference>)[file];

    test('decodes every frame at the declared size', async () => {
      const result = await decode(file);
      expect(result.error).toBeNull();
      expect(result.frames).toHaveLength(integer(entry.extra.NumberOfFrames) ?? 1);
      for (const frame of result.frames) {
        expect([frame.width, frame.height]).toEqual([Number(entry.Columns), Number(entry.Rows)]);
        expect(frame.kind).toBe(integer(entry.extra.SamplesPerPixel) === 3 ? 'rgb' : 'gray');
      }
    });

    test('stored values agree with GDCM', async () => {
      const frame = (await decode(file)).frames[0] as DicomFrame;
      if (!reference?.stored || frame.kind !== 'gray') {
        expect(reference?.render.window).toBe('colour');
        return;
      }
      const { min, max, mean } = reference.stored;
      let sum = 0;
      for (const value of frame.pixels) sum += value;
      const ours = sum / frame.pixels.length;
      const tolerance = LOSSY.has(entry.TransferSyntaxUID ?? '') ? (max - min) * 0.01 : 0.001;
      expect(Math.abs(frame.min - min)).toBeLessThanOrEqual(tolerance * 5);
      expect(Math.abs(frame.max - max)).toBeLessThanOrEqual(tolerance * 5);
      expect(Math.abs(ours - mean)).toBeLessThanOrEqual(tolerance);
    });

    test('renders like DCMTK', async () => {
      const result = await decode(file);
      const frame = result.frames[0] as DicomFrame;
      const image = result.image;
      if (!reference || !image) throw new Error('no reference or no image');
      const voi = image.voiOf(0);
      const window =
        reference.render.window === 'file' ? voi.fileWindow : initialWindow(frame, { ...voi, fileWindow: null }).window;
      if (!window) throw new Error('the file window was not found');
      const rgba = renderToRgba(frame, voi, window, result.metadata.photometricInterpretation === 'MONOCHROME1');
      const grid = gridOf(rgba, frame.width, frame.height, references.grid);
      const { correlation, meanDifference } = compare(grid, reference.render.grid);
      expect(correlation).toBeGreaterThan(0.995);
      expect(meanDifference).toBeLessThan(2);
    });
  });

  test('the enhanced multi-frame CT takes its window from the functional groups', async () => {
    const result = await decode('ct_multiframe_jpeg_baseline_fragmented.dcm');
    expect(result.image?.voiOf(0).fileWindow).toEqual({ center: 49, width: 102 });
  });

  test('Thai TIS-620 and UTF-8 names are read through their character sets', async () => {
    expect((await decode('thai_charset_tis620.dcm')).metadata.patientName).toBe('Test-๛');
    expect((await decode('utf8_charset_multiscript.dcm')).metadata.patientName).toBe('Test-éüäöòДΘĝדصķћ๛ﾈİ');
  });
});

/** Mean grey level of size × size blocks, as the reference script computes it. */
function gridOf(rgba: Uint8ClampedArray, width: number, height: number, size: number): number[] {
  const sums = new Float64Array(size * size);
  const counts = new Float64Array(size * size);
  for (let y = 0; y < height; y++) {
    const gy = Math.floor((y * size) / height);
    for (let x = 0; x < width; x++) {
      const cell = gy * size + Math.floor((x * size) / width);
      const at = (y * width + x) * 4;
      sums[cell] = (sums[cell] ?? 0) + ((rgba[at] ?? 0) + (rgba[at + 1] ?? 0) + (rgba[at + 2] ?? 0)) / 3;
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  return Array.from(sums, (sum, i) => sum / (counts[i] || 1));
}

function compare(a: number[], b: number[]): { correlation: number; meanDifference: number } {
  const n = a.length;
  const meanA = a.reduce((s, v) => s + v, 0) / n;
  const meanB = b.reduce((s, v) => s + v, 0) / n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  let difference = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
    difference += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  }
  const correlation = varianceA && varianceB ? covariance / Math.sqrt(varianceA * varianceB) : 1;
  return { correlation, meanDifference: difference / n };
}
