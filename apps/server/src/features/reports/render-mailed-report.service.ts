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
 * Renders a requested report into its workbook and queues the mail, in one transaction that
 * also records the mail on the request: a retried or duplicated job finds it and stops, so a
 * report is mailed once. Figures are read when the job runs (seconds after the request).
 */
export function renderMailedReportJob(db: Database): JobHandler {
  return async (payload) => {
    const { clinicId, id } = ZRenderPayload.parse(payload);
    await db.run({ clinicId }, async (tx) => {
      const row = await lockMailedReport(tx, id);
      if (!row || row.mailJobId !== null) return;
      const scope = { clinicId: row.clinicId, branchId: row.branchId };
      const { sheets, doctorName } = await render(tx, scope, row);
      const fileName = mailedReportFileName(row);
      const content = {
        report: row.report,
        lang: row.lang,
        startDate: row.startDate,
        endDate: row.endDate,
        branchName: await branchTitle(tx, scope),
        ...(doctorName ? { doctorName } : {}),
      };
      const heading = reportHeading(content);
      const pdf = await renderReportPdf({
        title: heading.title,
        subtitle: `${heading.about} · ${heading.range}`,
        sheets,
      });
      const mail = reportMail({
        ...content,
        to: row.toEmail,
        attachments: [
          mailAttachment(fileName, XLSX_CONTENT_TYPE, await reportWorkbook(sheets)),
          mailAttachment(fileName.replace(/\.xlsx$/, '.pdf'), 'application/pdf', pdf),
        ],
      });
      await recordReportMail(tx, id, await enqueueMail(tx, mail), fileName);
    });
  };
}
