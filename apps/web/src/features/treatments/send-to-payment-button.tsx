import { Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canUse, type TAppointment } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { appointmentKeys, setVisitStatus } from '../appointments/appointments.api.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import type { BranchRef } from './treatments.api.ts';

type Props = { branch: BranchRef; appointment: TAppointment; hasRecord: boolean };

/**
 * Once the visit's record is saved, the chair hands the patient to the counter: the appointment
 * goes to 'รอชำระเงิน' (status 6), which the counter's queue shows. Paid visits say so instead.
 */
export function SendToPaymentButton({ branch, appointment, hasRecord }: Props) {
  const { t } = useTranslation('treatments');
  const { info } = useBranchAccess();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => setVisitStatus(branch, appointment.id, 6),
    onSuccess: async () => {
      showToast('success', t('page.sentToPayment'));
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all(branch) });
    },
    onError: showErrorToast,
  });
  if (appointment.statusId === 6)
    return (
      <Badge color="orange" size="lg">
        {t('status.awaitingPayment')}
      </Badge>
    );
  if (appointment.statusId === 7)
    return (
      <Badge color="teal" size="lg">
        {t('status.paid')}
      </Badge>
    );
  const mayMove = canUse('appointmentStatus', info?.auth.authIdItems ?? []);
  if (appointment.statusId !== 5 || !hasRecord || !mayMove) return null;
  return (
    <Button color="orange" onClick={() => send.mutate()} loading={send.isPending}>
      {t('page.sendToPayment')}
    </Button>
  );
}
