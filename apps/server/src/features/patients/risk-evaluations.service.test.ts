import { describe, expect, it } from 'vitest';
import type { TRiskQuestion } from '@yim/contract';
import { medicalAlertsOf } from './risk-evaluations.service.ts';

const question = (id: number, alertLabelTh: string, alertLabelEn = ''): TRiskQuestion => ({
  id,
  key: `q${id}`,
  textTh: `คำถาม ${id}`,
  textEn: '',
  alertLabelTh,
  alertLabelEn,
  asksDetail: true,
  sort: id,
});

describe('medicalAlertsOf', () => {
  const questions = [question(1, 'แพ้ยา', 'Drug allergy'), question(2, ''), question(3, 'ตั้งครรภ์')];

  it('gives a yes to a question with an alert label, in the questionnaire order, with its detail', () => {
    expect(
      medicalAlertsOf(questions, [
        { questionId: 3, answer: 'yes', detail: '12 สัปดาห์' },
        { questionId: 1, answer: 'yes', detail: 'เพนิซิลลิน' },
      ]),
    ).toEqual([
      { questionId: 1, labelTh: 'แพ้ยา', labelEn: 'Drug allergy', detail: 'เพนิซิลลิน' },
      // No English label: the Thai one stands in.
      { questionId: 3, labelTh: 'ตั้งครรภ์', labelEn: 'ตั้งครรภ์', detail: '12 สัปดาห์' },
    ]);
  });

  it('ignores no, unknown, questions without a label and answers to questions no longer asked', () => {
    expect(
      medicalAlertsOf(questions, [
        { questionId: 1, answer: 'no', detail: '' },
        { questionId: 2, answer: 'yes', detail: 'สูบวันละ 5 มวน' },
        { questionId: 3, answer: 'unknown', detail: '' },
        { questionId: 99, answer: 'yes', detail: '' },
      ]),
    ).toEqual([]);
  });
});
