import {
  formatDn,
  formatMoney,
  formatThaiDate,
  type TBranchInfo,
  type TPatient,
  type TTreatmentPlan,
} from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { placeText } from './plan-draft.ts';
import './plan-print.css';

export type PlanLanguage = 'th' | 'en';
export type PlanPaper = 'A5' | 'A4';

type Props = {
  plan: TTreatmentPlan;
  patient: TPatient;
  branch: TBranchInfo | undefined;
  language: PlanLanguage;
  paper: PlanPaper;
  /** Mouth-area names by value, in the document's language. */
  areaNames: ReadonlyMap<string, string>;
};

function documentDate(value: string, language: PlanLanguage): string {
  if (language === 'th') return formatThaiDate(value, 'long');
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'long' }).format(new Date(value));
}

function patientFullName(patient: TPatient, language: PlanLanguage): string {
  const en = [patient.firstNameEn, patient.lastNameEn].filter(Boolean).join(' ');
  const th = [patient.firstNameTh, patient.lastNameTh].filter(Boolean).join(' ');
  return language === 'en' ? en || th : th || en;
}

/**
 * A plan for the patient to take home, laid out for an A5 or A4 sheet (plan-print.css) in Thai or
 * English: the clinic and branch, the patient, each item by priority with its place and price,
 * the total and what is left to do, and places to sign.
 */
export function PlanDocument({ plan, patient, branch, language, paper, areaNames }: Props) {
  const { i18n } = useTranslation('treatments');
  const t = i18n.getFixedT(language, 'treatments');
  const isThai = language === 'th';
  const items = [...plan.items].sort((a, b) => a.priority - b.priority);
  return (
    <article className="yim-plan" data-paper={paper} lang={language} aria-label={t('print.documentTitle')}>
      <header className="yim-plan__head">
        <div>
          <h2>{branch ? (isThai ? branch.clinic.name : branch.clinic.nameEn || branch.clinic.name) : ''}</h2>
          <div>{branch ? (isThai ? branch.name : branch.nameEn || branch.name) : ''}</div>
          <div>{branch ? (isThai ? branch.address : branch.addressEn || branch.address) : ''}</div>
          {branch?.tel && <div>{t('print.tel', { tel: branch.tel })}</div>}
        </div>
        <div className="yim-plan__meta">
          <h2>{t('print.documentTitle')}</h2>
          <div>{documentDate(plan.modifyDt, language)}</div>
        </div>
      </header>
      <div className="yim-plan__patient">
        {t('print.patient')}: <strong>{patientFullName(patient, language)}</strong> · DN {formatDn(patient.dn)}
        {plan.title && <div>{plan.title}</div>}
      </div>
      <table className="yim-plan__items">
        <thead>
          <tr>
            <th>{t('print.no')}</th>
            <th>{t('print.treatment')}</th>
            <th>{t('print.place')}</th>
            <th>{t('print.priority')}</th>
            <th>{t('print.status')}</th>
            <th className="num">{t('print.price')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td>{isThai ? item.nameTh : item.nameEn || item.nameTh}</td>
              <td>{placeText(item, areaNames)}</td>
              <td>{item.priority}</td>
              <td>{t(`plan.status.${item.status}`)}</td>
              <td className="num">{formatMoney(item.price)}</td>
            </tr>
          ))}
          <tr className="yim-plan__total">
            <td colSpan={5} className="num">
              {t('print.total')}
            </td>
            <td className="num">{formatMoney(plan.total)}</td>
          </tr>
          <tr className="yim-plan__total">
            <td colSpan={5} className="num">
              {t('print.remaining')}
            </td>
            <td className="num">{formatMoney(plan.remaining)}</td>
          </tr>
        </tbody>
      </table>
      {plan.note && <p className="yim-plan__note">{plan.note}</p>}
      <footer className="yim-plan__sign">
        <span>{t('print.patientSign')}</span>
        <span>{t('print.doctorSign')}</span>
      </footer>
    </article>
  );
}
