import { Badge, List, Text, Title } from '@mantine/core';
import type { TTreatment } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

type Props = { code: string | null; toothName: string; records: readonly TTreatment[] };

/** What was found and done on one tooth over the patient's visits, newest first. */
export function ToothHistory({ code, toothName, records }: Props) {
  const { t, i18n } = useTranslation('treatments');
  if (code === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.pickTooth')}
      </Text>
    );
  }
  const entries = records.flatMap((record) =>
    record.lines.filter((line) => line.kind !== 'item' && line.teeth.includes(code)).map((line) => ({ record, line })),
  );
  return (
    <section aria-labelledby="tooth-history-title">
      <Title order={3} fz="h5" id="tooth-history-title">
        {t('history.title', { code, name: toothName })}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <List size="sm" spacing={2} listStyleType="none">
          {entries.map(({ record, line }) => (
            <List.Item key={line.id}>
              <Text span size="sm" c="dimmed">
                {formatDate(record.creationDt)}
              </Text>{' '}
              <Badge size="xs" variant="light" color={line.kind === 'diagnosis' ? 'red' : 'blue'}>
                {t(`kind.${line.kind}`)}
              </Badge>{' '}
              {line.code} {i18n.language === 'en' ? line.nameEn || line.nameTh : line.nameTh}
              {line.surfaces.length > 0 && ` (${line.surfaces.join('')})`} · {record.doctorName}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
