import { Text } from '@mantine/core';
import { formatMoney } from '../../lib/format.ts';

export type Bar = { label: string; value: number };

/**
 * Horizontal bars in plain SVG (no chart library in the app): one row per bar, its amount at
 * the end. Each bar carries its figure as text too, so the chart reads without colour or hover.
 */
export function IncomeBars({
  bars,
  title,
  format = formatMoney,
}: {
  bars: readonly Bar[];
  title: string;
  /** How each figure is written: money by default, a count for the analysis reports. */
  format?: (value: number) => string;
}) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const rowHeight = 26;
  const labelWidth = 150;
  const width = 640;
  const barSpace = width - labelWidth - 110;
  if (bars.length === 0) return null;
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
        width="100%"
        style={{ maxWidth: width, fontSize: 12, fontFamily: 'inherit' }}
      >
        {bars.map((bar, i) => {
          const y = i * rowHeight;
          const length = max > 0 ? Math.max(1, (bar.value / max) * barSpace) : 0;
          return (
            <g key={`${bar.label}-${i}`}>
              <text x={labelWidth - 6} y={y + 17} textAnchor="end" fill="currentColor">
                {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 5}
                width={length}
                height={rowHeight - 10}
                rx={3}
                fill="var(--mantine-color-teal-6)"
              />
              <text x={labelWidth + length + 6} y={y + 17} fill="currentColor">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
