import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clinics, patients, ROLE, type TRiskQuestion } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MedicalHistoryTab } from './medical-history-tab.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };

function question(id: number, textTh: string): TRiskQuestion {
  return { id, key: 'custom', textTh, textEn: '', alertLabelTh: '', alertLabelEn: '', asksDetail: false, sort: id };
}

function serve(roles: number[]) {
  setAccessToken('tok');
  let questions = [question(1, 'แพ้ยาหรือไม่')];
  const fetchMock = mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(patients.riskQuestions, BRANCH)]: () => answer(patients.riskQuestions, questions),
    [on(patients.riskEvaluations, BRANCH)]: () => answer(patients.riskEvaluations, { evaluations: [], alerts: [] }),
    [on(patients.riskQuestionCreate, BRANCH)]: (init) => {
      const added = { ...question(2, ''), ...JSON.parse(String(init.body)) } as TRiskQuestion;
      questions = [...questions, added];
      return answer(patients.riskQuestionCreate, added);
    },
  });
  return fetchMock;
}

function renderTab() {
  return renderRoutes(
    [
      {
        path: '/:clinicUrl/:branchUrl/patient/:patientId',
        element: <MedicalHistoryTab branch={BRANCH} patientId={7} />,
      },
    ],
    '/yim/siam/patient/7',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the medical history tab's own questions", () => {
  it('lets a manager add a question of the clinic, which the questionnaire then asks', async () => {
    const fetchMock = serve([ROLE.MANAGER]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มคำถามของคลินิก' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มคำถามในแบบสอบถามประวัติทางการแพทย์' });

    // The Thai question is required: nothing is sent without it.
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มคำถาม' }));
    expect(await screen.findByText('*กรุณาใส่คำถามภาษาไทย')).toBeVisible();
    expect(callsTo(fetchMock, patients.riskQuestionCreate, BRANCH)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /คำถาม \(ภาษาไทย\)/ }), {
      target: { value: 'เคยฉายรังสีบริเวณศีรษะและลำคอ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'ข้อความเตือนทางการแพทย์ (ภาษาไทย)' }), {
      target: { value: 'เคยฉายรังสี' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'ถามรายละเอียดเพิ่มเมื่อตอบว่าใช่' }));
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มคำถาม' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [[, init]] = callsTo(fetchMock, patients.riskQuestionCreate, BRANCH) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      textTh: 'เคยฉายรังสีบริเวณศีรษะและลำคอ',
      textEn: '',
      alertLabelTh: 'เคยฉายรังสี',
      alertLabelEn: '',
      asksDetail: true,
      sort: 1000,
    });

    // The next questionnaire asks it, after the earlier questions.
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกแบบสอบถามใหม่' }));
    expect(await screen.findByText('2. เคยฉายรังสีบริเวณศีรษะและลำคอ')).toBeVisible();
  });

  it('shows no way to add questions to those who may not', async () => {
    const fetchMock = serve([ROLE.ASSISTANT]);
    renderTab();
    expect(await screen.findByRole('button', { name: 'บันทึกแบบสอบถามใหม่' })).toBeVisible();
    // The roles have arrived (the button waits for them), and still no button.
    await waitFor(() => expect(callsTo(fetchMock, clinics.checkLoginAtBranch, BRANCH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'เพิ่มคำถามของคลินิก' })).toBeNull();
  });
});
