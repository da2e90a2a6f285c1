import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { toothText } from './treatment-lines-table.tsx';
import { visitChartPath } from '../appointments/visit-chart-path.ts';
import { patientTreatmentsQuery } from './treatments.api.ts';

/** The record's treatments tab: every visit's record across the clinic, newest first, each opening its chart. */
export function PatientTreatmentsTab({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation('treatments');
  const { branch, info } = useBranchAccess();
  const records = useQuery(patientTreatmentsQuery(branch, patientId));
  if (records.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (records.isError) {
    return (
      <Alert color="red" role="alert" title={t('state.error')}>
        <Button variant="light" size="xs" onClick={() => void records.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  if (records.data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        {t('tab.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {records.data.list.map((record) => (
        <Paper key={record.id} withBorder p="sm" radius="md" data-treatment-id={record.id}>
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Text fw={600}>{formatDate(record.creationDt)}</Text>
              <Text c="dimmed">{record.doctorName}</Text>
              <Badge color={record.paid ? 'teal' : 'orange'} variant="light">
                {record.paid ? t('status.paid') : t('status.awaitingPayment')}
              </Badge>
            </Group>
            <Group gap="sm">
              <Text fw={600}>{formatMoney(record.total)}</Text>
              {/* A visit of another branch of the clinic is charted there. */}
              {record.branchId === info?.id && (
                <Anchor component={Link} to={visitChartPath(branch, record.appointmentId)} size="sm">
                  {t('tab.openChart')}
                </Anchor>
              )}
            </Group>
          </Group>
          <Stack gap={0} mt={4}>
            {record.lines.map((line) => (
              <Text key={line.id} size="sm">
                <Text span c="dimmed" size="sm">
                  {t(`kind.${line.kind}`)}:
                </Text>{' '}
                {line.code} {i18n.language === 'en' ? line.nameEn || line.nameTh : line.nameTh}
                {line.teeth.length > 0 && ` · ${t('form.tooth')} ${toothText(line)}`}
                {line.kind === 'item' && ` × ${line.quantity}`}
              </Text>
            ))}
          </Stack>
          {record.note && (
            <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {record.note}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
