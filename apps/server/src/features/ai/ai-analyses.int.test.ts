import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ai, treatments, type TAiStoredAnalysis } from '@yim/contract';
import { analysisBody } from '../../test/ai-analysis-bodies.ts';
import { ARI, SIAM, openAppointmentFixture, type AppointmentFixture } from '../../test/appointment-fixture.ts';

// POST /api/dental-ai/analysis: a finished workflow stored with the dentist's decisions
// (docs/ai-scope.md), graded by the confirmed lines (spec §4), audited, in its clinic only.

let f: AppointmentFixture;

beforeAll(async () => {
  f = await openAppointmentFixture();
}, 120_000);
afterAll(() => f.t.close());

const save = (body: unknown, token = f.doctor, params = SIAM) =>
  f.t.send(ai.saveAnalysis, { token, params, payload: body as object });

describe('storing a finished analysis', () => {
  it('keeps every finding with its line’s decision, grades by confirmed lines and writes an audit row', async () => {
    const body = analysisBody(
      f.patientId,
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
    );
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json.data as TAiStoredAnalysis;
    expect(stored).toMatchObject({
      patientId: f.patientId,
      doctorUid: f.doctorUid,
      threshold: 0.2,
      mode: 'sandbox',
      problemCount: 2,
      oralHealth: 'good',
      planId: null,
    });
    expect(stored.findings.map((x) => [x.photoType, x.class_name, x.confidence, x.decision])).toEqual([
      ['upper', 'carries', 0.9, 'confirmed'],
      ['upper', 'carries', 0.7, 'confirmed'],
      ['upper', 'gum', 0.85, 'removed'],
      ['lower', 'calculus', 0.6, 'confirmed'],
      // Under 0.3 a finding makes no line (spec §9): nobody decided on it.
      ['lower', 'tongue', 0.25, 'undecided'],
    ]);
    expect(stored.findings[0]!.box).toEqual({ x1: 10, y1: 20, x2: 60, y2: 80 });
    const audit = await f.t.db.owner.execute<{ action: string; user_id: string }>(
      sql`select action, user_id from audit_log where entity = 'ai_analysis' and entity_id = ${String(stored.id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'create', user_id: f.doctorUid }]);
  });

  it('grades 3 to 5 confirmed lines fair and 6 poor (spec §4 bands)', async () => {
    const fair = analysisBody(
      f.patientId,
      [['gum', 0.9]],
      [
        ['gum', 0.8],
        ['calculus', 0.55],
      ],
      [
        ['upper', 'gum', 'confirmed'],
        ['lower', 'gum', 'confirmed'],
        ['lower', 'calculus', 'confirmed'],
      ],
    );
    expect((await save(fair)).json.data).toMatchObject({ problemCount: 3, oralHealth: 'fair' });
    const classes = ['gum', 'carries', 'calculus', 'worn_teeth', 'fluorosis'] as const;
    const poor = analysisBody(
      f.patientId,
      classes.map((c) => [c, 0.9]),
      [['tongue', 0.9]],
      [...classes.map((c) => ['upper', c, 'confirmed'] as const), ['lower', 'tongue', 'confirmed']],
    );
    expect((await save(poor, f.manager)).json.data).toMatchObject({ problemCount: 6, oralHealth: 'poor' });
  });

  it('names the plan step 4 saved, and only one of this patient', async () => {
    const plan = await f.t.send(treatments.planCreate, {
      token: f.doctor,
      params: SIAM,
      payload: { patientId: f.patientId, title: 'AI', status: 'Active', items: [] },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId: number = plan.json.data.id;
    const body = (extra: object) =>
      analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'gum', 'confirmed']], extra);
    const saved = await save(body({ planId }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json.data.planId).toBe(planId);
    const other = await save(body({ planId: planId + 1000 }));
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('body.planId');
  });

  it('refuses lines the findings do not suggest, a second decision, no confirmed line and one arch twice (422)', async () => {
    const cases = [
      analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'carries', 'confirmed']]),
      analysisBody(f.patientId, [['gum', 0.25]], [], [['upper', 'gum', 'confirmed']]),
      analysisBody(
        f.patientId,
        [['gum', 0.9]],
        [],
        [
          ['upper', 'gum', 'confirmed'],
          ['upper', 'gum', 'removed'],
        ],
      ),
      analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'gum', 'removed']]),
      { ...analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'gum', 'confirmed']]), stray: 1 },
    ];
    const twoUppers = analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'gum', 'confirmed']]);
    twoUppers.photos[1]!.photoType = 'upper';
    for (const body of [...cases, twoUppers]) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('is the workflow’s roles’ (a counter gets 403) and the clinic’s own patients’ (404 elsewhere)', async () => {
    const body = analysisBody(f.patientId, [['gum', 0.9]], [], [['upper', 'gum', 'confirmed']]);
    expect((await save(body, f.counter)).statusCode).toBe(403);
    expect((await save(body, f.ariManager, ARI)).statusCode).toBe(404);
    const rows = await f.t.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from ai_analyses a join clinics c on c.id = a.clinic_id where c.url = 'smile-ari'`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});

describe('POST /api/ai/content with the sandbox writer', () => {
  it('writes the same patient-friendly text from the confirmed findings each time, Thai by default, English on request', async () => {
    const body = analysisBody(
      f.patientId,
      [
        ['carries', 0.9],
        ['carries', 0.8],
      ],
      [['gum', 0.7]],
      [
        ['upper', 'carries', 'confirmed'],
        ['lower', 'gum', 'removed'],
      ],
    );
    const analysisId: number = (await save(body)).json.data.id;
    const write = (payload: object, token = f.doctor, params = SIAM) =>
      f.t.send(ai.content, { token, params, payload });
    const thai = await write({ analysisId });
    expect(thai.statusCode, thai.body).toBe(200);
    expect(thai.json.data).toMatchObject({
      analysisId,
      lang: 'th',
      mode: 'sandbox',
      title: 'สรุปผลการตรวจภาพถ่ายช่องปาก',
    });
    expect(thai.json.data.paragraphs).toEqual([
      'สุขภาพช่องปากโดยรวมอยู่ในระดับดี ทันตแพทย์ยืนยันปัญหา 1 รายการ',
      'สิ่งที่พบ: ฟันผุ (ฟันบน 2 ตำแหน่ง)',
      'ทันตแพทย์ตรวจแล้วตัดสิ่งที่ระบบแนะนำออก 1 รายการ',
      'คำแนะนำในการดูแล: ลดขนมและเครื่องดื่มหวาน และแปรงฟันด้วยยาสีฟันผสมฟลูออไรด์',
      'ผลนี้เป็นข้อมูลประกอบจากระบบวิเคราะห์ภาพ ทันตแพทย์ของท่านเป็นผู้วินิจฉัยและวางแผนการรักษา',
    ]);
    expect((await write({ analysisId })).json.data).toEqual(thai.json.data);
    const english = await write({ analysisId, lang: 'en' });
    expect(english.json.data.paragraphs[1]).toBe('Found: tooth decay (upper teeth, 2 places).');
    // The sandbox records what it was asked, as every sandbox does: no patient in it.
    const asked = await f.t.db.owner.execute<{ request: { problemCount: number; patientId?: number } }>(
      sql`select request from sandbox_exchanges where service = 'dentalAi' and operation = 'content' order by id desc limit 1`,
    );
    expect(asked.rows[0]!.request).toMatchObject({ problemCount: 1 });
    expect(asked.rows[0]!.request.patientId).toBeUndefined();

    expect((await write({ analysisId, lang: 'fr' })).statusCode).toBe(422);
    expect((await write({ analysisId: analysisId + 1000 })).statusCode).toBe(404);
    expect((await write({ analysisId }, f.counter)).statusCode).toBe(403);
    expect((await write({ analysisId }, f.ariManager, ARI)).statusCode).toBe(404);
  });
});
