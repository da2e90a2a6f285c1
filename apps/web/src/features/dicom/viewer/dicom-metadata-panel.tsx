// The metadata sidebar (spec access §3): patient name, DN, study date in the Buddhist era,
// modality, descriptions, size and the window shown.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { DicomMetadata } from '../decoder/metadata.ts';
import type { WindowLevel } from '../decoder/voi.ts';

/** DA is YYYYMMDD; old ACR-NEMA files write YYYY.MM.DD. Anything else is shown as written. */
export function studyDateText(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})\.?(\d{2})\.?(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatDate(`${year}-${month}-${day}`, 'long');
}

/** PN components are separated by ^: shown as words. */
const personName = (value: string | null) => value?.split('^').filter(Boolean).join(' ') || null;

type Props = { metadata: DicomMetadata; window: WindowLevel | null };

export function DicomMetadataPanel({ metadata, window }: Props) {
  const { t } = useTranslation('dicom');
  const rows: [string, string | null][] = [
    ['patientName', personName(metadata.patientName)],
    ['patientId', metadata.patientId],
    ['studyDate', studyDateText(metadata.studyDate)],
    ['modality', metadata.modality],
    ['studyDescription', metadata.studyDescription],
    ['seriesDescription', metadata.seriesDescription],
    ['size', metadata.columns && metadata.rows ? `${metadata.columns} × ${metadata.rows}` : null],
    ['window', window ? `${Math.round(window.center)} / ${Math.round(window.width)}` : null],
  ];
  return (
    <Stack gap="xs" p="md" data-testid="dicom-metadata">
      {rows.map(([key, value]) => (
        <div key={key}>
          <Text size="xs" c="dimmed">
            {t(`metadata.${key}`)}
          </Text>
          <Text size="sm" data-field={key}>
            {value || t('metadata.empty')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
