import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

export type ScheduleLine = { seq: number; dueDate: string; amount: string };

/** Instalments: number, due date and amount; the assign dialog's preview and the ortho tab's schedule. */
export function ScheduleTable({ lines, label, height }: { lines: ScheduleLine[]; label: string; height: number }) {
  const { t } = useTranslation('ortho');
  return (
    <Table.ScrollContainer minWidth={320} mah={height}>
      <Table withTableBorder verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedule.seq')}</Table.Th>
            <Table.Th>{t('schedule.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('schedule.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.seq}>
              <Table.Td>{line.seq}</Table.Td>
              <Table.Td>{formatDate(line.dueDate)}</Table.Td>
              <Table.Td ta="right">{line.amount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
