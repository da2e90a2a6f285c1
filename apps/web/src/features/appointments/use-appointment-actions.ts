import { useQueryClient } from '@tanstack/react-query';
import type { TAppointment } from '@yim/contract';
import { createElement, useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import {
  appointmentKeys,
  cancelAppointment,
  cancelCheckIn,
  checkInAppointment,
  setVisitStatus,
  updateAppointment,
  type BranchRef,
} from './appointments.api.ts';

/**
 * The queue's one-click actions (confirm the call, check in, send to the cashier, take a check-in
 * back, cancel with a reason), shared by the calendar's details and the list. Each refreshes the
 * branch's appointments; errors are toasted by the API client.
 */
export function useAppointmentActions(branch: BranchRef) {
  const { t } = useTranslation('appointments');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(id: number, work: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await work();
      showToast('success', done);
    } catch {
      // The API client has shown the error.
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all(branch) });
    }
  }

  return {
    busyId,
    confirm: (a: TAppointment) =>
      run(
        a.id,
        () =>
          updateAppointment(branch, a.id, {
            startDt: a.startDt,
            endDt: a.endDt,
            roomId: a.roomId,
            doctorUid: a.doctorUid,
            patientId: a.patientId,
            newPatient: a.newPatient,
            aptTreatItems: a.aptTreatItems,
            note: a.note,
            rmdId: a.rmdId,
            statusId: 2,
            // Confirming a call changes no time: the hours were accepted when it was booked.
            confirmOutsideHours: true,
          }),
        t('toast.confirmed'),
      ),
    checkIn: (a: TAppointment) => run(a.id, () => checkInAppointment(branch, a.id), t('toast.checkedIn')),
    toPayment: (a: TAppointment) => run(a.id, () => setVisitStatus(branch, a.id, 6), t('toast.toPayment')),
    backFromPayment: (a: TAppointment) => run(a.id, () => setVisitStatus(branch, a.id, 5), t('toast.saved')),
    cancelCheckIn: async (a: TAppointment) => {
      const confirmed = await dialogs.confirm({
        title: t('cancelCheckIn.title'),
        message: t('cancelCheckIn.body'),
        confirmLabel: t('cancelCheckIn.confirm'),
        cancelLabel: t('action.back'),
        isDanger: true,
      });
      if (confirmed) await run(a.id, () => cancelCheckIn(branch, a.id), t('toast.checkInCancelled'));
    },
    cancel: async (a: TAppointment, after?: () => void) => {
      let reason = '';
      const confirmed = await dialogs.confirm({
        title: t('cancel.title'),
        message: createElement(Textarea, {
          label: t('cancel.reason'),
          required: true,
          autoFocus: true,
          maxLength: 300,
          onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => {
            reason = event.currentTarget.value;
          },
        }),
        confirmLabel: t('cancel.confirm'),
        cancelLabel: t('action.back'),
        isDanger: true,
      });
      if (!confirmed) return;
      if (reason.trim() === '') {
        showToast('warning', t('cancel.reasonRequired'));
        return;
      }
      await run(a.id, () => cancelAppointment(branch, a.id, reason.trim()), t('toast.cancelled'));
      after?.();
    },
  };
}
