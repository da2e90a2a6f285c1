import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, apiToken } from './demo.ts';

/**
 * A checked-in visit of a patient of the test's own, set up through the API: the specs that chart
 * or plan on a visit share one database, so each books its own patient tonight, after hours.
 */

export const SIAM = '/yim-demo/siam';

/** A surname no other run has: `prefix` and seven Thai digits of the clock. */
export function uniqueSurname(prefix: string): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return `${prefix}${[...digits].map((d) => String.fromCharCode(0x0e50 + Number(d))).join('')}`;
}

export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** One API call that must answer 200; its `data`. */
export async function api(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
) {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the contract's; the test reads a few fields.
  return ((await response.json()) as { data: any }).data;
}

export type NewPatient = { firstNameTh: string; lastNameTh: string; mobile: string };

/**
 * Books the patient in the first free room and slot (15 minutes each, out of hours confirmed):
 * from `from`, every `stepMinutes`, `slots` times; other runs of the specs may hold earlier ones.
 * The appointment's id.
 */
export async function bookFirstFreeSlot(
  request: APIRequestContext,
  token: string,
  booking: { from: Date; stepMinutes: number; slots: number; patientId: number; doctorUid?: string },
): Promise<number> {
  const rooms = (await api(request, token, 'get', `/api/user/checkLogin${SIAM}`)).branch.rooms as { id: number }[];
  for (let slot = 0; slot < booking.slots; slot += 1) {
    const start = new Date(booking.from.getTime() + slot * booking.stepMinutes * 60_000);
    for (const room of rooms) {
      const response = await request.post(`/api/appointment${SIAM}`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          startDt: start.toISOString(),
          endDt: new Date(start.getTime() + 15 * 60_000).toISOString(),
          patientId: booking.patientId,
          roomId: room.id,
          ...(booking.doctorUid ? { doctorUid: booking.doctorUid } : {}),
          confirmOutsideHours: true,
        },
      });
      if (response.status() === 200) return ((await response.json()) as { data: { id: number } }).data.id;
    }
  }
  throw new Error(`no free slot from ${booking.from.toISOString()}`);
}

/** The patient, booked with the demo doctor tonight (the first free slot) and checked in. */
export async function checkedInVisit(
  request: APIRequestContext,
  patient: NewPatient,
): Promise<{ patientId: number; appointmentId: number }> {
  const counter = await apiToken(request, DEMO.counter);
  const created = await api(request, counter, 'post', `/api/patient${SIAM}`, patient);
  const doctorToken = await apiToken(request, DEMO.doctor);
  const doctorUid = (await api(request, doctorToken, 'get', `/api/user/checkLogin${SIAM}`)).user.uid as string;
  const id = await bookFirstFreeSlot(request, counter, {
    from: new Date(`${bangkokToday()}T21:00:00+07:00`),
    stepMinutes: 15,
    slots: 10,
    patientId: created.id as number,
    doctorUid,
  });
  await api(request, counter, 'put', `/api/appointment/checkIn${SIAM}/${id}`, { checkinNote: '' });
  return { patientId: created.id as number, appointmentId: id };
}
