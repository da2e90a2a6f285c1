import type { TAppointment, TBranchInfo } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import {
  fromDraft,
  initialValues,
  statusChoices,
  toBody,
  toDraftForm,
  type FormStart,
  type FormValues,
} from './appointment-form-values.ts';

// 09:30–10:15 in Bangkok (+07:00) on 1 December 2026.
const START = '2026-12-01T02:30:00.000Z';
const END = '2026-12-01T03:15:00.000Z';

const freeTime: FormStart = { kind: 'new', startDt: START, endDt: END, roomId: 3, doctorUid: 'dr-1' };

function appointment(change: Partial<TAppointment> = {}): TAppointment {
  return {
    id: 7,
    branchId: 1,
    startDt: START,
    endDt: END,
    roomId: 3,
    doctorUid: 'dr-1',
    statusId: 2,
    statusColor: null,
    aptTreatItems: [11, 12],
    treatmentTitle: '',
    treatmentTitleEn: '',
    note: 'ขูดหินปูน',
    checkinDt: null,
    checkinStatus: null,
    checkinStatusName: null,
    checkinMinutes: null,
    checkinNote: '',
    noShow: false,
    patientId: 42,
    patient: {
      id: 42,
      dn: 'SIAM-000042',
      existDn: '',
      titleNameTh: null,
      firstNameTh: 'สมศรี',
      lastNameTh: 'ใจงาม',
      firstNameEn: '',
      lastNameEn: '',
      nickname: '',
      mobile: '0812345678',
      personalId: '',
    },
    newPatient: null,
    treatmentDt: null,
    rmdId: 6,
    reminderSentAt: null,
    reminderDelivery: null,
    linkedWithKtbPaotang: false,
    linkedWithMFD: false,
    mfdAppointmentMeetingId: null,
    mfdAppointmentMeetingUrl: null,
    nhsoVisitBookingNo: null,
    nhsoVisitNo: null,
    referredFromBranchId: null,
    referNote: '',
    creationUid: 'u',
    creationDt: START,
    modifyUid: 'u',
    modifyDt: START,
    ...change,
  } as TAppointment;
}

const linked = (nhso: boolean, ktb: boolean) => ({ linkedWithNhso: nhso, linkedWithKtbPaotang: ktb }) as TBranchInfo;

describe('the booking form values', () => {
  it('start from free time in Bangkok: its day, time, length, room and doctor', () => {
    expect(initialValues(freeTime)).toEqual({
      who: 'patient',
      patient: null,
      newPatient: { firstNameTh: '', lastNameTh: '', mobile: '' },
      day: '2026-12-01',
      startTime: '09:30',
      minutes: 45,
      roomId: '3',
      doctorUid: 'dr-1',
      aptTreatItems: [],
      note: '',
      rmdId: null,
      statusId: '1',
    });
  });

  it('start from an appointment to edit, and go back to the same booking body', () => {
    const values = initialValues({ kind: 'edit', appointment: appointment() });
    expect(values).toMatchObject({ who: 'patient', day: '2026-12-01', startTime: '09:30', minutes: 45 });
    expect(values.patient?.id).toBe(42);
    expect(values.patient?.label).toContain('สมศรี ใจงาม');
    expect(toBody(values)).toEqual({
      startDt: START,
      endDt: END,
      roomId: 3,
      doctorUid: 'dr-1',
      patientId: 42,
      newPatient: null,
      aptTreatItems: [11, 12],
      note: 'ขูดหินปูน',
      rmdId: 6,
      statusId: 2,
    });
  });

  it('read a new person and a blocked slot, and an unknown status as not confirmed', () => {
    const newPerson = { firstNameTh: 'ใหม่', lastNameTh: 'มาก', mobile: '0899999999' };
    expect(
      initialValues({
        kind: 'edit',
        appointment: appointment({ patientId: null, patient: null, newPatient: newPerson }),
      }),
    ).toMatchObject({ who: 'new', patient: null, newPatient: newPerson });
    const block = initialValues({
      kind: 'edit',
      appointment: appointment({ patientId: null, patient: null, statusId: 5 }),
    });
    expect(block).toMatchObject({ who: 'block', statusId: '1' });
    expect(toBody(block)).toMatchObject({ patientId: null, newPatient: null });
  });

  it('send a half-typed time as it is for the schema to name, and store it in a draft as none', () => {
    const values: FormValues = { ...initialValues(freeTime), startTime: '9:' };
    expect(toBody(values)).toMatchObject({ startDt: '', endDt: '' });
    expect(toDraftForm(values)).toMatchObject({ startDt: null, endDt: null, roomId: 3, statusId: 1 });
  });

  it('come back from a draft, keeping what the draft lacks from the form', () => {
    const fallback = initialValues(freeTime);
    const draft = toDraftForm({
      ...fallback,
      who: 'new',
      newPatient: { firstNameTh: 'ใหม่', lastNameTh: '', mobile: '' },
      startTime: '13:00',
      minutes: 30,
      aptTreatItems: ['11'],
      note: 'ร่าง',
    });
    expect(fromDraft(draft, fallback)).toEqual({
      ...fallback,
      who: 'new',
      newPatient: { firstNameTh: 'ใหม่', lastNameTh: '', mobile: '' },
      startTime: '13:00',
      minutes: 30,
      aptTreatItems: ['11'],
      note: 'ร่าง',
    });
    expect(fromDraft({ ...draft, startDt: null, endDt: null, roomId: null }, fallback)).toMatchObject({
      startTime: '09:30',
      minutes: 45,
      roomId: '3',
    });
  });

  it("offer a co-payment scheme only for a registered patient at a linked branch, and keep a scheme booking's own", () => {
    const values = initialValues(freeTime);
    expect(statusChoices(values, freeTime, linked(true, true))).toEqual(['1', '2', '11', '12']);
    expect(statusChoices(values, freeTime, linked(false, false))).toEqual(['1', '2']);
    expect(statusChoices({ ...values, who: 'new' }, freeTime, linked(true, true))).toEqual(['1', '2']);
    const scheme: FormStart = { kind: 'edit', appointment: appointment({ statusId: 12 }) };
    expect(statusChoices(initialValues(scheme), scheme, linked(true, true))).toEqual(['12']);
    const plain: FormStart = { kind: 'edit', appointment: appointment() };
    expect(statusChoices(initialValues(plain), plain, linked(true, true))).toEqual(['1', '2']);
  });
});
