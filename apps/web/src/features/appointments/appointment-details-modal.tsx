import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPhone, formatThaiDate, formatTime, type TAppointment } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patientPath, useBranchAccess } from '../patients/use-branch-access.ts';
import { appointmentDn, appointmentPersonName, appointmentPhone } from './appointment-event.ts';
import type { BranchRef } from './appointments.api.ts';
import { ReminderDelivery } from './reminder-delivery.tsx';
import { useAppointmentActions } from './use-appointment-actions.ts';
import { hasVisitChart, visitChartPath } from './visit-chart-path.ts';
import { bangkokDayOf, today } from './wall-clock.ts';

const branchBase = (branch: BranchRef) =>
  `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}`;

type Props = {
  branch: BranchRef;
  appointment: TAppointment;
  doctorName: string;
  roomName: string;
  canBook: boolean;
  canCheckIn: boolean;
  onEdit: () => void;
  onClose: () => void;
};

/** One appointment opened from a calendar: who, when, where, and what can be done with it now. */
export function AppointmentDetailsModal({
  branch,
  appointment: a,
  doctorName,
  roomName,
  canBook,
  canCheckIn,
  onEdit,
  onClose,
}: Props) {
  const { t } = useTranslation('appointments');
  const actions = useAppointmentActions(branch);
  const name = appointmentPersonName(a);
  const phone = appointmentPhone(a);
  const isToday = bangkokDayOf(a.startDt) === today();
  const waiting = [1, 2, 11, 12].includes(a.statusId);
  const hasPerson = a.patientId !== null || a.newPatient !== null;
  const busy = actions.busyId === a.id;
  const canPay = useBranchAccess().can('receipts');
  return (
    <Modal opened onClose={onClose} title={name || t('card.block')} size="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={a.statusColor ?? 'gray'}>
            {t(`status.${a.statusId}`, { defaultValue: String(a.statusId) })}
          </Badge>
          {a.noShow && <Badge color="red">{t('list.noShow')}</Badge>}
          {a.checkinStatusName && <Badge variant="light">{a.checkinStatusName}</Badge>}
          {a.newPatient && <Badge variant="outline">{t('card.newPatient')}</Badge>}
          <ReminderDelivery a={a} />
        </Group>
        <Text>
          {formatThaiDate(a.startDt, 'long')} · {formatTime(a.startDt)}–{formatTime(a.endDt)}
        </Text>
        {a.patient && (
          <Text>
            DN {appointmentDn(a)} ·{' '}
            <Link to={patientPath(branch, a.patient.id)} onClick={onClose}>
              {t('card.openRecord')}
            </Link>
          </Text>
        )}
        {phone && <Text>{formatPhone(phone)}</Text>}
        <Text>
          {t('form.room')}: {roomName || '—'} · {t('form.doctor')}: {doctorName || '—'}
        </Text>
        {a.treatmentTitle && <Text>{a.treatmentTitle}</Text>}
        {a.note && (
          <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {a.note}
          </Text>
        )}
        <Group gap="xs" mt="sm">
          {hasVisitChart(a) && (
            <Button component={Link} to={visitChartPath(branch, a.id)} onClick={onClose}>
              {t('action.chart')}
            </Button>
          )}
          {canBook && (
            <Button variant="default" onClick={onEdit}>
              {t('action.edit')}
            </Button>
          )}
          {canBook && a.statusId === 1 && (
            <Button variant="light" loading={busy} onClick={() => void actions.confirm(a)}>
              {t('action.confirm')}
            </Button>
          )}
          {canCheckIn && waiting && hasPerson && isToday && (
            <Button color="teal" loading={busy} onClick={() => void actions.checkIn(a).then(onClose)}>
              {t('action.checkIn')}
            </Button>
          )}
          {a.statusId === 5 && (
            <Button color="red" variant="light" loading={busy} onClick={() => void actions.toPayment(a).then(onClose)}>
              {t('action.toPayment')}
            </Button>
          )}
          {canPay && (a.statusId === 5 || a.statusId === 6) && a.patientId !== null && (
            // The receipts feature ranks above appointments: reached by its route, not imported.
            <Button component={Link} color="teal" to={`${branchBase(branch)}/receipt?appointmentId=${a.id}`}>
              {t('action.takePayment')}
            </Button>
          )}
          {canCheckIn && a.statusId === 5 && (
            <Button variant="subtle" color="red" onClick={() => void actions.cancelCheckIn(a)}>
              {t('action.cancelCheckIn')}
            </Button>
          )}
          {canBook && waiting && (
            <Button variant="subtle" color="red" onClick={() => void actions.cancel(a, onClose)}>
              {t('action.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
