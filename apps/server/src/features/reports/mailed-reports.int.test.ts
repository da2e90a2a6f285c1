import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, type TMailedReport } from '@yim/contract';
import { startJobWorker, type JobWorker } from '../../lib/jobs/job-worker.ts';
import { createMailSender, mailJobHandlers } from '../../lib/mail/mail-sender.ts';
import { ARI, SIAM } from '../../test/appointment-fixture.ts';
import { openReportFixture, type ReportFixture } from '../../test/report-fixture.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink.ts';
import { renderMailedReportJob } from './render-mailed-report.service.ts';
import { RENDER_MAILED_REPORT_JOB } from './mailed-reports.service.ts';

// Issue 18: the e-mailed reports (spec §7 v2 variants): queued by a request, rendered by a job
// into the screen's workbook, delivered over real SMTP to a local sink, followed on the screen.

let x: ReportFixture;
let sink: SmtpSink;
let worker: JobWorker;
const RANGE = { startDate: '2026-10-01', endDate: '2026-11-30' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  sink = await startSmtpSink();
  x = await openReportFixture({ SMTP_URL: sink.url, PUBLIC_URL: 'http://yim.test' });
  const silent = pino({ level: 'silent' });
  worker = startJobWorker({
    db: x.f.t.db,
    handlers: {
      ...mailJobHandlers(createMailSender(x.f.t.config, silent)),
      [RENDER_MAILED_REPORT_JOB]: renderMailedReportJob(x.f.t.db),
    },
    log: silent,
    // Never on its own: each test runs the queue when it means to.
    pollMs: 3_600_000,
  });
}, 120_000);
afterAll(async () => {
  await worker.stop();
  await x.f.t.close();
  await sink.close();
});

/** Runs the queue until it is empty: the render job queues the mail, the next round sends it. */
async function drain(): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

async function mail(
  endpoint: typeof reports.mailBranchIncome | typeof reports.mailPersonalIncome,
  token: string,
  payload: object,
) {
  return x.f.t.send(endpoint, { token, params: SIAM, payload });
}

async function listed(token: string): Promise<TMailedReport[]> {
  const response = await x.f.t.send(reports.mailedReports, { token, params: SIAM });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.reports;
}

async function workbookOf(received: ReceivedMail): Promise<ExcelJS.Workbook> {
  expect(received.attachments.map((a) => a.contentType)).toEqual([XLSX, 'application/pdf']);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(received.attachments[0]!.content as unknown as ArrayBuffer);
  return workbook;
}

/** The attached PDF's text, every page; pdf.js reads 'ำ' back as 'ำา' and spaces vary. */
async function pdfTextOf(received: ReceivedMail): Promise<string> {
  const bytes = received.attachments[1]!.content;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text.replace(/ำา/g, 'ำ').replace(/\s+/g, '');
}

/** A sheet's rows as plain values (ExcelJS rows are 1-based, with an empty first cell). */
function rowsOf(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the branch report by mail', () => {
  it('queues, renders the screen’s sheets, and arrives at the manager’s own address with the figures of the GETs', async () => {
    const before = sink.messages.length;
    const queued = await mail(reports.mailBranchIncome, x.f.manager, { ...RANGE, lang: 'th' });
    expect(queued.statusCode, queued.body).toBe(200);
    const request: TMailedReport = queued.json.data;
    expect(request).toMatchObject({
      report: 'branchIncome',
      ...RANGE,
      lang: 'th',
      to: 'manager@demo.yim.test',
      state: 'queued',
      isRetrying: false,
      sentAt: null,
      fileName: null,
    });

    await drain();
    const [received] = (await sink.waitFor(before + 1)).slice(before);
    expect(received!.to).toEqual(['manager@demo.yim.test']);
    expect(received!.subject).toContain('รายงานรายได้สาขา');
    expect(received!.text).toContain('สาขา');
    expect(received!.attachments.map((a) => a.filename)).toEqual([
      'yim-branchIncome-2026-10-01-2026-11-30.xlsx',
      'yim-branchIncome-2026-10-01-2026-11-30.pdf',
    ]);
    // The PDF lays out the same sheets: their Thai names, the range, the day total and the owed one.
    const pdfText = await pdfTextOf(received!);
    for (const words of ['รายงานรายได้สาขา', 'รายวัน', 'ทันตแพทย์', 'ค้างชำระ', '01/10/2569', '2,856.15', '1,500.00']) {
      expect(pdfText, words).toContain(words.replace(/\s+/g, ''));
    }

    // The workbook says what the reports say (report-fixture.ts computes them by hand).
    const workbook = await workbookOf(received!);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'สรุป',
      'รายวัน',
      'ทันตแพทย์',
      'ช่องทางชำระเงิน',
      'รายการรักษา',
      'ค้างชำระ',
    ]);
    const owed = rowsOf(workbook, 'ค้างชำระ');
    const overdue = await x.f.t.send(reports.branchReceiptItemOverdue, {
      token: x.f.manager,
      params: SIAM,
      query: RANGE,
    });
    expect(owed.length).toBe(overdue.json.data.lines.length + 2);
    expect(owed.at(-1)?.at(-1)).toBe(overdue.json.data.totals.remained);
    expect(owed.at(-1)?.at(-1)).toBeGreaterThan(0);
    const days = rowsOf(workbook, 'รายวัน');
    expect(days[0]).toEqual(['วันที่', 'ใบเสร็จ', 'รับชำระ (บาท)', 'ค่าแล็บ (บาท)']);
    expect(days.at(-1)).toEqual(['รวม', 4, 2856.15, 1500]);
    const summed = days.slice(1, -1).reduce((sum, row) => sum + Math.round((row[2] as number) * 100), 0);
    expect(summed / 100).toBe(2856.15);
    const methods = rowsOf(workbook, 'ช่องทางชำระเงิน');
    const payments = await x.f.t.send(reports.receiptPayment, { token: x.f.manager, params: SIAM, query: RANGE });
    expect(methods.at(-1)).toEqual(['รวม', '', payments.json.data.total]);
    const doctors = rowsOf(workbook, 'ทันตแพทย์');
    const perDoctor = await x.f.t.send(reports.branchDoctorIncome, { token: x.f.manager, params: SIAM, query: RANGE });
    expect(doctors.at(-1)?.[3]).toBe(perDoctor.json.data.totals.paid);

    const [listedRequest] = await listed(x.f.manager);
    expect(listedRequest).toMatchObject({
      id: request.id,
      state: 'sent',
      fileName: 'yim-branchIncome-2026-10-01-2026-11-30.xlsx',
    });
    expect(listedRequest!.sentAt).not.toBeNull();

    const audit = await x.f.t.db.owner.execute<{ action: string; after: { to: string } }>(
      sql`select action, after from audit_log where entity = 'mailed_report' and entity_id = ${String(request.id)}`,
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ to: 'manager@demo.yim.test' }) }),
    ]);
  });

  it('is refused to a doctor, as the branch report is', async () => {
    const response = await mail(reports.mailBranchIncome, x.f.doctor, RANGE);
    expect(response.statusCode).toBe(403);
  });

  it('checks the range and the language like the screen (never a 500)', async () => {
    for (const payload of [
      { startDate: '2026-11-30', endDate: '2026-10-01' },
      { startDate: '2025-01-01', endDate: '2026-11-30' },
      { ...RANGE, lang: 'fr' },
      { ...RANGE, startDate: '2026-02-30' },
    ]) {
      const response = await mail(reports.mailBranchIncome, x.f.manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('personal income by mail', () => {
  it('sends a doctor their own income, in English when asked, with the figures of the GET', async () => {
    const before = sink.messages.length;
    const queued = await mail(reports.mailPersonalIncome, x.f.doctor, { ...RANGE, lang: 'en' });
    expect(queued.statusCode, queued.body).toBe(200);
    await drain();
    const [received] = (await sink.waitFor(before + 1)).slice(before);
    expect(received!.to).toEqual(['doctor@demo.yim.test']);
    expect(received!.subject).toContain('Personal income report');
    const workbook = await workbookOf(received!);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Per day', 'Treatments']);
    const own = await x.f.t.send(reports.personalIncome, { token: x.f.doctor, params: SIAM, query: RANGE });
    const summary = rowsOf(workbook, 'Summary');
    expect(summary).toContainEqual(['Payments received', own.json.data.doctor.paid]);
    expect(summary).toContainEqual(['Doctor fee', own.json.data.doctor.fee]);
  });

  it("refuses a doctor a colleague's income, and lets a manager name one", async () => {
    const refused = await mail(reports.mailPersonalIncome, x.f.doctor, { ...RANGE, doctorUid: x.f.doctor2Uid });
    expect(refused.statusCode).toBe(403);
    const allowed = await mail(reports.mailPersonalIncome, x.f.manager, { ...RANGE, doctorUid: x.f.doctor2Uid });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await drain();
  });
});

describe('the list and its limits', () => {
  it('lists only the caller’s own requests, newest first, and none to another clinic', async () => {
    const mine = await listed(x.f.doctor);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.to === 'doctor@demo.yim.test')).toBe(true);
    const counters = await listed(x.f.counter);
    expect(counters).toEqual([]);
    const outsider = await x.f.t.send(reports.mailedReports, { token: x.f.ariManager, params: SIAM });
    // Another clinic's branch is not found, not merely forbidden: its existence is not told.
    expect(outsider.statusCode).toBe(404);
    const elsewhere = await x.f.t.send(reports.mailedReports, { token: x.f.ariManager, params: ARI });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json.data.reports).toEqual([]);
  });

  it('takes three pending requests at a time, and more once they are sent', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await mail(reports.mailBranchIncome, x.f.counter, RANGE);
      expect(response.statusCode, response.body).toBe(200);
    }
    const fourth = await mail(reports.mailBranchIncome, x.f.counter, RANGE);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json.errorCode).toBe('REPORT-MAIL-BUSY');
    await drain();
    expect((await listed(x.f.counter)).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
    const again = await mail(reports.mailBranchIncome, x.f.counter, RANGE);
    expect(again.statusCode, again.body).toBe(200);
    await drain();
  });

  it('mails a report once even when its render job runs twice', async () => {
    const before = sink.messages.length;
    const queued = await mail(reports.mailBranchIncome, x.f.manager, RANGE);
    const id: number = queued.json.data.id;
    // A second worker that took the same request (a claim that expired mid-render).
    const clinic = await x.f.t.db.owner.execute<{ clinic_id: number }>(
      sql`select clinic_id from mailed_reports where id = ${id}`,
    );
    await x.f.t.db.owner.execute(
      sql`insert into jobs (kind, payload) values (${RENDER_MAILED_REPORT_JOB}, ${JSON.stringify({ clinicId: clinic.rows[0]!.clinic_id, id })}::jsonb)`,
    );
    await drain();
    await sink.waitFor(before + 1);
    const mailJobs = await x.f.t.db.owner.execute<{ mail_job_id: number }>(
      sql`select mail_job_id from mailed_reports where id = ${id}`,
    );
    expect(mailJobs.rows[0]!.mail_job_id).not.toBeNull();
    expect(sink.messages.length).toBe(before + 1);
  });

  it('shows a delivery that failed as retrying, then sent once the mail server is back', async () => {
    const queued = await mail(reports.mailBranchIncome, x.f.manager, RANGE);
    const id: number = queued.json.data.id;
    const port = Number(new URL(sink.url).port);
    await sink.close(); // the mail server is down
    await drain(); // renders, then the mail's first try fails to connect
    const retrying = (await listed(x.f.manager)).find((r) => r.id === id);
    expect(retrying).toMatchObject({ state: 'sending', isRetrying: true, sentAt: null });

    sink = await startSmtpSink({ port });
    // The retry is due in 30 s: bring it forward rather than wait.
    await x.f.t.db.owner.execute(
      sql`update jobs set run_at = now() where id = (select mail_job_id from mailed_reports where id = ${id})`,
    );
    await drain();
    await sink.waitFor(1);
    expect((await listed(x.f.manager)).find((r) => r.id === id)).toMatchObject({ state: 'sent', isRetrying: false });
  });
});
