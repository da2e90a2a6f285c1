import type { TReceiptLanguage } from '@yim/contract';

/**
 * The words of the server-made receipt PDF: the same as the browser's receipt
 * (apps/web/src/locales/{th,en}/receipts.json, "doc"), so both prints read alike;
 * scripts/receipt-words.test.ts keeps them equal.
 */
const TH = {
  title: 'ใบเสร็จรับเงิน',
  tel: 'โทร',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  number: 'เลขที่',
  date: 'วันที่',
  patient: 'ได้รับเงินจาก',
  item: 'รายการ',
  quantity: 'จำนวน',
  price: 'ราคา',
  discount: 'ส่วนลด',
  amount: 'ยอดสุทธิ',
  paid: 'ชำระ',
  total: 'รวมยอดสุทธิ',
  paidToday: 'ชำระวันนี้',
  overdue: 'คงค้าง',
  nextVisit: 'นัดครั้งถัดไป',
  cancelled: 'ยกเลิกแล้ว:',
  receiver: 'ผู้รับเงิน',
  promptPay: 'สแกนชำระยอดคงค้างด้วยพร้อมเพย์',
  approvalCode: 'รหัสอนุมัติ',
};

export const RECEIPT_TEXTS: Record<TReceiptLanguage, Record<keyof typeof TH, string>> = {
  th: TH,
  en: {
    title: 'Receipt',
    tel: 'Tel.',
    taxId: 'Tax ID',
    number: 'No.',
    date: 'Date',
    patient: 'Received from',
    item: 'Description',
    quantity: 'Qty',
    price: 'Price',
    discount: 'Discount',
    amount: 'Net',
    paid: 'Paid',
    total: 'Net total',
    paidToday: 'Paid today',
    overdue: 'Outstanding',
    nextVisit: 'Next visit',
    cancelled: 'Cancelled:',
    receiver: 'Received by',
    promptPay: 'Scan to pay the outstanding amount with PromptPay',
    approvalCode: 'Approval code',
  },
};
