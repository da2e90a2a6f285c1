import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ai } from '@yim/contract';
import { analysisBody } from '../../test/ai-analysis-bodies.ts';
import { json, startFakeService } from '../../test/fake-service.ts';
import { upperPhoto } from '../../test/dental-photos.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// POST /api/dental-ai/analyze against a stub analyser this test starts (AI_SERVICE_URL): the live
// adapter's protocol (docs/integrations.md, "Dental AI") and every answer it turns into a §8 code.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
let fake: Awaited<ReturnType<typeof startFakeService>>;
let t: TestApp;
let tokens: string[];
let PHOTO: Buffer;
let calls = 0;

beforeAll(async () => {
  fake = await startFakeService();
  // Production: a configured analyser is what lets AI run there at all.
  t = await createTestApp({
    APP_ENV: 'production',
    AI_SERVICE_URL: fake.settings.url,
    AI_SERVICE_API_KEY: 'ai-key',
    AI_SERVICE_TIMEOUT_MS: '1500',
  });
  // The rate limit counts per user: spread the calls over three.
  tokens = await Promise.all(['doctor', 'manager', 'headcounter'].map((who) => t.login(`${who}@demo.yim.test`)));
  PHOTO = await upperPhoto();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.seen.length = 0;
});

const analyze = (fields: Record<string, string> = { photoType: 'lower', threshold: '0.4' }) =>
  t.send(ai.analyze, {
    token: tokens[calls++ % tokens.length],
    params: SIAM,
    ...multipart([
      ...Object.entries(fields).map(([name, body]) => ({ name, body })),
      { name: 'image', fileName: 'lower.png', type: 'image/png', body: PHOTO },
    ]),
  });

const box = { x1: 10, y1: 20, x2: 60, y2: 80 };

describe('the live analyser', () => {
  it('sends the photo with the key and answers its findings above the threshold, strongest first', async () => {
    fake.answer = (_req, res) =>
      json(res, 200, {
        imageWidth: 400,
        imageHeight: 300,
        detections: [
          { class_name: 'calculus', confidence: 0.55, box },
          { class_name: 'carries', confidence: 0.91, box },
          { class_name: 'gum', confidence: 0.2, box },
        ],
      });
    const answer = await analyze();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json.data).toEqual({
      photoType: 'lower',
      threshold: 0.4,
      imageWidth: 400,
      imageHeight: 300,
      mode: 'live',
      detections: [
        { class_name: 'carries', confidence: 0.91, box, photoType: 'lower' },
        { class_name: 'calculus', confidence: 0.55, box, photoType: 'lower' },
      ],
    });
    expect(fake.seen).toHaveLength(1);
    const [seen] = fake.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/analyze', authorization: 'Bearer ai-key' });
    expect(seen!.body).toContain('name="photoType"');
    expect(seen!.body).toContain('name="threshold"');
    expect(seen!.body).toContain('name="image"');
  });

  const cases: [string, number, unknown, string, number][] = [
    ['an image it cannot use (400)', 400, { error: 'bad image' }, 'AI-BAD-REQUEST', 400],
    ['our key refused (401)', 401, {}, 'AI-UNAUTHORIZED', 502],
    ['our key refused (403)', 403, {}, 'AI-UNAUTHORIZED', 502],
    ['no teeth in the lower photo (422)', 422, { error: 'NOT_DENTAL_PHOTO' }, 'AI-LOWER-PHOTO-ERROR', 422],
    ['another refusal (429)', 429, { error: 'QUOTA' }, 'AI-API-ERROR', 502],
    ['its own failure (500)', 500, {}, 'AI-SERVER-ERROR', 502],
    ['its own failure (503)', 503, {}, 'AI-SERVER-ERROR', 502],
  ];
  for (const [what, status, body, code, ours] of cases) {
    it(`answers ${code} for ${what}`, async () => {
      fake.answer = (_req, res) => json(res, status, body);
      const answer = await analyze();
      expect(answer.json.errorCode, answer.body).toBe(code);
      expect(answer.statusCode).toBe(ours);
    });
  }

  it('answers AI-UPPER-PHOTO-ERROR when the upper photo has no teeth', async () => {
    fake.answer = (_req, res) => json(res, 422, { error: 'NOT_DENTAL_PHOTO' });
    expect((await analyze({ photoType: 'upper' })).json.errorCode).toBe('AI-UPPER-PHOTO-ERROR');
  });

  it('answers AI-UNKNOWN-ERROR for an answer it cannot read: not JSON, wrong shape, a box outside the photo', async () => {
    const malformed: ((res: Parameters<typeof json>[0]) => void)[] = [
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"imageWidth": 4');
      },
      (res) => json(res, 200, { detections: 'none' }),
      (res) =>
        json(res, 200, {
          imageWidth: 40,
          imageHeight: 30,
          detections: [{ class_name: 'carries', confidence: 0.9, box }],
        }),
      (res) =>
        json(res, 200, {
          imageWidth: 400,
          imageHeight: 300,
          detections: [{ class_name: 'cavity', confidence: 0.9, box }],
        }),
    ];
    for (const write of malformed) {
      fake.answer = (_req, res) => write(res);
      const answer = await analyze();
      expect(answer.statusCode).toBe(502);
      expect(answer.json.errorCode).toBe('AI-UNKNOWN-ERROR');
    }
  });

  it('answers AI-NETWORK-ERROR when the analyser does not answer in time', async () => {
    fake.answer = (_req, res) => {
      setTimeout(() => json(res, 200, { imageWidth: 400, imageHeight: 300, detections: [] }), 3000);
    };
    const answer = await analyze();
    expect(answer.statusCode).toBe(503);
    expect(answer.json.errorCode).toBe('AI-NETWORK-ERROR');
  });
});

describe('an analyser that cannot be reached', () => {
  it('answers AI-NETWORK-ERROR', async () => {
    const down = await startFakeService();
    await down.close();
    const app = await createTestApp({ AI_SERVICE_URL: down.settings.url });
    try {
      const token = await app.login('doctor@demo.yim.test');
      const answer = await app.send(ai.analyze, {
        token,
        params: SIAM,
        ...multipart([
          { name: 'photoType', body: 'upper' },
          { name: 'image', fileName: 'upper.png', type: 'image/png', body: PHOTO },
        ]),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json.errorCode).toBe('AI-NETWORK-ERROR');
    } finally {
      await app.close();
    }
  });
});

describe('the live text service (POST /api/ai/content)', () => {
  let analysisId: number;
  beforeAll(async () => {
    const patient = await t.db.owner.execute<{ id: number }>(
      sql`select p.id from patients p join clinics c on c.id = p.clinic_id where c.url = 'yim-demo' order by p.id limit 1`,
    );
    const saved = await t.send(ai.saveAnalysis, {
      token: tokens[0],
      params: SIAM,
      payload: analysisBody(
        Number(patient.rows[0]!.id),
        [
          ['carries', 0.9],
          ['carries', 0.8],
        ],
        [['gum', 0.7]],
        [
          ['upper', 'carries', 'confirmed'],
          ['lower', 'gum', 'removed'],
        ],
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    analysisId = saved.json.data.id;
  });
  const write = (lang = 'th') =>
    t.send(ai.content, { token: tokens[calls++ % tokens.length], params: SIAM, payload: { analysisId, lang } });

  it('sends the confirmed findings alone (no patient) as JSON with the key, and answers its text', async () => {
    fake.answer = (_req, res) => json(res, 200, { title: 'สรุป', paragraphs: ['ฟันผุ 2 ตำแหน่ง'] });
    const answer = await write();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json.data).toEqual({
      analysisId,
      lang: 'th',
      title: 'สรุป',
      paragraphs: ['ฟันผุ 2 ตำแหน่ง'],
      mode: 'live',
    });
    const [seen] = fake.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/content', authorization: 'Bearer ai-key' });
    expect(JSON.parse(seen!.body)).toEqual({
      lang: 'th',
      oralHealth: 'good',
      problemCount: 1,
      confirmed: [{ className: 'carries', photoType: 'upper', count: 2 }],
      removedCount: 1,
    });
  });

  const failures: [string, (res: Parameters<typeof json>[0]) => void, string][] = [
    ['its own failure (500)', (res) => json(res, 500, {}), 'AI-SERVER-ERROR'],
    ['our key refused (401)', (res) => json(res, 401, {}), 'AI-UNAUTHORIZED'],
    ['a stated refusal (429)', (res) => json(res, 429, { error: 'QUOTA' }), 'AI-API-ERROR'],
    ['a text it cannot read', (res) => json(res, 200, { title: '', paragraphs: [] }), 'AI-UNKNOWN-ERROR'],
  ];
  for (const [what, answerWith, code] of failures) {
    it(`answers ${code} for ${what}`, async () => {
      fake.answer = (_req, res) => answerWith(res);
      expect((await write()).json.errorCode).toBe(code);
    });
  }
});
