import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FindingsPeriod = { label: string; confirmed: number; removed: number; undecided: number };

const COLOURS = {
  confirmed: 'var(--mantine-color-teal-6)',
  removed: 'var(--mantine-color-red-4)',
  undecided: 'var(--mantine-color-gray-4)',
} as const;
const PARTS = ['confirmed', 'removed', 'undecided'] as const;

/**
 * Findings over time as stacked columns in plain SVG (no chart library in the app): confirmed,
 * removed and undecided findings per period, the total above each column and a legend in words,
 * so the chart reads without colour. Past 16 periods only every other label is written.
 */
export function FindingsTimeline({ periods, title }: { periods: readonly FindingsPeriod[]; title: string }) {
  const { t } = useTranslation('reports');
  if (periods.length === 0) return null;
  const total = (p: FindingsPeriod) => p.confirmed + p.removed + p.undecided;
  const max = Math.max(1, ...periods.map(total));
  const width = 640;
  const height = 220;
  const top = 18;
  const bottom = 34;
  const left = 8;
  const step = (width - left * 2) / periods.length;
  const column = Math.min(40, step * 0.7);
  const scale = (height - top - bottom) / max;
  const labelEvery = periods.length > 16 ? Math.ceil(periods.length / 16) : 1;
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width, fontSize: 11, fontFamily: 'inherit' }}
      >
        <line
          x1={left}
          x2={width - left}
          y1={height - bottom}
          y2={height - bottom}
          stroke="currentColor"
          opacity={0.3}
        />
        {periods.map((p, i) => {
          const x = left + i * step + (step - column) / 2;
          let y = height - bottom;
          return (
            <g key={i}>
              <title>{`${p.label}: ${PARTS.map((part) => `${t(`analysis.legend.${part}`)} ${p[part]}`).join(', ')}`}</title>
              {PARTS.map((part) => {
                const h = p[part] * scale;
                y -= h;
                return h > 0 ? <rect key={part} x={x} y={y} width={column} height={h} fill={COLOURS[part]} /> : null;
              })}
              <text x={x + column / 2} y={y - 4} textAnchor="middle" fill="currentColor">
                {total(p)}
              </text>
              {i % labelEvery === 0 && (
                <text x={x + column / 2} y={height - bottom + 14} textAnchor="middle" fill="currentColor">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt={4}>
        {PARTS.map((part) => (
          <Group key={part} gap={4}>
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" rx="2" fill={COLOURS[part]} />
            </svg>
            <Text size="xs">{t(`analysis.legend.${part}`)}</Text>
          </Group>
        ))}
      </Group>
    </figure>
  );
}
