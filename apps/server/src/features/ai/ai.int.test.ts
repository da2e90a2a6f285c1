import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ai, AI_CLASS_NAMES, type TAiAnalysis } from '@yim/contract';
import { GUM, lowerPhoto, paint, upperPhoto } from '../../test/dental-photos.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// POST /api/dental-ai/analyze with the sandbox analyser (spec clinic §3, §5, §7, §8, §9): the
// classical pipeline on synthetic photos whose findings are known (test/dental-photos.ts).

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
let t: TestApp;
let doctor: string;
let UPPER: Buffer;
let LOWER: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.login('doctor@demo.yim.test');
  [UPPER, LOWER] = await Promise.all([upperPhoto(), lowerPhoto()]);
});
afterAll(async () => t.close());

const photoPart = (body: Buffer | string): Part => ({ name: 'image', fileName: 'photo.png', type: 'image/png', body });

function analyzeWith(app: TestApp, token: string, fields: Record<string, string>, image?: Buffer | string) {
  const parts: Part[] = Object.entries(fields).map(([name, body]) => ({ name, body }));
  if (image !== undefined) parts.push(photoPart(image));
  return app.send(ai.analyze, { token, params: SIAM, ...multipart(parts) });
}
const analyze = (fields: Record<string, string>, image?: Buffer | string, token = doctor) =>
  analyzeWith(t, token, fields, image);

const classes = (analysis: TAiAnalysis) => analysis.detections.map((d) => d.class_name).sort();

describe('the sandbox analyser: findings that follow the pixels', () => {
  it('finds what the upper photo shows, with boxes inside the photo, strongest first, at the default 0.5', async () => {
    const answer = await analyze({ photoType: 'upper' }, UPPER);
    expect(answer.statusCode, answer.body).toBe(200);
    const analysis = answer.json.data as TAiAnalysis;
    expect(analysis).toMatchObject({
      photoType: 'upper',
      threshold: 0.5,
      imageWidth: 400,
      imageHeight: 300,
      mode: 'sandbox',
    });
    expect(classes(analysis)).toEqual(['calculus', 'carries', 'fluorosis', 'gum', 'worn_teeth']);
    for (const d of analysis.detections) {
      expect(AI_CLASS_NAMES).toContain(d.class_name);
      expect(d.photoType).toBe('upper');
      expect(d.confidence).toBeGreaterThanOrEqual(0.5);
      expect(d.box.x1).toBeGreaterThanOrEqual(0);
      expect(d.box.y1).toBeGreaterThanOrEqual(0);
      expect(d.box.x2).toBeLessThanOrEqual(400);
      expect(d.box.y2).toBeLessThanOrEqual(300);
      expect(d.box.x1).toBeLessThan(d.box.x2);
      expect(d.box.y1).toBeLessThan(d.box.y2);
    }
    const confidences = analysis.detections.map((d) => d.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    // The inflamed patch was painted at x 60..120, y 15..55: its box lies over it.
    const gum = analysis.detections.find((d) => d.class_name === 'gum')!;
    expect(gum.box.x1).toBeGreaterThanOrEqual(55);
    expect(gum.box.x2).toBeLessThanOrEqual(125);
    expect(gum.box.y2).toBeLessThanOrEqual(60);
  });

  it('answers the same photo identically and a different photo differently', async () => {
    const first = (await analyze({ photoType: 'lower', threshold: '0.3' }, LOWER)).json.data as TAiAnalysis;
    const again = (await analyze({ photoType: 'lower', threshold: '0.3' }, LOWER)).json.data as TAiAnalysis;
    expect(again).toEqual(first);
    expect(classes(first)).toEqual(['carries', 'carries', 'tongue']);
    const upper = (await analyze({ photoType: 'upper', threshold: '0.3' }, UPPER)).json.data as TAiAnalysis;
    expect(classes(upper)).not.toEqual(classes(first));
  });

  it('keeps only findings at or above the threshold the request names', async () => {
    const loose = (await analyze({ photoType: 'upper', threshold: '0' }, UPPER)).json.data as TAiAnalysis;
    const strict = (await analyze({ photoType: 'upper', threshold: '0.8' }, UPPER)).json.data as TAiAnalysis;
    expect(strict.threshold).toBe(0.8);
    expect(strict.detections.length).toBeGreaterThan(0);
    expect(strict.detections.length).toBeLessThan(loose.detections.length);
    expect(strict.detections.every((d) => d.confidence >= 0.8)).toBe(true);
  });

  it('keeps a record of the exchange with the photo by size and hash, not its bytes', async () => {
    await analyze({ photoType: 'upper' }, UPPER);
    const rows = await t.db.owner.execute<{ request: Record<string, unknown> }>(
      sql`select request from sandbox_exchanges where service = 'dentalAi' order by id desc limit 1`,
    );
    const request = rows.rows[0]!.request;
    expect(request).toMatchObject({ photoType: 'upper', bytes: UPPER.length });
    expect(request.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('analyses a photo of nearly 10 MB in bounded time (downscaled first)', async () => {
    const side = 1800;
    // xorshift noise: incompressible, so the PNG is as large as its pixels.
    const noise = Buffer.alloc(side * side * 3);
    let state = 2463534242;
    for (let i = 0; i < noise.length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      noise[i] = state & 0xff;
    }
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const started = performance.now();
    const answer = await analyze({ photoType: 'upper' }, big);
    const elapsed = performance.now() - started;
    // Noise has no teeth: the arch's photo error, after a full decode and analysis.
    expect(answer.json.errorCode, answer.body).toBe('AI-UPPER-PHOTO-ERROR');
    expect(elapsed).toBeLessThan(8000);
  });
});

describe('who may analyse, and what the request must be', () => {
  it('lets the dentist, the manager and the head counter in, not the counter nor the assistant', async () => {
    for (const who of ['manager', 'headcounter']) {
      const token = await t.login(`${who}@demo.yim.test`);
      expect((await analyze({ photoType: 'upper' }, UPPER, token)).statusCode, who).toBe(200);
    }
    for (const who of ['counter', 'assistant']) {
      const token = await t.login(`${who}@demo.yim.test`);
      const answer = await analyze({ photoType: 'upper' }, UPPER, token);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json.errorCode).toBe('PERMISSION_DENIED');
    }
  });

  it('refuses a threshold out of 0..1, a missing or unknown arch and stray fields with 422', async () => {
    const invalid: Record<string, string>[] = [
      { photoType: 'upper', threshold: '1.5' },
      { threshold: '0.5' },
      { photoType: 'front' },
    ];
    for (const fields of invalid) {
      const answer = await analyze(fields, UPPER);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await analyze({ photoType: 'upper', note: 'x' }, UPPER)).json.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('the AI error codes the sandbox answers (spec §8, namespaced)', () => {
  // The rate limit counts per user (20 a minute): these checks run as the manager.
  let manager: string;
  beforeAll(async () => {
    manager = await t.login('manager@demo.yim.test');
  });
  const analyze = (fields: Record<string, string>, image?: Buffer | string) => analyzeWith(t, manager, fields, image);

  it('AI-NO-PHOTO-DATA without an image part, or with an empty one', async () => {
    for (const answer of [
      await analyze({ photoType: 'upper' }),
      await analyze({ photoType: 'upper' }, Buffer.alloc(0)),
    ]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json.errorCode).toBe('AI-NO-PHOTO-DATA');
    }
    const notMultipart = await t.send(ai.analyze, { token: manager, params: SIAM, payload: {} });
    expect([415, 422]).toContain(notMultipart.statusCode);
  });

  it('AI-BLOB-CONVERSION-ERROR for bytes that are no picture, or a picture of another kind', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const bytes of [Buffer.from('not a photo at all'), gif, UPPER.subarray(0, 200)]) {
      const answer = await analyze({ photoType: 'upper' }, bytes);
      expect(answer.statusCode).toBe(422);
      expect(answer.json.errorCode).toBe('AI-BLOB-CONVERSION-ERROR');
    }
  });

  it('AI-BAD-REQUEST for a picture too small or too narrow to be a photo of an arch', async () => {
    for (const photo of [await paint(20, 20, GUM, []), await paint(500, 60, GUM, [])]) {
      const answer = await analyze({ photoType: 'upper' }, photo);
      expect(answer.statusCode).toBe(400);
      expect(answer.json.errorCode).toBe('AI-BAD-REQUEST');
    }
  });

  it('AI-UPPER-PHOTO-ERROR and AI-LOWER-PHOTO-ERROR for a photo without teeth, by its arch', async () => {
    const noTeeth = await paint(200, 200, GUM, []);
    expect((await analyze({ photoType: 'upper' }, noTeeth)).json.errorCode).toBe('AI-UPPER-PHOTO-ERROR');
    const lower = await analyze({ photoType: 'lower' }, noTeeth);
    expect(lower.statusCode).toBe(422);
    expect(lower.json.errorCode).toBe('AI-LOWER-PHOTO-ERROR');
  });

  it('AI-PHOTO-TOO-LARGE past 10 MB, with the spec text', async () => {
    const answer = await analyze({ photoType: 'upper' }, Buffer.concat([UPPER, Buffer.alloc(10 * 1024 * 1024)]));
    expect(answer.statusCode).toBe(413);
    expect(answer.json).toMatchObject({
      errorCode: 'AI-PHOTO-TOO-LARGE',
      errorMessage: 'รูปภาพมีขนาดใหญ่เกินไป (สูงสุด 10MB)',
    });
  });

  it('AI-DISABLED in production while the analyser is only the sandbox', async () => {
    const production = await createTestApp({ APP_ENV: 'production' });
    try {
      const token = await production.login('doctor@demo.yim.test');
      const answer = await analyzeWith(production, token, { photoType: 'upper' }, UPPER);
      expect(answer.statusCode).toBe(503);
      expect(answer.json.errorCode).toBe('AI-DISABLED');
    } finally {
      await production.close();
    }
  });
});
