import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { toCalendarEvent, UNASSIGNED, type ColumnMode, type Doctor } from './appointment-event.ts';
import type { CalendarResource, CalendarView } from './appointment-calendar.tsx';
import { appointmentListQuery, branchDoctorsQuery } from './appointments.api.ts';
import { dayRange, mondayOf } from './wall-clock.ts';

/**
 * What a calendar screen shows for a day or a week: the branch's appointments as events, the
 * columns (rooms or doctors, and one for those without when any exist), the doctors by id.
 * `doctorUid` narrows it to one doctor (the doctor's own calendar).
 */
export function useBranchCalendar(day: string, view: CalendarView, mode: ColumnMode, doctorUid?: string) {
  const { t } = useTranslation('appointments');
  const access = useBranchAccess();
  const { branch, info } = access;
  const range = view === 'day' ? dayRange(day) : dayRange(mondayOf(day), 7);
  const list = useQuery(appointmentListQuery(branch, { ...range, ...(doctorUid ? { doctorUid } : {}) }));
  const doctorsQuery = useQuery(branchDoctorsQuery(branch));
  const doctors: Doctor[] = useMemo(() => doctorsQuery.data ?? [], [doctorsQuery.data]);
  const doctorsById = useMemo(() => new Map(doctors.map((d) => [d.uid, d])), [doctors]);
  const events = useMemo(
    () => (list.data?.appointments ?? []).map((a) => toCalendarEvent(a, mode, doctorsById)),
    [list.data, mode, doctorsById],
  );
  const resources: CalendarResource[] = useMemo(() => {
    const columns: CalendarResource[] =
      mode === 'room'
        ? (info?.rooms ?? []).map((room) => ({ id: room.id, title: room.name }))
        : doctors
            .filter((d) => !doctorUid || d.uid === doctorUid)
            .map((d) => ({ id: d.uid, title: t('card.doctor', { name: `${d.firstNameTh} ${d.lastNameTh}` }) }));
    if (events.some((event) => event.resourceId === UNASSIGNED)) {
      columns.push({ id: UNASSIGNED, title: t(mode === 'room' ? 'columns.noRoom' : 'columns.noDoctor') });
    }
    return columns;
  }, [mode, info, doctors, doctorUid, events, t]);
  return { ...access, list, events, resources, doctors, doctorsById };
}
