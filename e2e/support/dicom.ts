import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// The real files of ../shared/testdata/dicom and DCMTK's rendering of each (the 32 × 32 grids
// recorded by apps/web/src/features/dicom/fixtures/make-testdata-references.py), and how a test
// compares the viewer's canvas with them.
export const FOLDER = fileURLToPath(new URL('../../../shared/testdata/dicom/', import.meta.url));
const REFERENCES = fileURLToPath(
  new URL('../../apps/web/src/features/dicom/fixtures/testdata-references.json', import.meta.url),
);
export const hasFolder = existsSync(FOLDER);

type Reference = { render: { grid: number[] } };
export const references = JSON.parse(readFileSync(REFERENCES, 'utf8')) as {
  grid: number;
  files: Record<string, Reference>;
};

/** The canvas as a grid of block means, computed in the page. */
export async function canvasGrid(page: Page, size: number): Promise<number[]> {
  return page.getByTestId('dicom-canvas').evaluate((canvas: HTMLCanvasElement, n: number) => {
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const sums = new Array<number>(n * n).fill(0);
    const counts = new Array<number>(n * n).fill(0);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const cell = Math.floor((y * n) / height) * n + Math.floor((x * n) / width);
        const at = (y * width + x) * 4;
        sums[cell] = (sums[cell] ?? 0) + ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3;
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
    }
    return sums.map((sum, i) => sum / (counts[i] || 1));
  }, size);
}

export function correlation(a: number[], b: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    cov += (x - ma) * (y - mb);
    va += (x - ma) ** 2;
    vb += (y - mb) ** 2;
  });
  return cov / Math.sqrt(va * vb);
}
