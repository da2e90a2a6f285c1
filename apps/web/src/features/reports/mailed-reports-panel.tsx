import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MailedReportState, TMailedReport } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import classes from './report-print.module.css';
import { mailedReportsQuery, type BranchRef } from './reports.api.ts';

const STATE_COLOR: Record<MailedReportState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/**
 * The caller's e-mailed reports and where each is: queued, sending, sent (when), failed. Shown
 * once there is one (most people never mail a report, so no empty box and no spinner for them);
 * refreshed every few seconds while one is on its way. A list that cannot be read says so, or a
 * report on its way would look lost.
 */
export function MailedReportsPanel({ branch }: { branch: BranchRef }) {
  const { t } = useTranslation('reports');
  const list = useQuery(mailedReportsQuery(branch));
  const rows = list.data?.reports ?? [];
  if (list.isError)
    return (
      <Alert color="red" title={t('mail.listError')} className={classes.noPrint}>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.noPrint} data-testid="mailed-reports">
      <Title order={2} fz="h4" mb="xs">
        {t('mail.listTitle')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mail.requestedAt')}</Table.Th>
              <Table.Th>{t('mail.report')}</Table.Th>
              <Table.Th>{t('column.date')}</Table.Th>
              <Table.Th>{t('mail.to')}</Table.Th>
              <Table.Th>{t('mail.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <MailedReportRow key={row.id} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function MailedReportRow({ row }: { row: TMailedReport }) {
  const { t } = useTranslation('reports');
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(row.requestedAt)}</Table.Td>
      <Table.Td>{t(row.report === 'branchIncome' ? 'branch.title' : 'personal.title')}</Table.Td>
      <Table.Td>{`${formatDate(row.startDate)} – ${formatDate(row.endDate)}`}</Table.Td>
      <Table.Td>{row.to}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Group gap={4}>
            <Badge color={STATE_COLOR[row.state]} variant="light" data-testid={`mailed-state-${row.id}`}>
              {t(`mail.states.${row.state}`)}
            </Badge>
          </Group>
          {row.state === 'sent' && row.sentAt && (
            <Text size="xs" c="dimmed">
              {formatDateTime(row.sentAt)}
            </Text>
          )}
          {row.isRetrying && (
            <Text size="xs" c="orange">
              {t('mail.retrying')}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
