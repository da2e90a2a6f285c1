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
import { formatThaiDate, type TAppointment, type TAppointmentDraftForm, type TBranchInfo } from '@yim/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { ClockInput } from '../../ui/clock-input.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { allConfigValuesQuery } from '../masters/masters.api.ts';
import { appointmentDn, appointmentPersonName, type Doctor } from './appointment-event.ts';
import {
  appointmentKeys,
  appointmentTreatmentsQuery,
  bookAppointment,
  draftQuery,
  saveDraft,
  updateAppointment,
  type BookingBody,
  type BranchRef,
} from './appointments.api.ts';
import { PatientPicker, type PickedPatient } from './patient-picker.tsx';
import { bangkokDayOf, clockMinutes, toWallClock } from './wall-clock.ts';
import { withHoursConfirmation } from './with-hours-confirmation.ts';

type Who = 'patient' | 'new' | 'block';

export type FormValues = {
  who: Who;
  patient: PickedPatient | null;
  newPatient: { firstNameTh: string; lastNameTh: string; mobile: string };
  day: string;
  startTime: string;
  minutes: number;
  roomId: string | null;
  doctorUid: string | null;
  aptTreatItems: string[];
  note: string;
  rmdId: string | null;
  /** Not confirmed, confirmed, or booked through a co-payment scheme (NHSO 11, KTB Paotang 12). */
  statusId: FormStatus;
};

type FormStatus = '1' | '2' | '11' | '12';
const FORM_STATUSES: readonly string[] = ['1', '2', '11', '12'];
const formStatus = (statusId: number | null | undefined): FormStatus =>
  FORM_STATUSES.includes(String(statusId)) ? (String(statusId) as FormStatus) : '1';

/** What opens the form: free time picked on the calendar, or an appointment to edit. */
export type FormStart =
  | { kind: 'new'; startDt: string; endDt: string; roomId: number | null; doctorUid: string | null }
  | { kind: 'edit'; appointment: TAppointment };

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (instant: string) => {
  const wall = toWallClock(instant);
  return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
};
const minutesBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 60_000);

export function initialValues(start: FormStart): FormValues {
  if (start.kind === 'new') {
    return {
      who: 'patient',
      patient: null,
      newPatient: { firstNameTh: '', lastNameTh: '', mobile: '' },
      day: bangkokDayOf(start.startDt),
      startTime: timeOf(start.startDt),
      minutes: minutesBetween(start.startDt, start.endDt),
      roomId: start.roomId === null ? null : String(start.roomId),
      doctorUid: start.doctorUid,
      aptTreatItems: [],
      note: '',
      rmdId: null,
      statusId: '1',
    };
  }
  const a = start.appointment;
  const name = appointmentPersonName(a);
  return {
    who: a.patientId !== null ? 'patient' : a.newPatient ? 'new' : 'block',
    patient:
      a.patientId !== null ? { id: a.patientId, label: [appointmentDn(a), name].filter(Boolean).join(' · ') } : null,
    newPatient: a.newPatient ?? { firstNameTh: '', lastNameTh: '', mobile: '' },
    day: bangkokDayOf(a.startDt),
    startTime: timeOf(a.startDt),
    minutes: minutesBetween(a.startDt, a.endDt),
    roomId: a.roomId === null ? null : String(a.roomId),
    doctorUid: a.doctorUid,
    aptTreatItems: a.aptTreatItems.map(String),
    note: a.note,
    rmdId: a.rmdId === null ? null : String(a.rmdId),
    statusId: formStatus(a.statusId),
  };
}

/** The form as the API takes it (checked by the same contract schema on the server). */
export function toBody(values: FormValues): BookingBody {
  const start = new Date(`${values.day}T${values.startTime}:00+07:00`);
  const end = new Date(start.getTime() + values.minutes * 60_000);
  // A half-typed day or time is sent as it is: the contract's schema names the field.
  const instant = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString());
  return {
    startDt: instant(start),
    endDt: instant(end),
    roomId: values.roomId === null ? null : Number(values.roomId),
    doctorUid: values.doctorUid,
    patientId: values.who === 'patient' ? (values.patient?.id ?? null) : null,
    newPatient: values.who === 'new' ? values.newPatient : null,
    aptTreatItems: values.aptTreatItems.map(Number),
    note: values.note,
    rmdId: values.rmdId === null ? null : Number(values.rmdId),
    statusId: Number(values.statusId) as BookingBody['statusId'],
  };
}

function toDraftForm(values: FormValues): TAppointmentDraftForm {
  const body = toBody(values);
  const valid = (instant: string) => (Number.isNaN(Date.parse(instant)) ? null : instant);
  return {
    startDt: valid(body.startDt),
    endDt: valid(body.endDt),
    roomId: values.roomId === null ? null : Number(values.roomId),
    doctorUid: values.doctorUid,
    patientId: values.who === 'patient' ? (values.patient?.id ?? null) : null,
    newPatient: values.who === 'new' ? values.newPatient : null,
    aptTreatItems: values.aptTreatItems.map(Number),
    note: values.note,
    statusId: Number(values.statusId),
    rmdId: values.rmdId === null ? null : Number(values.rmdId),
  };
}

function fromDraft(form: TAppointmentDraftForm, fallback: FormValues): FormValues {
  const start = form.startDt ?? null;
  return {
    ...fallback,
    who: form.newPatient ? 'new' : form.patientId ? 'patient' : fallback.who,
    patient: form.patientId ? { id: form.patientId, label: `#${form.patientId}` } : null,
    newPatient: { firstNameTh: '', lastNameTh: '', mobile: '', ...form.newPatient },
    day: start ? bangkokDayOf(start) : fallback.day,
    startTime: start ? timeOf(start) : fallback.startTime,
    minutes: start && form.endDt ? minutesBetween(start, form.endDt) : fallback.minutes,
    roomId: form.roomId ? String(form.roomId) : fallback.roomId,
    doctorUid: form.doctorUid ?? fallback.doctorUid,
    aptTreatItems: (form.aptTreatItems ?? []).map(String),
    note: form.note ?? '',
    rmdId: form.rmdId == null ? null : String(form.rmdId),
    statusId: formStatus(form.statusId),
  };
}

/**
 * The statuses the form offers: not confirmed and confirmed; for a registered patient at a branch
 * linked with a co-payment scheme, that scheme too. A scheme appointment keeps its kind (the
 * server refuses a change: cancel and book again), so editing one offers only its own.
 */
function statusChoices(values: FormValues, start: FormStart, info: TBranchInfo): FormStatus[] {
  if (start.kind === 'edit' && ['11', '12'].includes(formStatus(start.appointment.statusId))) {
    return [formStatus(start.appointment.statusId)];
  }
  const schemes: FormStatus[] = [];
  if (start.kind === 'new' && values.who === 'patient') {
    if (info.linkedWithNhso) schemes.push('11');
    if (info.linkedWithKtbPaotang) schemes.push('12');
  }
  return ['1', '2', ...schemes];
}

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
            <TextInput
              type="date"
              label={t('form.day')}
              description={values.day ? formatThaiDate(values.day, 'long') : undefined}
              required
              value={values.day}
              onChange={(e) => update({ day: e.currentTarget.value })}
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
