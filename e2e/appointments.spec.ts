import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiToken, signInByApi } from './support/demo.ts';
import { bookFirstFreeSlot } from './support/visits.ts';

// Issue 10 "Done when" (browser part): book from the calendar, move by drag, confirm and check in
// from the list. The counter of the siam branch works the front desk; every test makes its own
// patient and uses its own day, since the run's specs share one database.

const SIAM = '/yim-demo/siam';

/** A Thai surname of its own per call. */
function uniqueSurname(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return `นัดสกุล${[...digits].map((d) => String.fromCharCode(0x0e50 + Number(d))).join('')}`;
}

function bangkokDay(offsetDays: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A Monday well ahead (the demo doctor works Mondays 10:00–19:00), different per test. */
function mondayAhead(weeks: number): string {
  let offset = 35 + weeks * 7;
  while (new Date(`${bangkokDay(offset)}T00:00:00Z`).getUTCDay() !== 1) offset += 1;
  return bangkokDay(offset);
}

async function api(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the contract's; the test reads a few fields.
  return ((await response.json()) as { data: any }).data;
}

async function registerPatient(request: APIRequestContext, token: string, surname: string) {
  return api(request, token, 'post', `/api/patient${SIAM}`, {
    firstNameTh: 'นัดหมาย',
    lastNameTh: surname,
    mobile: '0897776666',
  }) as Promise<{ id: number; dn: number }>;
}

/** Before the branch opens (05:00 to 06:35) on a Bangkok day: the first free room and slot. */
function bookBeforeOpening(
  request: APIRequestContext,
  token: string,
  booking: { day: string; patientId: number; doctorUid?: string },
): Promise<number> {
  const { day, ...who } = booking;
  return bookFirstFreeSlot(request, token, {
    from: new Date(`${day}T05:00:00+07:00`),
    stepMinutes: 20,
    slots: 5,
    ...who,
  });
}

/** The centre of a room's column at a time of the day view (gutter labels are whole hours). */
async function slotPoint(page: Page, room: string, time: string) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const header = page.locator('.rbc-time-header .rbc-header', { hasText: room });
  const label = page.locator('.rbc-time-gutter .rbc-timeslot-group', {
    hasText: new RegExp(`^${String(hour).padStart(2, '0')}:00$`),
  });
  await label.scrollIntoViewIfNeeded();
  const column = (await header.boundingBox())!;
  const hourBox = (await label.boundingBox())!;
  return { x: column.x + column.width / 2, y: hourBox.y + (hourBox.height * minute) / 60 + 4 };
}

test.describe('appointments', () => {
  test('a counter books from the calendar and moves the booking by dragging it', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.counter);
    const surname = uniqueSurname();
    const patient = await registerPatient(request, token, surname);
    const day = mondayAhead(0);

    await signInByApi(page, DEMO.counter);
    await page.goto(`${SIAM}/queuemanage?day=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทินนัดหมาย' })).toBeVisible();
    await expect(page.locator('.rbc-time-header .rbc-header', { hasText: 'ห้องทำฟัน 2' })).toBeVisible();

    // A click on free time opens the form with that room and time, for the branch's 15 minutes.
    const at = await slotPoint(page, 'ห้องทำฟัน 2', '10:30');
    await page.mouse.click(at.x, at.y);
    const dialog = page.getByRole('dialog', { name: 'นัดหมายใหม่' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'เวลาเริ่ม' })).toHaveValue('10:30');
    await expect(dialog.getByRole('combobox', { name: 'ห้อง', exact: true })).toHaveValue('ห้องทำฟัน 2');
    await dialog.getByRole('textbox', { name: 'ผู้ป่วย' }).fill(surname);
    await page.getByRole('option', { name: new RegExp(surname) }).click();
    await dialog.getByRole('textbox', { name: 'หมายเหตุ' }).fill('ขูดหินปูนก่อนจัดฟัน');
    await dialog.getByRole('button', { name: 'บันทึกนัดหมาย' }).click();
    await expect(dialog).toBeHidden();

    const card = page.locator('.rbc-event', { hasText: surname });
    await expect(card).toBeVisible();
    const list = await api(
      request,
      token,
      'get',
      `/api/appointment${SIAM}?startDt=${day}T00:00:00%2B07:00&endDt=${day}T23:59:00%2B07:00&patientId=${patient.id}`,
    );
    expect(list.appointments).toHaveLength(1);
    const booked = list.appointments[0];
    expect(booked).toMatchObject({ note: 'ขูดหินปูนก่อนจัดฟัน', statusId: 1 });
    expect(new Date(booked.startDt).toISOString()).toBe(new Date(`${day}T10:30:00+07:00`).toISOString());
    expect(Date.parse(booked.endDt) - Date.parse(booked.startDt)).toBe(15 * 60_000);

    // Drag the card into room 3 at 11:30 (both in view: the target is placed first, then the card measured).
    const target = await slotPoint(page, 'ห้องทำฟัน 3', '11:30');
    const box = (await card.boundingBox())!;
    // Grabbed by its middle (its top and bottom edges resize it).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 4 });
    await page.mouse.move(target.x, target.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('ย้ายนัดหมายสำเร็จ')).toBeVisible();
    const moved = await api(request, token, 'get', `/api/appointment${SIAM}/${booked.id}`);
    expect(new Date(moved.startDt).toISOString()).toBe(new Date(`${day}T11:30:00+07:00`).toISOString());
    const rooms = (await api(request, token, 'get', `/api/user/checkLogin${SIAM}`)).branch.rooms as {
      id: number;
      name: string;
    }[];
    expect(moved.roomId).toBe(rooms.find((room) => room.name === 'ห้องทำฟัน 3')!.id);

    // Stretched by its bottom edge to 12:00: the same room and start, half an hour long.
    const movedCard = page.locator('.rbc-event', { hasText: surname });
    const noon = await slotPoint(page, 'ห้องทำฟัน 3', '12:00');
    let edge = (await movedCard.boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height - 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, noon.y - 4, { steps: 8 });
    await expect(page.locator('.yim-drag-preview')).toHaveText('11:30–12:00');
    await page.mouse.up();
    await expect
      .poll(async () => (await api(request, token, 'get', `/api/appointment${SIAM}/${booked.id}`)).endDt)
      .toBe(new Date(`${day}T12:00:00+07:00`).toISOString());

    // A drag given up with Escape changes nothing; a plain click still opens the card.
    edge = (await movedCard.boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + 120, { steps: 6 });
    await expect(page.locator('.yim-drag-preview')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yim-drag-preview')).toBeHidden();
    await page.mouse.up();
    const kept = await api(request, token, 'get', `/api/appointment${SIAM}/${booked.id}`);
    expect(new Date(kept.startDt).toISOString()).toBe(new Date(`${day}T11:30:00+07:00`).toISOString());
    await movedCard.click();
    await expect(page.getByRole('dialog', { name: new RegExp(surname) })).toBeVisible();
  });

  test('a counter confirms a call and checks the patient in from the list', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.counter);
    const surname = uniqueSurname();
    const patient = await registerPatient(request, token, surname);
    await bookBeforeOpening(request, token, { day: bangkokDay(0), patientId: patient.id });

    await signInByApi(page, DEMO.counter);
    await page.goto(`${SIAM}/queuelist`);
    await expect(page.getByRole('heading', { level: 1, name: 'รายการนัดหมาย' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(surname) });
    await expect(row).toBeVisible();
    await expect(row.getByText('ยังไม่ยืนยัน')).toBeVisible();
    await row.getByRole('button', { name: 'ยืนยันนัด' }).click();
    await expect(row.getByText('ยืนยันแล้ว')).toBeVisible();
    await row.getByRole('button', { name: 'เช็คอิน' }).click();
    await expect(row.getByText('เช็คอินแล้ว')).toBeVisible();
  });

  test('a booking made in a second browser appears on an open calendar without reloading', async ({
    browser,
    page,
  }) => {
    const day = mondayAhead(2);
    await signInByApi(page, DEMO.counter);
    await page.goto(`${SIAM}/queuemanage?day=${day}`);
    await expect(page.locator('.rbc-time-header .rbc-header', { hasText: 'ห้องทำฟัน 1' })).toBeVisible();

    // The assistant's own browser (a second context) books through the API with its own session.
    const other = await browser.newContext();
    const assistant = await other.newPage();
    await signInByApi(assistant, DEMO.assistant);
    const note = `จองจากอีกเครื่อง ${Date.now()}`;
    const status = await assistant.evaluate(
      async ({ day, note }) => {
        const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken');
        const login = await fetch('/api/user/checkLogin/yim-demo/siam', {
          headers: { authorization: `Bearer ${token}` },
        });
        const rooms = ((await login.json()) as { data: { branch: { rooms: { id: number }[] } } }).data.branch.rooms;
        const response = await fetch('/api/appointment/yim-demo/siam', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            startDt: `${day}T09:15:00+07:00`,
            endDt: `${day}T09:45:00+07:00`,
            roomId: rooms[0]!.id,
            note,
          }),
        });
        return response.status;
      },
      { day, note },
    );
    expect(status).toBe(200);
    await other.close();
    // A blocked slot's card shows its note; it arrives by the event stream, not by a reload.
    await expect(page.locator('.rbc-event', { hasText: note })).toBeVisible({ timeout: 5_000 });
  });

  test("a check-in from a second browser chimes on the doctor's open dashboard at the navbar's volume", async ({
    browser,
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.counter);
    const surname = uniqueSurname();
    const patient = await registerPatient(request, token, surname);
    const doctorToken = await apiToken(request, DEMO.doctor);
    const doctorUid = (await api(request, doctorToken, 'get', `/api/user/checkLogin${SIAM}`)).user.uid as string;
    const appointmentId = await bookBeforeOpening(request, token, {
      day: bangkokDay(0),
      patientId: patient.id,
      doctorUid,
    });

    // Web Audio is watched, not replaced: each tone's peak is the gain it ramps up to.
    await page.addInitScript(() => {
      const peaks: number[] = [];
      (window as unknown as { chimePeaks: number[] }).chimePeaks = peaks;
      const ramp = AudioParam.prototype.linearRampToValueAtTime;
      AudioParam.prototype.linearRampToValueAtTime = function (value, endTime) {
        peaks.push(value);
        return ramp.call(this, value, endTime);
      };
    });
    await signInByApi(page, DEMO.doctor);
    await page.evaluate(() => window.localStorage.setItem('soundVolume', '0.35'));
    await page.goto(`${SIAM}/doctor/dashboard`);
    // The day's list is in (05:00 is above the calendar's first hour, so the card is not drawn).
    await expect(page.locator('[aria-busy="false"]:has([data-testid="appointment-calendar"])')).toBeVisible();
    const peaks = () => page.evaluate(() => (window as unknown as { chimePeaks: number[] }).chimePeaks);
    expect(await peaks()).toEqual([]);

    // The counter's own browser checks the patient in.
    const other = await browser.newContext();
    const counter = await other.newPage();
    await signInByApi(counter, DEMO.counter);
    const status = await counter.evaluate(async (id) => {
      const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken');
      const response = await fetch(`/api/appointment/checkIn/yim-demo/siam/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ checkinNote: '' }),
      });
      return response.status;
    }, appointmentId);
    expect(status).toBe(200);
    await other.close();

    // The queue shows the arrival and the chime's two tones peak at the stored volume.
    await expect(page.getByRole('heading', { name: 'คิววันนี้' }).locator('..').getByText(surname)).toBeVisible();
    await expect.poll(peaks, { timeout: 5_000 }).toEqual([0.35, 0.35]);
  });

  test("the bell counts tomorrow's calls and reminders and opens the list of calls to make", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.counter);
    // The demo seed books tomorrow with calls to make, but tomorrow as of the seed: a run that
    // crosses Bangkok midnight sees another day. The test books a call of its own.
    const patient = await registerPatient(request, token, uniqueSurname());
    await bookBeforeOpening(request, token, { day: bangkokDay(1), patientId: patient.id });
    const summary = (await api(request, token, 'get', `/api/appointment/summary/tomorrow${SIAM}`)) as {
      callsToMake: number;
      reminders: number;
    };
    expect(summary.callsToMake).toBeGreaterThan(0);
    await signInByApi(page, DEMO.counter);
    await page.goto(`${SIAM}/queuemanage`);
    const count = summary.callsToMake + summary.reminders;
    const bell = page.getByRole('banner').getByRole('button', { name: `เตือนนัดหมายวันพรุ่งนี้ (${count})` });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText(`ยังต้องโทรยืนยันอีก ${summary.callsToMake} ราย`)).toBeVisible();
    await page.getByText('โทรยืนยันนัด').click();
    await expect(page).toHaveURL(/\/queuelist\/status$/);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(summary.callsToMake);
    for (const status of await rows.locator('td:nth-child(8)').allInnerTexts()) expect(status).toContain('ยังไม่ยืนยัน');
  });
});
