import { z } from 'zod';
import { branchReportSheets, mailedReportFileName, personalIncomeSheets, type ReportSheet } from '@yim/contract';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { JobHandler } from '../../lib/jobs/job-worker.ts';
import { enqueueMail, mailAttachment } from '../../lib/mail/mail.ts';
import { findBranchMember } from './branch-doctor.repo.ts';
import { branchReportData } from './branch-reports.service.ts';
import { reportHeading, reportMail, sheetWords } from './mailed-report.mail.ts';
import { renderReportPdf } from './report.pdf.ts';
import { branchTitle, lockMailedReport, recordReportMail, type MailedReportRow } from './mailed-reports.repo.ts';
import { doctorIncome } from './personal-income.service.ts';
import type { BranchIds } from './report-scope.repo.ts';
import { reportWorkbook, XLSX_CONTENT_TYPE } from './report-workbook.service.ts';

const ZRenderPayload = z.object({ clinicId: z.number().int().positive(), id: z.number().int().positive() });

type Rendered = { sheets: ReportSheet[]; doctorName?: string };

async function render(tx: Tx, scope: BranchIds, row: MailedReportRow): Promise<Rendered> {
  const range = { startDate: row.startDate, endDate: row.endDate };
  const words = sheetWords(row.lang);
  if (row.report === 'branchIncome')
    return { sheets: branchReportSheets(await branchReportData(tx, scope, range), words) };
  const doctorUid = row.doctorUid!;
  const member = await findBranchMember(tx, scope, doctorUid);
  // The request checked the doctor; a member row is never deleted, so this is a broken reference.
  if (!member) throw new Error(`mailed report ${row.id}: doctor ${doctorUid} is no member of the branch`);
  const data = await doctorIncome(tx, scope, { doctorUid, member }, range);
  return { sheets: personalIncomeSheets(data, words), doctorName: data.doctor.doctorName };
}

/**
 * Renders a requested report into its workbook and PDF and queues the mail. The figures are read
 * in one transaction, when the job runs (seconds after the request); the files are laid out after
 * it has ended, since a year's PDF and workbook cost far more CPU than the reads and PGlite runs
 * one transaction at a time (issue 21); the mail is queued in a second transaction that also
 * records it on the request, where a retried or duplicated job finds it and stops: a report is
 * mailed once.
 */
export function renderMailedReportJob(db: Database): JobHandler {
  return async (payload) => {
    const { clinicId, id } = ZRenderPayload.parse(payload);
    const read = await db.run({ clinicId }, async (tx) => {
      const row = await lockMailedReport(tx, id);
      if (!row || row.mailJobId !== null) return undefined;
      const scope = { clinicId: row.clinicId, branchId: row.branchId };
      const { sheets, doctorName } = await render(tx, scope, row);
      const content = {
        report: row.report,
        lang: row.lang,
        startDate: row.startDate,
        endDate: row.endDate,
        branchName: await branchTitle(tx, scope),
        ...(doctorName ? { doctorName } : {}),
      };
      return { row, sheets, content };
    });
    if (!read) return;
    const { row, sheets, content } = read;
    const fileName = mailedReportFileName(row);
    const heading = reportHeading(content);
    const pdf = await renderReportPdf({
      title: heading.title,
      subtitle: `${heading.about} · ${heading.range}`,
      sheets,
    });
    const workbook = await reportWorkbook(sheets);
    await db.run({ clinicId }, async (tx) => {
      const locked = await lockMailedReport(tx, id);
      // Another run of the job may have mailed it while this one laid the files out.
      if (!locked || locked.mailJobId !== null) return;
      const mail = reportMail({
        ...content,
        to: locked.toEmail,
        attachments: [
          mailAttachment(fileName, XLSX_CONTENT_TYPE, workbook),
          mailAttachment(fileName.replace(/\.xlsx$/, '.pdf'), 'application/pdf', pdf),
        ],
      });
      await recordReportMail(tx, id, await enqueueMail(tx, mail), fileName);
    });
  };
}
