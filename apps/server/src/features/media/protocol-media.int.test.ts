import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@yim/contract';
import { multipart, type Part } from '../../test/multipart.ts';
import { ARI, openMediaFixture, SIAM, THONGLOR, type MediaFixture } from '../../test/media-fixture.ts';
import { pdfOfSize, tinyPng } from '../../test/test-files.ts';

// Protocol media (spec clinic §3, §5, §8, §9) on the local driver; the storage rules under it are
// media's, tested on both drivers by media-suite.ts. The 24-hour window runs on the app's injected clock.

let clock = new Date('2026-11-20T03:00:00Z');
let f: MediaFixture;
let PNG: Buffer;
let JPEG: Buffer;
beforeAll(async () => {
  f = await openMediaFixture('local', { now: () => clock });
  PNG = await tinyPng();
  JPEG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => f.close());

type Shot = {
  arch: 'upper' | 'lower';
  surface: string;
  body?: Buffer;
  type?: string;
  name?: string;
  declared?: number;
};

/** Multipart body: the `data` field describing the shots, then one `file` part per shot. */
function batch(shots: Shot[], extra: Record<string, unknown> = {}) {
  const files = shots.map((s) => {
    const body = s.body ?? PNG;
    const type = s.type ?? (body === JPEG ? 'image/jpeg' : 'image/png');
    return {
      meta: {
        fileName: s.name ?? `${s.surface}.${type === 'image/jpeg' ? 'jpg' : 'png'}`,
        fileType: type,
        fileSize: s.declared ?? body.length,
        arch: s.arch,
        surface: s.surface,
      },
      body,
      type,
    };
  });
  const parts: Part[] = [
    { name: 'data', body: JSON.stringify({ files: files.map((x) => x.meta), ...extra }) },
    ...files.map((x) => ({ name: 'file', fileName: x.meta.fileName, type: x.type, body: x.body })),
  ];
  return multipart(parts);
}

const create = (shots: Shot[], extra = {}, token = f.doctor, patientId = f.patientId) =>
  f.t.send(media.protocolCreate, { token, params: { ...SIAM, patientId }, ...batch(shots, extra) });
const update = (id: number, shots: Shot[], token = f.doctor, patientId = f.patientId) =>
  f.t.send(media.protocolUpdate, { token, params: { ...SIAM, patientId, id }, ...batch(shots) });

describe('protocol media: /api/protocolMedia/{c}/{b}/{patientId}[/{id}]', () => {
  let protocolId: number;

  it('takes a batch of views, answers the progress toward the five, and keeps the photos as media', async () => {
    const answer = await create(
      [
        { arch: 'upper', surface: 'occlusal', body: JPEG },
        { arch: 'upper', surface: 'frontal' },
        { arch: 'lower', surface: 'right_lateral' },
      ],
      { labId: 7 },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const protocol = answer.json.data;
    protocolId = protocol.id;
    expect(protocol).toMatchObject({
      patientId: f.patientId,
      labId: 7,
      creationDt: clock.toISOString(),
      progress: {
        completed: ['upper_occlusal', 'frontal_view', 'right_lateral'],
        remaining: ['lower_occlusal', 'left_lateral'],
        percent: 60,
      },
      edit_status: { can_edit: true },
    });
    expect(protocol.photos[0]).toMatchObject({
      view: 'upper_occlusal',
      arch: 'upper',
      surface: 'occlusal',
      media: { category: 'Protocol', fileType: 'image/jpeg', patientId: f.patientId },
    });
    expect(await f.download(protocol.photos[0].media.mediaURL)).toEqual(JPEG);
    expect(await f.auditActions(protocol.photos[0].media.id)).toEqual(['create']);
  });

  it('adds the missing views within 24 hours, a view taken again sending the earlier photo to the bin', async () => {
    clock = new Date(clock.getTime() + 23 * 3600_000);
    const before = (
      await f.t.send(media.protocolGet, {
        token: f.assistant,
        params: { ...SIAM, patientId: f.patientId, id: protocolId },
      })
    ).json.data;
    const frontal = before.photos.find((p: { view: string }) => p.view === 'frontal_view').media.id;
    const answer = await update(protocolId, [
      { arch: 'lower', surface: 'occlusal' },
      { arch: 'upper', surface: 'left_lateral' },
      { arch: 'upper', surface: 'frontal', body: JPEG },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json.data.progress).toEqual({
      completed: ['upper_occlusal', 'lower_occlusal', 'frontal_view', 'right_lateral', 'left_lateral'],
      remaining: [],
      percent: 100,
    });
    expect(answer.json.data.photos).toHaveLength(5);
    const bin = await f.t.send(media.list, { token: f.manager, params: SIAM, query: { deleted: 'true' } });
    expect(bin.json.data.list.map((m: { id: number }) => m.id)).toContain(frontal);
    expect(await f.auditActions(frontal)).toEqual(['create', 'delete']);
  });

  it("refuses changes once 24 hours have passed, with the spec's text, and says so when read", async () => {
    clock = new Date(clock.getTime() + 3600_000);
    const late = await update(protocolId, [{ arch: 'upper', surface: 'frontal' }]);
    expect(late.statusCode).toBe(403);
    expect(late.json).toEqual({
      errorCode: 'PROTOCOL-MEDIA-EDIT-EXPIRED',
      errorMessage: 'Edit window expired. Protocol media can only be modified within 24 hours of creation.',
    });
    const read = await f.t.send(media.protocolGet, {
      token: f.doctor,
      params: { ...SIAM, patientId: f.patientId, id: protocolId },
    });
    expect(read.json.data.edit_status).toEqual({ can_edit: false });
  });

  it("answers 404 'Protocol media not found for this patient' for another patient, branch or clinic", async () => {
    const other = (await create([{ arch: 'upper', surface: 'frontal' }], {}, f.counter)).json.data;
    const otherPatient = await f.t.send(media.protocolGet, {
      token: f.doctor,
      params: { ...SIAM, patientId: f.ariPatientId, id: other.id },
    });
    expect(otherPatient.json).toEqual({
      errorCode: 'PROTOCOL-MEDIA-NOT-FOUND',
      errorMessage: 'Protocol media not found for this patient',
    });
    const ari = await f.t.send(media.protocolGet, {
      token: f.ariManager,
      params: { ...ARI, patientId: f.patientId, id: other.id },
    });
    expect(ari.statusCode).toBe(404);
    const ariWrite = await f.t.send(media.protocolUpdate, {
      token: f.ariManager,
      params: { ...ARI, patientId: f.patientId, id: other.id },
      ...batch([{ arch: 'upper', surface: 'frontal' }]),
    });
    expect(ariWrite.statusCode).toBe(404);
    // Changed only in the branch that took it: thonglor reads it, but cannot add to it.
    const thonglor = await f.t.send(media.protocolUpdate, {
      token: f.manager,
      params: { ...THONGLOR, patientId: f.patientId, id: other.id },
      ...batch([{ arch: 'upper', surface: 'frontal' }]),
    });
    expect(thonglor.json.errorCode).toBe('PROTOCOL-MEDIA-NOT-FOUND');
    const list = await f.t.send(media.protocolList, {
      token: f.ariManager,
      params: { ...ARI, patientId: f.patientId },
    });
    expect(list.json.data).toEqual({ list: [], total: 0 });
  });

  it('checks every file: JPEG or PNG by its bytes, its arch, its declared size, 1 to 5 and 25 MB a batch', async () => {
    const before = await f.storedObjects();
    const path = async (shots: Shot[], extra = {}) => {
      const answer = await create(shots, extra);
      return [
        answer.statusCode,
        answer.json.errorMessage?.validationResult?.[0].error[0].path ?? answer.json.errorCode,
      ];
    };
    const nine = 9 * 1024 * 1024;
    expect(await path([{ arch: 'middle' as 'upper', surface: 'frontal' }])).toEqual([422, 'data.files.0.arch']);
    expect(await path([{ arch: 'upper', surface: 'frontal', type: 'image/gif' }])).toEqual([
      422,
      'data.files.0.fileType',
    ]);
    expect(await path([])).toEqual([422, 'data.files']);
    expect(await path(Array.from({ length: 6 }, () => ({ arch: 'upper' as const, surface: 'frontal' })))).toEqual([
      422,
      'data.files',
    ]);
    expect(
      await path(Array.from({ length: 3 }, () => ({ arch: 'upper' as const, surface: 'frontal', declared: nine }))),
    ).toEqual([422, 'data.files']);
    expect(await path([{ arch: 'upper', surface: 'frontal', body: pdfOfSize(300), type: 'image/png' }])).toEqual([
      415,
      'CONTENT-TYPE-NOT-ALLOWED',
    ]);
    expect(await path([{ arch: 'upper', surface: 'frontal', declared: PNG.length + 10 }])).toEqual([
      422,
      'MEDIA-UPLOAD-MISMATCH',
    ]);
    expect(await path([{ arch: 'upper', surface: 'frontal', declared: PNG.length - 10 }])).toEqual([
      413,
      'CONTENT-TOO-LARGE',
    ]);
    const short = await f.t.send(media.protocolCreate, {
      token: f.doctor,
      params: { ...SIAM, patientId: f.patientId },
      ...multipart([
        {
          name: 'data',
          body: JSON.stringify({
            files: [1, 2].map(() => ({
              fileName: 'a.png',
              fileType: 'image/png',
              fileSize: PNG.length,
              arch: 'upper',
              surface: 'frontal',
            })),
          }),
        },
        { name: 'file', fileName: 'a.png', type: 'image/png', body: PNG },
      ]),
    });
    expect(short.statusCode).toBe(422);
    expect(await f.storedObjects()).toEqual(before);
    // Protocol photos come with their view: not through createMediaFiles.
    const plain = await f.upload({ category: 'Protocol', patientId: String(f.patientId) }, [
      { name: 'file', fileName: 'a.png', type: 'image/png', body: PNG },
    ]);
    expect(plain.json.errorMessage.validationResult[0].error[0].path).toBe('data.category');
  });

  it("lists the patient's protocols 10 at a time (50 to refresh), newest first or oldest, by lab", async () => {
    const second = await create([{ arch: 'upper', surface: 'frontal' }]);
    expect(second.statusCode, second.body).toBe(200);
    const params = { ...SIAM, patientId: f.patientId };
    const newest = await f.t.send(media.protocolList, { token: f.assistant, params });
    expect(newest.statusCode).toBe(200);
    const ids = newest.json.data.list.map((p: { id: number }) => p.id);
    // One page's photos are read in one statement for all its protocols: each keeps its own.
    const percentOf = (id: number) =>
      newest.json.data.list.find((p: { id: number }) => p.id === id).progress.percent as number;
    expect([percentOf(second.json.data.id), percentOf(protocolId)]).toEqual([20, 100]);
    expect(newest.json.data.total).toBe(ids.length);
    const oldest = await f.t.send(media.protocolList, { token: f.assistant, params, query: { order: 'ASC' } });
    expect(oldest.json.data.list.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    const lab = await f.t.send(media.protocolList, { token: f.assistant, params, query: { labId: 7 } });
    expect(lab.json.data.list.map((p: { id: number }) => p.id)).toEqual([protocolId]);
    expect((await f.t.send(media.protocolList, { token: f.assistant, params, query: { limit: 50 } })).statusCode).toBe(
      200,
    );
    expect((await f.t.send(media.protocolList, { token: f.assistant, params, query: { limit: 51 } })).statusCode).toBe(
      422,
    );
  });
});
