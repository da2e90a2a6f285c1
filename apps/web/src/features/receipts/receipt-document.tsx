import {
  bahtTextEn,
  bahtTextTh,
  cardSlipText,
  formatDn,
  formatMoney,
  formatThaiDate,
  formatTime,
  receiptPromptPay,
  type ReceiptLabel,
  type TPublicReceipt,
} from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { PromptPayQr } from './promptpay-qr.tsx';
import './receipt-print.css';

export type ReceiptLanguage = 'th' | 'en';
/** What a receipt prints: a staff member's full receipt or the public link's. */
export type PrintableReceipt = TPublicReceipt['receipt'];
export type ReceiptHeader = TPublicReceipt['branch'] & { logo?: string | null };
/** The columns the public view can hide (spec §2 'แสดงคอลัมน์'). */
export type ReceiptColumns = { doctor: boolean; quantity: boolean; price: boolean; finalDiscount: boolean };
export const ALL_COLUMNS: ReceiptColumns = { doctor: true, quantity: true, price: true, finalDiscount: true };

/** '27/11/69' in Thai (two-digit Buddhist year, spec §9), '27/11/2026' in English. */
function receiptDate(value: string, language: ReceiptLanguage): string {
  if (language === 'th') return formatThaiDate(value, 'receipt');
  const d = new Date(value);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return parts.format(d);
}

/**
 * One receipt laid out for an A5 sheet (receipt-print.css), in Thai or English: the clinic and
 * branch, the number, date and type label, the lines (price and discount columns only when a
 * line has a discount, spec §2), paid today and still owed, the methods, and the amount in words.
 */
export function ReceiptDocument({
  receipt,
  branch,
  language,
  label,
  columns = ALL_COLUMNS,
}: {
  receipt: PrintableReceipt;
  branch: ReceiptHeader | undefined;
  language: ReceiptLanguage;
  label: ReceiptLabel;
  columns?: ReceiptColumns;
}) {
  const { i18n } = useTranslation('receipts');
  const t = i18n.getFixedT(language, 'receipts');
  const isThai = language === 'th';
  // Price and discount only when a line has a discount (spec §2), and when not switched off.
  const hasDiscount = receipt.receiptItems.some((item) => item.finalDiscount > 0);
  const showPrice = hasDiscount && columns.price;
  const showDiscount = hasDiscount && columns.finalDiscount;
  const clinicName = branch ? (isThai ? branch.clinicName : branch.clinicNameEn || branch.clinicName) : '';
  const branchName = branch ? (isThai ? branch.name : branch.nameEn || branch.name) : '';
  const address = branch ? (isThai ? branch.address : branch.addressEn || branch.address) : '';
  // What is still owed can be paid by PromptPay to the branch (the same rule as the server's PDF).
  const promptPay = receiptPromptPay(receipt, branch?.taxId ?? '');
  return (
    <article className="yim-receipt" lang={language} data-label={label} aria-label={t('doc.title')}>
      <header className="yim-receipt__head">
        <div>
          {branch?.logo && <img className="yim-receipt__logo" src={branch.logo} alt="" />}
          <strong>{clinicName}</strong>
          <div>{branchName}</div>
          {address && <div>{address}</div>}
          {branch?.tel && <div>{t('doc.tel', { tel: branch.tel })}</div>}
          {branch?.taxId && <div>{t('doc.taxId', { taxId: branch.taxId })}</div>}
        </div>
        <div className="yim-receipt__meta">
          <div className="yim-receipt__label">{label}</div>
          <h2>{t('doc.title')}</h2>
          <div>
            {t('doc.number')} {receipt.receiptNo}
          </div>
          <div>
            {t('doc.date')} {receiptDate(receipt.creationDt, language)}
          </div>
        </div>
      </header>
      <div className="yim-receipt__patient">
        {t('doc.patient')} {receipt.patient.name} · DN {formatDn(receipt.patient.dn)}
      </div>
      <table className="yim-receipt__lines">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('doc.item')}</th>
            {columns.quantity && <th className="num">{t('doc.quantity')}</th>}
            {showPrice && <th className="num">{t('doc.price')}</th>}
            {showDiscount && <th className="num">{t('doc.discount')}</th>}
            <th className="num">{t('doc.amount')}</th>
            <th className="num">{t('doc.paid')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.receiptItems.map((item, index) => (
            <tr key={item.treatmentItem}>
              <td>{index + 1}</td>
              <td>
                {isThai ? item.name : item.nameEn || item.name}
                {columns.doctor && (
                  <div className="yim-receipt__doctor">{isThai ? item.doctor : item.doctorEn || item.doctor}</div>
                )}
              </td>
              {columns.quantity && <td className="num">{item.quantity}</td>}
              {showPrice && <td className="num">{formatMoney(item.price * item.quantity)}</td>}
              {showDiscount && <td className="num">{formatMoney(item.finalDiscount)}</td>}
              <td className="num">{formatMoney(item.amount)}</td>
              <td className="num">{formatMoney(item.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="yim-receipt__totals">
        <dt>{t('doc.total')}</dt>
        <dd>{formatMoney(receipt.amount)}</dd>
        <dt>{t('doc.paidToday')}</dt>
        <dd data-testid="receipt-paid">{formatMoney(receipt.paid)}</dd>
        <dt>{t('doc.overdue')}</dt>
        <dd>{formatMoney(receipt.overdue)}</dd>
        {receipt.displayAmount.map((line) => (
          <FragmentLine
            key={line.id}
            name={isThai ? line.cateName : line.cateNameEn || line.cateName}
            amount={line.amount}
            slip={line.card ? cardSlipText(line.card, t('doc.approvalCode')) : ''}
          />
        ))}
      </dl>
      <p className="yim-receipt__words">({isThai ? bahtTextTh(receipt.paid) : bahtTextEn(receipt.paid)})</p>
      {receipt.nextVisit && (
        <p>
          {t('doc.nextVisit')} {receiptDate(receipt.nextVisit.start, language)} {formatTime(receipt.nextVisit.start)}{' '}
          {isThai ? receipt.nextVisit.treatmentTitle : receipt.nextVisit.treatmentTitleEn}
        </p>
      )}
      {receipt.cancel && (
        <p className="yim-receipt__cancelled">
          {t('doc.cancelled')} {receipt.cancelReason}
        </p>
      )}
      {promptPay && (
        <div className="yim-receipt__promptpay">
          <PromptPayQr payload={promptPay} size={96} label={t('doc.promptPay')} />
          <span>
            {t('doc.promptPay')} {formatMoney(receipt.overdue)}
          </span>
        </div>
      )}
      <footer className="yim-receipt__sign">
        <span>{t('doc.receiver')}</span>
      </footer>
    </article>
  );
}

function FragmentLine({ name, amount, slip }: { name: string; amount: number; slip: string }) {
  return (
    <>
      <dt className="yim-receipt__method">
        {name}
        {slip && <span className="yim-receipt__slip">{slip}</span>}
      </dt>
      <dd>{formatMoney(amount)}</dd>
    </>
  );
}
