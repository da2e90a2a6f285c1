import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ai, patients, reports } from '@yim/contract';
import { analysisBody } from '../../test/ai-analysis-bodies.ts';
import {
  ARI,
  SIAM,
  THONGLOR,
  at,
  openAppointmentFixture,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';
import { branchRecommendations } from './analysis-recommendations.service.ts';

// The AI analysis reports (spec clinic §2 analysis/branch, analysis/patient; §7) over stored
// analyses with hand-computed figures, moved to their Bangkok times after saving:
//
// | analysis | patient | who      | branch   | Bangkok time     | findings (decision)                                               | lines | band |
// |----------|---------|----------|----------|------------------|-------------------------------------------------------------------|-------|------|
// | A1       | p1      | doctor   | siam     | 2026-10-05 00:10 | U carries .9 .7 (c), U gum .85 (r), L calculus .6 (c), L tongue .25 (u) | 2 | good |
// | A2       | p2      | doctor2  | siam     | 2026-10-05 14:00 | U gum .95 (c), L gum .8 (c), L calculus .55 (c)                    | 3     | fair |
// | A3       | p1      | doctor   | siam     | 2026-11-03 10:00 | U carries .9 (c), L worn_teeth .7 (r), L fluorosis .65 (r)         | 1     | good |
// | A4       | p1      | manager  | thonglor | 2026-11-10 11:00 | U gum .9 (c), L carries .9 (c)                                     | 2     | good |
// | A5       | p2      | manager  | siam     | 2026-11-20 09:00 | U gum, carries, calculus, worn_teeth, fluorosis .9, L tongue .9 (c) | 6    | poor |
//
// Siam, October and November: 4 analyses, 2 patients, 17 findings, 13 confirmed, 3 removed.

let f: AppointmentFixture;
let doctor2: string;
let headcounter: string;
let p2: number;
const RANGE = { startDate: '2026-10-01', endDate: '2026-11-30' };

async function store(token: string, params: typeof SIAM, body: object, time: string) {
  const response = await f.t.send(ai.saveAnalysis, { token, params, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  await f.t.db.owner.execute(
    sql`update ai_analyses set created_at = ${time}::timestamptz where id = ${response.json.data.id}`,
  );
}

beforeAll(async () => {
  f = await openAppointmentFixture();
  [doctor2, headcounter] = await Promise.all([
    f.t.login('doctor2@demo.yim.test'),
    f.t.login('headcounter@demo.yim.test'),
  ]);
  const second = await f.t.send(patients.create, {
    token: f.counter,
    params: SIAM,
    payload: { firstNameTh: 'วิเคราะห์', lastNameTh: 'ทดสอบสอง', mobile: '0891113344' },
  });
  p2 = second.json.data.id;
  const p1 = f.patientId;
  await store(
    f.doctor,
    SIAM,
    analysisBody(
      p1,
      [
        ['carries', 0.9],
        ['carries', 0.7],
        ['gum', 0.85],
      ],
      [
        ['calculus', 0.6],
        ['tongue', 0.25],
      ],
      [
        ['upper', 'carries', 'confirmed'],
        ['upper', 'gum', 'removed'],
        ['lower', 'calculus', 'confirmed'],
      ],
    ),
    at('2026-10-05', '00:10'),
  );
  await store(
    doctor2,
    SIAM,
    analysisBody(
      p2,
      [['gum', 0.95]],
      [
        ['gum', 0.8],
        ['calculus', 0.55],
      ],
      [
        ['upper', 'gum', 'confirmed'],
        ['lower', 'gum', 'confirmed'],
        ['lower', 'calculus', 'confirmed'],
      ],
    ),
    at('2026-10-05', '14:00'),
  );
  await store(
    f.doctor,
    SIAM,
    analysisBody(
      p1,
      [['carries', 0.9]],
      [
        ['worn_teeth', 0.7],
        ['fluorosis', 0.65],
      ],
      [
        ['upper', 'carries', 'confirmed'],
        ['lower', 'worn_teeth', 'removed'],
        ['lower', 'fluorosis', 'removed'],
      ],
    ),
    at('2026-11-03', '10:00'),
  );
  await store(
    f.manager,
    THONGLOR,
    analysisBody(
      p1,
      [['gum', 0.9]],
      [['carries', 0.9]],
      [
        ['upper', 'gum', 'confirmed'],
        ['lower', 'carries', 'confirmed'],
      ],
    ),
    at('2026-11-10', '11:00'),
  );
  const five = ['gum', 'carries', 'calculus', 'worn_teeth', 'fluorosis'] as const;
  await store(
    f.manager,
    SIAM,
    analysisBody(
      p2,
      five.map((c) => [c, 0.9] as const),
      [['tongue', 0.9]],
      [...five.map((c) => ['upper', c, 'confirmed'] as const), ['lower', 'tongue', 'confirmed'] as const],
    ),
    at('2026-11-20', '09:00'),
  );
}, 120_000);
afterAll(() => f.t.close());

async function read<T>(
  endpoint: typeof reports.analysisItem | typeof reports.patientAnalytics,
  query: object,
  token?: string,
) {
  const response = await f.t.send(endpoint, { token: token ?? f.manager, params: SIAM, query: query as never });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as T;
}

async function recommend(body: object, token = f.manager) {
  const response = await f.t.send(reports.recommendations, { token, params: SIAM, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

describe('analysisItem', () => {
  it('sums the branch’s analyses: totals, bands, conditions and doctors', async () => {
    const data = await read<any>(reports.analysisItem, RANGE);
    expect(data.totals).toEqual({ analyses: 4, patients: 2, findings: 17, confirmed: 13, removed: 3 });
    expect(data.bands).toEqual({ excellent: 0, good: 2, fair: 1, poor: 1 });
    expect(data.classes).toEqual([
      { className: 'gum', findings: 4, confirmed: 3, removed: 1, patients: 1 },
      { className: 'carries', findings: 4, confirmed: 4, removed: 0, patients: 2 },
      { className: 'calculus', findings: 3, confirmed: 3, removed: 0, patients: 2 },
      { className: 'tongue', findings: 2, confirmed: 1, removed: 0, patients: 1 },
      { className: 'worn_teeth', findings: 2, confirmed: 1, removed: 1, patients: 1 },
      { className: 'fluorosis', findings: 2, confirmed: 1, removed: 1, patients: 1 },
    ]);
    expect(data.doctors[0]).toEqual({
      doctorUid: f.doctorUid,
      doctorName: expect.any(String),
      analyses: 2,
      findings: 8,
      confirmed: 4,
      removed: 3,
    });
    expect(
      data.doctors
        .slice(1)
        .map((d: any) => [d.doctorUid === f.doctor2Uid, d.analyses, d.findings, d.confirmed])
        .sort(),
    ).toEqual([
      [false, 1, 6, 6],
      [true, 1, 3, 3],
    ]);
  });

  it('gives the series per Bangkok day (default) or month', async () => {
    const byDay = await read<any>(reports.analysisItem, RANGE);
    expect(byDay.periods).toEqual([
      { period: '2026-10-05', analyses: 2, findings: 8, confirmed: 6, removed: 1 },
      { period: '2026-11-03', analyses: 1, findings: 3, confirmed: 1, removed: 2 },
      { period: '2026-11-20', analyses: 1, findings: 6, confirmed: 6, removed: 0 },
    ]);
    const byMonth = await read<any>(reports.analysisItem, { ...RANGE, groupBy: 'month' });
    expect(byMonth.periods).toEqual([
      { period: '2026-10', analyses: 2, findings: 8, confirmed: 6, removed: 1 },
      { period: '2026-11', analyses: 2, findings: 9, confirmed: 7, removed: 2 },
    ]);
  });

  it('counts 00:10 on 5 October on that Bangkok day, not on the 4th (its UTC day)', async () => {
    const day = await read<any>(reports.analysisItem, { startDate: '2026-10-05', endDate: '2026-10-05' });
    expect(day.totals.analyses).toBe(2);
    const before = await read<any>(reports.analysisItem, { startDate: '2026-10-04', endDate: '2026-10-04' });
    expect(before.totals).toEqual({ analyses: 0, patients: 0, findings: 0, confirmed: 0, removed: 0 });
    expect(before.classes.every((c: any) => c.findings === 0)).toBe(true);
  });
});

describe('patientAnalytics', () => {
  it('lists a patient’s analyses across the clinic’s branches, oldest first, with the decided conditions', async () => {
    const data = await read<any>(reports.patientAnalytics, { ...RANGE, patientId: f.patientId });
    expect(data.analyses.map((a: any) => [a.branchName, a.oralHealth, a.problemCount, a.classes])).toEqual([
      [
        'สาขาสยาม',
        'good',
        2,
        [
          { className: 'gum', findings: 1, confirmed: 0, removed: 1 },
          { className: 'carries', findings: 2, confirmed: 2, removed: 0 },
          { className: 'calculus', findings: 1, confirmed: 1, removed: 0 },
        ],
      ],
      [
        'สาขาสยาม',
        'good',
        1,
        [
          { className: 'carries', findings: 1, confirmed: 1, removed: 0 },
          { className: 'worn_teeth', findings: 1, confirmed: 0, removed: 1 },
          { className: 'fluorosis', findings: 1, confirmed: 0, removed: 1 },
        ],
      ],
      [
        'สาขาทองหล่อ',
        'good',
        2,
        [
          { className: 'gum', findings: 1, confirmed: 1, removed: 0 },
          { className: 'carries', findings: 1, confirmed: 1, removed: 0 },
        ],
      ],
    ]);
    expect(data.analyses[0].createdAt).toBe('2026-10-04T17:10:00.000Z');
    expect(data.classes).toEqual([
      { className: 'gum', findings: 2, confirmed: 1, removed: 1 },
      { className: 'carries', findings: 4, confirmed: 4, removed: 0 },
      { className: 'calculus', findings: 1, confirmed: 1, removed: 0 },
      { className: 'tongue', findings: 1, confirmed: 0, removed: 0 },
      { className: 'worn_teeth', findings: 1, confirmed: 0, removed: 1 },
      { className: 'fluorosis', findings: 1, confirmed: 0, removed: 1 },
    ]);
  });

  it('keeps to the range', async () => {
    const data = await read<any>(reports.patientAnalytics, {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      patientId: f.patientId,
    });
    expect(data.analyses).toHaveLength(2);
  });
});

describe('recommendations', () => {
  it('for a patient: recall by the latest band, its confirmed conditions, a recurring one and the trend', async () => {
    const data = await recommend({ ...RANGE, patientId: f.patientId });
    expect(data).toEqual({
      scope: 'patient',
      analyses: 3,
      recommendations: [
        { code: 'recall', className: null, value: 6, total: null },
        { code: 'treat', className: 'gum', value: 1, total: null },
        { code: 'treat', className: 'carries', value: 1, total: null },
        { code: 'recurring', className: 'carries', value: 3, total: null },
        { code: 'worsening', className: null, value: 1, total: null },
      ],
    });
  });

  it('for the branch: the commonest condition, the fair-or-poor share and the patients to call back', async () => {
    const data = await recommend(RANGE, headcounter);
    expect(data).toEqual({
      scope: 'branch',
      analyses: 4,
      recommendations: [
        { code: 'commonCondition', className: 'carries', value: 4, total: 13 },
        { code: 'poorShare', className: null, value: 2, total: 4 },
        { code: 'recallDue', className: null, value: 1, total: null },
      ],
    });
  });

  it('names a condition the dentists remove half the time or more, from 5 decided findings', () => {
    const report = {
      range: RANGE,
      totals: { analyses: 5, patients: 5, findings: 10, confirmed: 4, removed: 6 },
      bands: { excellent: 5, good: 0, fair: 0, poor: 0 },
      periods: [],
      doctors: [],
      classes: [
        { className: 'gum' as const, findings: 5, confirmed: 2, removed: 3, patients: 2 },
        { className: 'carries' as const, findings: 5, confirmed: 2, removed: 3, patients: 2 },
      ],
    };
    expect(branchRecommendations(report, 0)).toEqual([
      { code: 'commonCondition', className: 'gum', value: 2, total: 4 },
      { code: 'oftenRemoved', className: 'gum', value: 3, total: 5 },
      { code: 'oftenRemoved', className: 'carries', value: 3, total: 5 },
    ]);
    report.classes[1]!.removed = 2;
    report.classes[1]!.confirmed = 3;
    expect(branchRecommendations(report, 0).filter((r) => r.code === 'oftenRemoved')).toHaveLength(1);
  });

  it('says nothing without analyses', async () => {
    const data = await recommend({ startDate: '2026-01-01', endDate: '2026-01-31', patientId: f.patientId });
    expect(data).toEqual({ scope: 'patient', analyses: 0, recommendations: [] });
  });
});

describe('who reads them, and where', () => {
  it('is the manager’s and the head counter’s (spec §2): a doctor and a counter get 403', async () => {
    for (const token of [f.doctor, f.counter]) {
      expect((await f.t.send(reports.analysisItem, { token, params: SIAM, query: RANGE })).statusCode).toBe(403);
      const patient = await f.t.send(reports.patientAnalytics, {
        token,
        params: SIAM,
        query: { ...RANGE, patientId: f.patientId },
      });
      expect(patient.statusCode).toBe(403);
      expect((await f.t.send(reports.recommendations, { token, params: SIAM, payload: RANGE })).statusCode).toBe(403);
    }
    await read(reports.analysisItem, RANGE, headcounter);
  });

  it('shows another clinic none of it', async () => {
    const branch = await f.t.send(reports.analysisItem, { token: f.ariManager, params: ARI, query: RANGE });
    expect(branch.statusCode, branch.body).toBe(200);
    expect(branch.json.data.totals.analyses).toBe(0);
    const patient = await f.t.send(reports.patientAnalytics, {
      token: f.ariManager,
      params: ARI,
      query: { ...RANGE, patientId: f.patientId },
    });
    expect(patient.json.data.analyses).toEqual([]);
    const advice = await f.t.send(reports.recommendations, {
      token: f.ariManager,
      params: ARI,
      payload: { ...RANGE, patientId: f.patientId },
    });
    expect(advice.json.data).toEqual({ scope: 'patient', analyses: 0, recommendations: [] });
  });

  it('refuses a reversed or too long range, a bad grouping and a missing date (422)', async () => {
    const bad = [
      { startDate: '2026-11-30', endDate: '2026-10-01' },
      { startDate: '2025-01-01', endDate: '2026-11-30' },
      { ...RANGE, groupBy: 'week' },
      { startDate: '2026-02-30', endDate: '2026-03-01' },
    ];
    for (const query of bad) {
      const response = await f.t.send(reports.analysisItem, { token: f.manager, params: SIAM, query: query as never });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
    const noPatient = await f.t.send(reports.patientAnalytics, {
      token: f.manager,
      params: SIAM,
      query: RANGE as never,
    });
    expect(noPatient.statusCode).toBe(422);
    const noDate = await f.t.send(reports.recommendations, {
      token: f.manager,
      params: SIAM,
      payload: { startDate: '2026-10-01' },
    });
    expect(noDate.statusCode).toBe(422);
  });
});
