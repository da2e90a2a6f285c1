import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatThaiDate, formatTime } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { patientAppointmentsQuery } from './appointments.api.ts';

/**
 * A patient's appointments at every branch of the clinic, newest first (the record's tab): when,
 * what, the status, punctuality at check-in (late or early, in minutes) and 'ไม่มา' for the missed.
 */
export function PatientAppointmentsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('appointments');
  const { branch } = useBranchAccess();
  const history = useQuery(patientAppointmentsQuery(branch, patientId));
  if (history.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (history.isError) return <Alert color="red">{t('state.error')}</Alert>;
  const rows = history.data.appointments;
  if (rows.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" data-testid="patient-appointments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.when')}</Table.Th>
            <Table.Th>{t('form.treatments')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>{t('history.checkin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {formatThaiDate(a.startDt)} {formatTime(a.startDt)}
              </Table.Td>
              <Table.Td>{a.treatmentTitle}</Table.Td>
              <Table.Td>
                {a.noShow ? (
                  <Badge color="red">{t('list.noShow')}</Badge>
                ) : (
                  <Badge color={a.statusColor ?? 'gray'}>{t(`status.${a.statusId}`)}</Badge>
                )}
              </Table.Td>
              <Table.Td>{a.checkinStatusName ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
