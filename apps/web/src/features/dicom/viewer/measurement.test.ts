import { describe, expect, test } from 'vitest';
import { addPoint, distanceMm, formatMm, toImagePoint } from './measurement.ts';

describe('DICOM distance measurement', () => {
  test('scales horizontal steps by column spacing and vertical steps by row spacing', () => {
    // PixelSpacing 0.5 (rows) \ 0.25 (columns)
    expect(distanceMm({ x: 0, y: 0 }, { x: 40, y: 0 }, [0.5, 0.25])).toBeCloseTo(10);
    expect(distanceMm({ x: 0, y: 0 }, { x: 0, y: 40 }, [0.5, 0.25])).toBeCloseTo(20);
    expect(distanceMm({ x: 10, y: 10 }, { x: 40, y: 50 }, [0.1, 0.1])).toBeCloseTo(5);
    expect(formatMm(12.345)).toBe('12.3 mm');
  });

  test('maps a click to image pixels through the drawn (zoomed, panned) canvas box', () => {
    // A 512-pixel image drawn 1024 screen pixels wide, moved to (100, 50).
    const box = { left: 100, top: 50, width: 1024, height: 1024 };
    expect(toImagePoint(100, 50, box, { width: 512, height: 512 })).toEqual({ x: 0, y: 0 });
    expect(toImagePoint(612, 306, box, { width: 512, height: 512 })).toEqual({ x: 256, y: 128 });
  });

  test('two clicks make a line; the third starts a new one', () => {
    const a = { x: 1, y: 1 };
    const b = { x: 2, y: 2 };
    const c = { x: 3, y: 3 };
    expect(addPoint(addPoint([], a), b)).toEqual([a, b]);
    expect(addPoint([a, b], c)).toEqual([c]);
  });
});
