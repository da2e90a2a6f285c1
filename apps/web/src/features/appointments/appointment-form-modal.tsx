import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatThaiDate, type TAppointment, type TBranchInfo } from '@yim/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { ClockInput } from '../../ui/clock-input.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { allConfigValuesQuery } from '../masters/masters.api.ts';
import type { Doctor } from './appointment-event.ts';
import {
  fromDraft,
  initialValues,
  statusChoices,
  toBody,
  toDraftForm,
  type FormStart,
  type FormStatus,
  type FormValues,
  type Who,
} from './appointment-form-values.ts';
import {
  appointmentKeys,
  appointmentTreatmentsQuery,
  bookAppointment,
  draftQuery,
  saveDraft,
  updateAppointment,
  type BranchRef,
} from './appointments.api.ts';
import { PatientPicker } from '../patients/patient-picker.tsx';
import { clockMinutes } from './wall-clock.ts';
import { withHoursConfirmation } from './with-hours-confirmation.ts';
import { DayInput } from '../../ui/day-input.tsx';

type Props = {
  branch: BranchRef;
  info: TBranchInfo;
  doctors: Doctor[];
  start: FormStart;
  onClose: () => void;
  onSaved: (appointment: TAppointment) => void;
};

/**
 * The booking form (spec clinic §3 calendar event form): a registered patient found by DN, name
 * or phone, a new person (registered at check-in), or a blocked slot; day, time and duration, room,
 * doctor, planned treatments, reminder, confirmation, note. A new booking is saved as a draft
 * while it is typed (per user and branch) and offered back when the form opens again.
 */
export function AppointmentFormModal({ branch, info, doctors, start, onClose, onSaved }: Props) {
  const { t } = useTranslation('appointments');
  const queryClient = useQueryClient();
  const isNew = start.kind === 'new';
  const [values, setValues] = useState<FormValues>(() => initialValues(start));
  const [saving, setSaving] = useState(false);
  const [draftOffered, setDraftOffered] = useState(isNew);
  const config = useQuery(allConfigValuesQuery());
  const treatments = useQuery(appointmentTreatmentsQuery(branch));
  const draft = useQuery({ ...draftQuery(branch), enabled: isNew });
  const storeDraft = useDebouncedCallback((next: FormValues) => {
    void saveDraft(branch, toDraftForm(next)).catch(() => undefined);
  }, 800);

  const update = (change: Partial<FormValues>) => {
    setValues((current) => {
      const next = { ...current, ...change };
      // A scheme is for a registered patient: choosing a new person or a block leaves it.
      if (!statusChoices(next, start, info).includes(next.statusId)) next.statusId = '1';
      if (isNew) storeDraft(next);
      return next;
    });
  };
  useEffect(() => () => storeDraft.flush?.(), [storeDraft]);

  const durations = (config.data?.time_duration ?? []).map((d) => ({ value: String(d.value), label: d.nameTh }));
  if (!durations.some((d) => d.value === String(values.minutes))) {
    durations.unshift({ value: String(values.minutes), label: t('form.minutes', { count: values.minutes }) });
  }
  const reminders = (config.data?.appt_reminder ?? []).map((r) => ({ value: r.id, label: r.nameTh }));
  const treatmentOptions = (treatments.data?.list ?? []).map((e) => ({ value: String(e.id), label: e.nameTh }));
  for (const id of values.aptTreatItems) {
    if (!treatmentOptions.some((o) => o.value === id)) treatmentOptions.push({ value: id, label: `#${id}` });
  }
  const patientMissing = values.who === 'patient' && values.patient === null;

  async function submit() {
    if (patientMissing) return;
    setSaving(true);
    const body = toBody(values);
    const saved = await withHoursConfirmation((confirmOutsideHours) =>
      start.kind === 'new'
        ? bookAppointment(branch, { ...body, confirmOutsideHours })
        : updateAppointment(branch, start.appointment.id, { ...body, confirmOutsideHours }),
    );
    setSaving(false);
    if (!saved) return;
    storeDraft.cancel?.();
    await queryClient.invalidateQueries({ queryKey: appointmentKeys.all(branch) });
    showToast('success', isNew ? t('toast.booked') : t('toast.saved'));
    onSaved(saved);
  }

  return (
    <Modal opened onClose={onClose} size="lg" title={isNew ? t('form.newTitle') : t('form.editTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {isNew && draftOffered && draft.data?.draft && (
            <Alert color="blue" title={t('draft.title')}>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    setValues(fromDraft(draft.data!.draft!.form, values));
                    setDraftOffered(false);
                  }}
                >
                  {t('draft.restore')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setDraftOffered(false)}>
                  {t('draft.dismiss')}
                </Button>
              </Group>
            </Alert>
          )}
          <SegmentedControl
            aria-label={t('form.who')}
            value={values.who}
            onChange={(who) => update({ who: who as Who })}
            data={[
              { value: 'patient', label: t('form.whoPatient') },
              { value: 'new', label: t('form.whoNew') },
              { value: 'block', label: t('form.whoBlock') },
            ]}
          />
          {values.who === 'patient' && (
            <PatientPicker
              branch={branch}
              value={values.patient}
              onChange={(patient) => update({ patient })}
              error={patientMissing && saving ? t('form.patientRequired') : undefined}
            />
          )}
          {values.who === 'new' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('form.firstNameTh')}
                required
                value={values.newPatient.firstNameTh}
                onChange={(e) => update({ newPatient: { ...values.newPatient, firstNameTh: e.currentTarget.value } })}
              />
              <TextInput
                label={t('form.lastNameTh')}
                required
                value={values.newPatient.lastNameTh}
                onChange={(e) => update({ newPatient: { ...values.newPatient, lastNameTh: e.currentTarget.value } })}
              />
              <TextInput
                label={t('form.mobile')}
                required
                inputMode="tel"
                value={values.newPatient.mobile}
                onChange={(e) => update({ newPatient: { ...values.newPatient, mobile: e.currentTarget.value } })}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DayInput
              label={t('form.day')}
              description={values.day ? formatThaiDate(values.day, 'long') : undefined}
              required
              value={values.day}
              onChange={(day) => update({ day: day ?? '' })}
            />
            <ClockInput
              label={t('form.startTime')}
              required
              value={values.startTime}
              onChange={(startTime) => update({ startTime })}
            />
            <Select
              label={t('form.duration')}
              data={durations}
              value={String(values.minutes)}
              allowDeselect={false}
              onChange={(value) => update({ minutes: Number(value ?? clockMinutes(info.confApptDuration)) })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('form.room')}
              placeholder={t('form.noRoom')}
              clearable
              data={info.rooms.map((room) => ({ value: String(room.id), label: room.name }))}
              value={values.roomId}
              onChange={(roomId) => update({ roomId })}
            />
            <Select
              label={t('form.doctor')}
              placeholder={t('form.noDoctor')}
              clearable
              searchable
              data={doctors.map((d) => ({ value: d.uid, label: `${d.firstNameTh} ${d.lastNameTh}` }))}
              value={values.doctorUid}
              onChange={(doctorUid) => update({ doctorUid })}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('form.treatments')}
            searchable
            data={treatmentOptions}
            value={values.aptTreatItems}
            onChange={(aptTreatItems) => update({ aptTreatItems })}
          />
          <Select
            label={t('form.reminder')}
            data={reminders}
            value={values.rmdId ?? '0'}
            allowDeselect={false}
            onChange={(rmdId) => update({ rmdId: rmdId === '0' ? null : rmdId })}
          />
          {values.who !== 'block' && (start.kind === 'new' || ![5, 6, 7].includes(start.appointment.statusId)) && (
            <SegmentedControl
              aria-label={t('form.status')}
              fullWidth
              value={values.statusId}
              onChange={(statusId) => update({ statusId: statusId as FormStatus })}
              data={statusChoices(values, start, info).map((value) => ({ value, label: t(`status.${value}`) }))}
            />
          )}
          <Textarea
            label={values.who === 'block' ? t('form.blockReason') : t('form.note')}
            autosize
            minRows={2}
            maxLength={1000}
            value={values.note}
            onChange={(e) => update({ note: e.currentTarget.value })}
          />
          {start.kind === 'edit' && start.appointment.checkinDt && (
            <Text size="sm" c="dimmed">
              {t('form.lockedHint')}
            </Text>
          )}
          <DialogFooter
            cancelLabel={t('action.back')}
            onCancel={onClose}
            confirmLabel={isNew ? t('action.book') : t('action.save')}
            isSubmit
            isLoading={saving}
            isConfirmDisabled={patientMissing}
          />
        </Stack>
      </form>
    </Modal>
  );
}
