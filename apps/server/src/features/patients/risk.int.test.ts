import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TPatient, type TRiskEvaluationList, type TRiskQuestion } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The medical-history questionnaire (issue 9, spec clinic §7 Risk): the default questions, a
// manager's own, a patient's answers and the medical alerts they give, across roles and clinics.
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let manager: string;
let ariManager: string;
let patient: TPatient;
let questions: TRiskQuestion[];
beforeAll(async () => {
  t = await createTestApp();
  [counter, doctor, assistant, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  const created = await t.send(patients.create, {
    token: counter,
    params: SIAM,
    payload: { firstNameTh: 'ประวัติ', lastNameTh: 'ทางการแพทย์' },
  });
  patient = created.json.data as TPatient;
  questions = (await t.send(patients.riskQuestions, { token: doctor, params: SIAM })).json.data as TRiskQuestion[];
});
afterAll(() => t.close());

const question = (key: string) => questions.find((q) => q.key === key)!;

async function evaluations(token = doctor, patientId = patient.id): Promise<TRiskEvaluationList> {
  const response = await t.send(patients.riskEvaluations, { token, params: SIAM, query: { patientId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TRiskEvaluationList;
}

describe('risk questions', () => {
  it('give every clinic the default questionnaire once, in order, each readable by id', async () => {
    expect(questions.map((q) => q.key)).toContain('anticoagulant');
    expect(questions).toHaveLength(15);
    expect(questions.map((q) => q.sort)).toEqual([...questions.map((q) => q.sort)].sort((a, b) => a - b));
    const again = await t.send(patients.riskQuestions, { token: assistant, params: SIAM });
    expect(again.json.data).toEqual(questions);
    const one = await t.send(patients.riskQuestion, {
      token: counter,
      params: { ...SIAM, id: question('pregnancy').id },
    });
    expect(one.json.data).toMatchObject({ key: 'pregnancy', alertLabelTh: 'ตั้งครรภ์/ให้นมบุตร' });
    // Another clinic has its own copy; this one's id is not found there.
    const ari = await t.send(patients.riskQuestions, { token: ariManager, params: ARI });
    expect((ari.json.data as TRiskQuestion[]).map((q) => q.id)).not.toContain(question('pregnancy').id);
    const across = await t.send(patients.riskQuestion, {
      token: ariManager,
      params: { ...ARI, id: question('pregnancy').id },
    });
    expect(across.statusCode).toBe(404);
  });

  it('take a manager’s own question, and refuse other roles and an empty Thai text', async () => {
    const payload = { textTh: 'เคยจัดฟันมาก่อนหรือไม่', textEn: 'Have you had braces before?', sort: 500 };
    const created = await t.send(patients.riskQuestionCreate, { token: manager, params: SIAM, payload });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json.data).toMatchObject({ key: 'custom', alertLabelTh: '', asksDetail: false });
    for (const token of [counter, doctor, assistant]) {
      const refused = await t.send(patients.riskQuestionCreate, { token, params: SIAM, payload });
      expect(refused.statusCode).toBe(403);
    }
    const empty = await t.send(patients.riskQuestionCreate, {
      token: manager,
      params: SIAM,
      payload: { textTh: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    questions = (await t.send(patients.riskQuestions, { token: doctor, params: SIAM })).json.data as TRiskQuestion[];
  });
});

describe('risk evaluations', () => {
  it('record an assistant’s answers; the yes answers with an alert label become the alerts, newest evaluation only', async () => {
    expect(await evaluations()).toEqual({ evaluations: [], alerts: [] });
    const first = await t.send(patients.riskEvaluationCreate, {
      token: assistant,
      params: SIAM,
      payload: {
        patientId: patient.id,
        answers: [
          { questionId: question('anticoagulant').id, answer: 'yes', detail: 'วาร์ฟาริน 3 มก.' },
          { questionId: question('smoking').id, answer: 'yes' },
          { questionId: question('pregnancy').id, answer: 'no' },
        ],
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.data).toMatchObject({ patientId: patient.id, createdByName: expect.any(String) });
    const listed = await evaluations();
    expect(listed.evaluations).toHaveLength(1);
    // Smoking carries no alert label: answered yes, it is not an alert.
    expect(listed.alerts).toEqual([
      {
        questionId: question('anticoagulant').id,
        labelTh: 'ใช้ยาละลายลิ่มเลือด',
        labelEn: 'Anticoagulant / antiplatelet',
        detail: 'วาร์ฟาริน 3 มก.',
      },
    ]);

    const second = await t.send(patients.riskEvaluationCreate, {
      token: counter,
      params: SIAM,
      payload: {
        patientId: patient.id,
        answers: [{ questionId: question('pregnancy').id, answer: 'yes', detail: '12 สัปดาห์' }],
      },
    });
    expect(second.statusCode).toBe(200);
    const newest = await evaluations(manager);
    expect(newest.evaluations.map((e) => e.id)).toEqual([second.json.data.id, first.json.data.id]);
    expect(newest.alerts.map((a) => a.labelTh)).toEqual(['ตั้งครรภ์/ให้นมบุตร']);
  });

  it('correct an evaluation with an audit row keeping both versions', async () => {
    const [newest] = (await evaluations()).evaluations;
    const fixed = await t.send(patients.riskEvaluationUpdate, {
      token: doctor,
      params: { ...SIAM, id: newest!.id },
      payload: { answers: [{ questionId: question('pregnancy').id, answer: 'no' }] },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await evaluations()).alerts).toEqual([]);
    const audit = await t.db.owner.execute<{ action: string; before: unknown; after: unknown }>(sql`
      select action, before, after from audit_log
      where entity = 'risk_evaluation' and entity_id = ${String(newest!.id)} order by id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit.rows[1]!.before)).toContain('12 สัปดาห์');
  });

  it('refuse an unknown question, a repeated one, and a patient or evaluation of another clinic', async () => {
    const unknown = await t.send(patients.riskEvaluationCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId: patient.id, answers: [{ questionId: 2_000_000, answer: 'yes' }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('answers.0.questionId');
    const repeated = await t.send(patients.riskEvaluationCreate, {
      token: counter,
      params: SIAM,
      payload: {
        patientId: patient.id,
        answers: [
          { questionId: question('smoking').id, answer: 'yes' },
          { questionId: question('smoking').id, answer: 'no' },
        ],
      },
    });
    expect(repeated.statusCode).toBe(422);
    const ariQuestions = (await t.send(patients.riskQuestions, { token: ariManager, params: ARI })).json
      .data as TRiskQuestion[];
    const otherPatient = await t.send(patients.riskEvaluationCreate, {
      token: ariManager,
      params: ARI,
      payload: { patientId: patient.id, answers: [{ questionId: ariQuestions[0]!.id, answer: 'no' }] },
    });
    expect(otherPatient.statusCode).toBe(404);
    const otherList = await t.send(patients.riskEvaluations, {
      token: ariManager,
      params: ARI,
      query: { patientId: patient.id },
    });
    expect(otherList.statusCode).toBe(404);
    const [newest] = (await evaluations()).evaluations;
    const otherUpdate = await t.send(patients.riskEvaluationUpdate, {
      token: ariManager,
      params: { ...ARI, id: newest!.id },
      payload: { answers: [{ questionId: ariQuestions[0]!.id, answer: 'no' }] },
    });
    expect(otherUpdate.statusCode).toBe(404);
  });
});
