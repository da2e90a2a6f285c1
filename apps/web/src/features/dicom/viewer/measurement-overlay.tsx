// The measured line and its length, drawn in image pixels inside a box that carries the same
// transform as the canvas: zoom and pan move it with the image. Stroke and text are scaled back
// by the on-screen scale so they stay the same size on screen.
import type { CSSProperties } from 'react';
import { distanceMm, formatMm, type ImagePoint } from './measurement.ts';

type Props = {
  points: ImagePoint[];
  spacingMm: readonly [number, number];
  width: number;
  height: number;
  /** Screen pixels per image pixel. */
  scale: number;
  style: CSSProperties;
};

export function MeasurementOverlay({ points, spacingMm, width, height, scale, style }: Props) {
  if (points.length === 0) return null;
  const unit = 1 / Math.max(scale, 1e-6);
  const [a, b] = points as [ImagePoint, ImagePoint | undefined];
  const label = b ? formatMm(distanceMm(a, b, spacingMm)) : null;
  return (
    <svg
      data-testid="dicom-measurement"
      viewBox={`0 0 ${width} ${height}`}
      style={{ ...style, pointerEvents: 'none', overflow: 'visible' }}
    >
      {[a, b].map((p, i) =>
        p ? <circle key={i} cx={p.x} cy={p.y} r={4 * unit} fill="#ffd43b" stroke="#000" strokeWidth={unit} /> : null,
      )}
      {b && (
        <>
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffd43b" strokeWidth={2 * unit} />
          <text
            data-testid="dicom-measurement-label"
            x={(a.x + b.x) / 2 + 6 * unit}
            y={(a.y + b.y) / 2 - 6 * unit}
            fontSize={14 * unit}
            fill="#ffd43b"
            stroke="#000"
            strokeWidth={3 * unit}
            paintOrder="stroke"
            fontFamily="sans-serif"
          >
            {label}
          </text>
        </>
      )}
    </svg>
  );
}
