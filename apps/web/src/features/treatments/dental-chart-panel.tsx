import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToothMarks } from './chart-marks.ts';
import { Odontogram } from './odontogram.tsx';
import { surfacesOf, type Dentition } from './tooth-layout.ts';
import type { ChartSelection } from './use-chart-selection.ts';

type Props = {
  dentition: Dentition;
  onDentition: (dentition: Dentition) => void;
  toothNames: ReadonlyMap<string, string>;
  surfaceNames: ReadonlyMap<string, string>;
  marks: ReadonlyMap<string, ToothMarks>;
  selection: ChartSelection;
};

function Legend() {
  const { t } = useTranslation('treatments');
  const swatch = (colour: string, border = '#868e96') => (
    <span className="yim-swatch" style={{ background: colour, borderColor: border }} aria-hidden="true" />
  );
  return (
    <Group gap="md" component="ul" aria-label={t('chart.legend')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <Group gap={4} component="li">
        {swatch('#ff8787')} <Text size="sm">{t('chart.condition')}</Text>
      </Group>
      <Group gap={4} component="li">
        {swatch('#4dabf7')} <Text size="sm">{t('chart.done')}</Text>
      </Group>
      <Group gap={4} component="li">
        {swatch('#ffd43b', '#e67700')} <Text size="sm">{t('chart.selected')}</Text>
      </Group>
    </Group>
  );
}

/**
 * The odontogram with its controls: adult or child teeth, the legend, and large surface buttons
 * for the tooth in hand (a finger on a tablet misses the small faces of the drawing).
 */
export function DentalChartPanel({ dentition, onDentition, toothNames, surfaceNames, marks, selection }: Props) {
  const { t } = useTranslation('treatments');
  const active = selection.activeTooth;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            value={dentition}
            onChange={(value) => onDentition(value as Dentition)}
            data={[
              { value: 'permanent', label: t('chart.permanent') },
              { value: 'primary', label: t('chart.primary') },
            ]}
            aria-label={t('chart.dentition')}
          />
          <Legend />
        </Group>
        <Odontogram
          dentition={dentition}
          toothNames={toothNames}
          marks={marks}
          selectedTeeth={selection.teeth}
          pickedSurfaces={selection.surfaces}
          activeTooth={active}
          onToggleTooth={selection.toggleTooth}
          onSurface={selection.pickSurface}
          onActivate={selection.activate}
        />
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('chart.surfaces')}>
          {active &&
            surfacesOf(active).map((surface) => (
              <Button
                key={surface}
                size="md"
                miw={56}
                variant={selection.teeth.has(active) && selection.surfaces.has(surface) ? 'filled' : 'default'}
                aria-pressed={selection.teeth.has(active) && selection.surfaces.has(surface)}
                title={surfaceNames.get(surface)}
                aria-label={t('chart.surfaceLabel', { code: active, surface, name: surfaceNames.get(surface) ?? '' })}
                onClick={() => selection.pickSurface(active, surface)}
              >
                {surface}
              </Button>
            ))}
          {selection.teeth.size > 0 && (
            <Button size="md" variant="subtle" onClick={selection.clear}>
              {t('chart.clearSelection')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('chart.keyboardHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
