import {
  formatEnglishDate,
  formatThaiDate,
  type MailedReportName,
  type ReportLanguage,
  type ReportSheetLabel,
  type ReportSheetWords,
} from '@yim/contract';
import { escapeHtml } from '../../lib/mail/escape-html.ts';
import type { TMail, TMailAttachment } from '../../lib/mail/mail.ts';

/**
 * The words of the e-mailed workbook: the same as the screen's export (the web app's
 * locales/{th,en}/reports.json; scripts/report-words.test.ts keeps the two equal).
 */
const SHEET_WORDS: Record<ReportLanguage, Record<ReportSheetLabel, string>> = {
  th: {
    'sheet.summary': 'สรุป',
    'sheet.days': 'รายวัน',
    'sheet.doctors': 'ทันตแพทย์',
    'sheet.methods': 'ช่องทางชำระเงิน',
    'sheet.items': 'รายการรักษา',
    'sheet.overdue': 'ค้างชำระ',
    'column.item': 'หัวข้อ',
    'column.value': 'จำนวน',
    'column.date': 'วันที่',
    'column.receipts': 'ใบเสร็จ',
    'column.paid': 'รับชำระ (บาท)',
    'column.labCost': 'ค่าแล็บ (บาท)',
    'column.doctor': 'ทันตแพทย์',
    'column.lines': 'รายการ',
    'column.feeShare': 'ส่วนแบ่ง (%)',
    'column.fee': 'ค่าธรรมเนียมแพทย์ (บาท)',
    'column.method': 'ช่องทางชำระเงิน',
    'column.count': 'ครั้ง',
    'column.name': 'รายการรักษา',
    'column.quantity': 'จำนวน',
    'column.receiptNo': 'เลขที่ใบเสร็จ',
    'column.patient': 'ผู้ป่วย',
    'column.remained': 'ค้างชำระ (บาท)',
    'summary.paid': 'ยอดรับชำระ',
    'summary.labCost': 'ค่าแล็บ',
    'summary.net': 'รายได้หลังหักค่าแล็บ',
    'summary.overdue': 'ค้างชำระ',
    'summary.fee': 'ค่าธรรมเนียมแพทย์',
    total: 'รวม',
  },
  en: {
    'sheet.summary': 'Summary',
    'sheet.days': 'Per day',
    'sheet.doctors': 'Doctors',
    'sheet.methods': 'Payment methods',
    'sheet.items': 'Treatments',
    'sheet.overdue': 'Still owed',
    'column.item': 'Item',
    'column.value': 'Value',
    'column.date': 'Date',
    'column.receipts': 'Receipts',
    'column.paid': 'Paid (THB)',
    'column.labCost': 'Lab cost (THB)',
    'column.doctor': 'Doctor',
    'column.lines': 'Lines',
    'column.feeShare': 'Share (%)',
    'column.fee': 'Doctor fee (THB)',
    'column.method': 'Payment method',
    'column.count': 'Payments',
    'column.name': 'Treatment',
    'column.quantity': 'Quantity',
    'column.receiptNo': 'Receipt no.',
    'column.patient': 'Patient',
    'column.remained': 'Owed (THB)',
    'summary.paid': 'Payments received',
    'summary.labCost': 'Lab costs',
    'summary.net': 'Income after lab costs',
    'summary.overdue': 'Still owed',
    'summary.fee': 'Doctor fee',
    total: 'Total',
  },
};

export function sheetWords(lang: ReportLanguage): ReportSheetWords {
  return {
    label: (key) => SHEET_WORDS[lang][key],
    date: (day) => (lang === 'th' ? formatThaiDate(day) : formatEnglishDate(day)),
  };
}

const TITLES: Record<ReportLanguage, Record<MailedReportName, string>> = {
  th: { branchIncome: 'รายงานรายได้สาขา', personalIncome: 'รายงานรายได้ส่วนตัว' },
  en: { branchIncome: 'Branch income report', personalIncome: 'Personal income report' },
};

export type ReportMailContent = {
  to: string;
  report: MailedReportName;
  lang: ReportLanguage;
  startDate: string;
  endDate: string;
  /** "คลินิกยิ้ม สาขาสยาม": where the figures come from. */
  branchName: string;
  /** The doctor of a personal income report. */
  doctorName?: string;
  /** The workbook (XLSX) and the same sheets as a PDF. */
  attachments: TMailAttachment[];
};

export type ReportHeading = Pick<
  ReportMailContent,
  'report' | 'lang' | 'startDate' | 'endDate' | 'branchName' | 'doctorName'
>;

/** The report's title and what it is about (branch, doctor, range): the mail's and the PDF's heading. */
export function reportHeading(content: ReportHeading): { title: string; about: string; range: string } {
  const words = sheetWords(content.lang);
  return {
    title: TITLES[content.lang][content.report],
    about: [content.branchName, content.doctorName].filter(Boolean).join(' · '),
    range: `${words.date(content.startDate)} – ${words.date(content.endDate)}`,
  };
}

/** The mail that carries a rendered report: our words, the branch's name and the range only. */
export function reportMail(content: ReportMailContent): TMail {
  const { lang } = content;
  const { title, about, range } = reportHeading(content);
  const lines =
    lang === 'th'
      ? [`${title} ของ ${about}`, `ช่วงวันที่ ${range}`, 'ไฟล์รายงาน (Excel และ PDF) แนบมากับอีเมลนี้']
      : [`${title} for ${about}`, `Dates: ${range}`, 'The report (Excel and PDF) is attached to this e-mail.'];
  const footer =
    lang === 'th'
      ? 'อีเมลนี้ส่งตามคำขอของคุณจากระบบยิ้ม กรุณาเก็บรักษาข้อมูลการเงินของคลินิกเป็นความลับ'
      : 'You asked Yim to send this e-mail. Please keep the clinic’s figures confidential.';
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  return {
    to: content.to,
    subject: `${title}: ${range}`,
    text: [...lines, '', footer, '', 'ยิ้ม (Yim)'].join('\n'),
    html: [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>`,
      '<body style="font-family:Sarabun,Tahoma,sans-serif;font-size:16px;color:#222;line-height:1.6">',
      ...lines.map(paragraph),
      `<p style="margin:16px 0 0;font-size:13px;color:#777">${escapeHtml(footer)}</p>`,
      '</body></html>',
    ].join('\n'),
    attachments: content.attachments,
  };
}
