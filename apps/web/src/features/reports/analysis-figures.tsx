import { Badge, Paper, Table, Text } from '@mantine/core';
import type { TAiClassName, TOralHealth } from '@yim/contract';
import { useTranslation } from 'react-i18next';

export const HEALTH_COLOURS: Record<TOralHealth, string> = {
  excellent: 'teal',
  good: 'green',
  fair: 'yellow',
  poor: 'red',
};

/** One figure of the analysis summary: a count with its label. */
export function CountFigure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value.toLocaleString('th-TH')}
      </Text>
    </Paper>
  );
}

export function HealthBadge({ health }: { health: TOralHealth }) {
  const { t } = useTranslation('ai');
  return (
    <Badge color={HEALTH_COLOURS[health]} variant="light">
      {t(`health.${health}`)}
    </Badge>
  );
}

type ClassRow = {
  className: TAiClassName;
  findings: number;
  confirmed: number;
  removed: number;
  patients?: number;
};

/** Findings per condition: found, confirmed, removed (and patients, on the branch's page). */
export function ClassTable({ rows, testId }: { rows: readonly ClassRow[]; testId?: string }) {
  const { t } = useTranslation('reports');
  const { t: tAi } = useTranslation('ai');
  const withPatients = rows.some((r) => r.patients !== undefined);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing={4} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analysis.condition')}</Table.Th>
            <Table.Th ta="right">{t('analysis.findings')}</Table.Th>
            <Table.Th ta="right">{t('analysis.confirmed')}</Table.Th>
            <Table.Th ta="right">{t('analysis.removed')}</Table.Th>
            {withPatients && <Table.Th ta="right">{t('analysis.patients')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.className}>
              <Table.Td>{tAi(`classes.${r.className}`)}</Table.Td>
              <Table.Td ta="right">{r.findings}</Table.Td>
              <Table.Td ta="right">{r.confirmed}</Table.Td>
              <Table.Td ta="right">{r.removed}</Table.Td>
              {withPatients && <Table.Td ta="right">{r.patients ?? 0}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
