import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@yim/contract';
import { sql } from 'drizzle-orm';
import { ARI, openMediaFixture, SIAM, THONGLOR, type Driver, type MediaFixture } from './media-fixture.ts';
import { bareDicom, part10Dicom, pdfOfSize, tinyPng } from './test-files.ts';

// The rules of branch media, run once per storage driver (media.int.test.ts, media-s3.int.test.ts):
// the same answers and the same storage afterwards whichever driver keeps the bytes.

const PDF = pdfOfSize(2048);
const GIB = 1024 * 1024 * 1024;

export function describeMediaFiles(driver: Driver) {
  let f: MediaFixture;
  let PNG: Buffer;
  beforeAll(async () => {
    f = await openMediaFixture(driver);
    PNG = await tinyPng();
  });
  afterAll(async () => f.close());

  const photo = () => ({ category: 'Photo', patientId: String(f.patientId), remark: 'ก่อนรักษา' });
  const uploadOne = async (data: object = photo(), token = f.counter) => {
    const answer = await f.upload(
      data,
      [{ name: 'file', fileName: 'doc.pdf', type: 'application/pdf', body: PDF }],
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json.data[0] as { id: number; mediaURL: string };
  };

  describe(`media files on ${driver} storage`, () => {
    it('uploads a batch (createMediaFiles), answers the files with links that serve their bytes, and audits each', async () => {
      const answer = await f.upload(
        {
          clinicUrl: SIAM.clinicUrl,
          branchUrl: SIAM.branchUrl,
          ...photo(),
          filesMetadata: [
            { id: null, contentType: 'image/png' },
            { id: null, contentType: 'application/pdf' },
          ],
        },
        [
          { name: 'file', fileName: 'ฟันหน้า.png', type: 'image/png', body: PNG },
          { name: 'file', fileName: 'referral.pdf', type: 'application/pdf', body: PDF },
        ],
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const [png, pdf] = answer.json.data;
      expect(png).toMatchObject({
        category: 'Photo',
        remark: 'ก่อนรักษา',
        fileName: 'ฟันหน้า.png',
        fileType: 'image/png',
        fileSize: PNG.length,
        patientId: f.patientId,
        treatmentId: null,
        deletedAt: null,
        creationUid: expect.any(String),
      });
      expect(pdf).toMatchObject({ fileType: 'application/pdf', fileSize: PDF.length });
      // Stored as sent: a clinical image is not re-encoded.
      expect(await f.download(png.mediaURL)).toEqual(PNG);
      expect(await f.download(pdf.mediaURL)).toEqual(PDF);
      expect(await f.auditActions(png.id)).toEqual(['create']);
      expect(await f.storingIntents()).toBe(0);
      // The look into storage sees the files (so that its silence elsewhere means something).
      expect((await f.storedObjects()).join('\n')).toContain(await f.storageKeyOf(pdf.id));

      const listed = await f.t.send(media.list, { token: f.doctor, params: SIAM, query: { patientId: f.patientId } });
      expect(listed.statusCode).toBe(200);
      expect(listed.json.data.list.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([png.id, pdf.id]));
      // The patient's record is the clinic's: another branch of the clinic reads the same files.
      const elsewhere = await f.t.send(media.list, {
        token: f.manager,
        params: THONGLOR,
        query: { patientId: f.patientId },
      });
      expect(elsewhere.json.data.total).toBe(listed.json.data.total);
    });

    it('recognises DICOM by its structure, with or without the preamble, whatever the browser calls it', async () => {
      const answer = await f.upload(photo(), [
        { name: 'file', fileName: 'pano.dcm', type: 'application/octet-stream', body: part10Dicom() },
        { name: 'file', fileName: 'CEPH.DICOM', type: 'application/octet-stream', body: bareDicom() },
        { name: 'file', fileName: 'xray', type: 'application/octet-stream', body: bareDicom() },
      ]);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json.data.map((m: { fileType: string }) => m.fileType)).toEqual([
        'application/dicom',
        'application/dicom',
        'application/dicom',
      ]);
    });

    it('refuses a PNG renamed .pdf, a PDF sent as a picture and what is none of our kinds, before a byte is kept', async () => {
      const before = await f.storedObjects();
      const refusals = [
        [{ name: 'file', fileName: 'report.pdf', type: 'application/pdf', body: PNG }],
        [{ name: 'file', fileName: 'scan.jpg', type: 'image/jpeg', body: PDF }],
        [{ name: 'file', fileName: 'notes.png', type: 'image/png', body: Buffer.from('just some text, no picture') }],
        // A good file first: the batch is all or nothing, so it goes too.
        [
          { name: 'file', fileName: 'ok.pdf', type: 'application/pdf', body: PDF },
          { name: 'file', fileName: 'page.html', type: 'text/html', body: Buffer.from('<!doctype html><p>x</p>') },
        ],
      ];
      for (const files of refusals) {
        const answer = await f.upload(photo(), files);
        expect(answer.statusCode, files[0]!.fileName).toBe(415);
        expect(answer.json.errorCode).toBe('CONTENT-TYPE-NOT-ALLOWED');
      }
      expect(await f.storedObjects()).toEqual(before);
      expect(await f.storingIntents()).toBe(0);
    });

    it("refuses uploads past the branch's quota and after its plan ended, before a byte is stored", async () => {
      const before = await f.storedObjects();
      await f.setPlan({ free: 100 });
      const silent = await f.upload(photo(), [{ name: 'file', fileName: 'a.pdf', type: 'application/pdf', body: PDF }]);
      expect(silent.statusCode).toBe(413);
      expect(silent.json).toEqual({ errorCode: 'MEDIA-QUOTA-EXCEEDED', errorMessage: 'file limit exceeded' });
      const declared = await f.upload({ ...photo(), filesMetadata: [{ id: null, fileSize: PDF.length }] }, [
        { name: 'file', fileName: 'a.pdf', type: 'application/pdf', body: PDF },
      ]);
      expect(declared.json.errorMessage).toBe('file limit exceeded');
      const presign = await f.t.send(media.getPresigned, {
        token: f.counter,
        params: SIAM,
        payload: { ...photo(), patientId: f.patientId, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 2048 },
      });
      expect(presign.json).toEqual({ errorCode: 'MEDIA-QUOTA-EXCEEDED', errorMessage: 'file limit exceeded' });

      await f.setPlan({ quotaBytes: GIB, expiresAt: new Date(Date.now() - 60_000) });
      const expired = await f.upload(photo(), [
        { name: 'file', fileName: 'a.pdf', type: 'application/pdf', body: PDF },
      ]);
      expect(expired.statusCode).toBe(402);
      expect(expired.json).toEqual({ errorCode: 'MEDIA-PLAN-EXPIRED', errorMessage: 'file store plan expired.' });
      const expiredPresign = await f.t.send(media.getPresigned, {
        token: f.counter,
        params: SIAM,
        payload: {
          category: 'Photo',
          patientId: f.patientId,
          fileName: 'a.pdf',
          fileType: 'application/pdf',
          fileSize: 2048,
        },
      });
      expect(expiredPresign.json.errorMessage).toBe('file store plan expired.');
      expect(await f.storedObjects()).toEqual(before);
      expect(await f.storingIntents()).toBe(0);

      const renewed = new Date(Date.now() + 30 * 86_400_000);
      await f.setPlan({ quotaBytes: GIB, expiresAt: renewed });
      await uploadOne();
      const usage = await f.t.send(media.usage, { token: f.assistant, params: SIAM });
      expect(usage.json.data).toEqual({
        usedBytes: expect.any(Number),
        quotaBytes: GIB,
        fileStoreExpiration: renewed.toISOString(),
      });
      expect(usage.json.data.usedBytes).toBeGreaterThan(PDF.length);
    });

    it('keeps the digest of every upload, and the evidence of a signed document: source checked, signer the caller', async () => {
      const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      const source = await uploadOne({ ...photo(), category: 'Document' });
      expect(source).toMatchObject({ sha256: sha256(PDF), signature: null });
      const SIGNED = pdfOfSize(3072);
      const signedFile = [{ name: 'file', fileName: 'consent_signed.pdf', type: 'application/pdf', body: SIGNED }];
      const signedData = (signature: object) => ({ ...photo(), category: 'Document', signature });

      const before = await f.storedObjects();
      const forged = await f.upload(
        signedData({ originalSha256: sha256(pdfOfSize(999)), sourceFileId: source.id, device: 'iPad' }),
        signedFile,
      );
      expect(forged.statusCode).toBe(422);
      expect(forged.body).toContain('data.signature.originalSha256');
      const theirs = await f.upload(
        signedData({ originalSha256: sha256(PDF), sourceFileId: 999_999_999, device: 'iPad' }),
        signedFile,
      );
      expect(theirs.statusCode).toBe(422);
      expect(theirs.body).toContain('data.signature.sourceFileId');
      const picture = await f.upload(signedData({ originalSha256: sha256(PDF), sourceFileId: null }), [
        { name: 'file', fileName: 'sig.png', type: 'image/png', body: PNG },
      ]);
      expect(picture.statusCode).toBe(422);
      expect(await f.storedObjects()).toEqual(before);

      const signed = await f.upload(
        signedData({ originalSha256: sha256(PDF), sourceFileId: source.id, device: 'iPad; Safari 18' }),
        signedFile,
        f.doctor,
      );
      expect(signed.statusCode, signed.body).toBe(200);
      const [file] = signed.json.data;
      expect(file).toMatchObject({
        sha256: sha256(SIGNED),
        signature: {
          originalSha256: sha256(PDF),
          sourceFileId: source.id,
          signedBy: file.creationUid,
          signerName: expect.stringMatching(/\S/),
          signedAt: expect.any(String),
          device: 'iPad; Safari 18',
        },
      });
      const audited = await f.t.db.owner.execute<{ after: { sha256: string; signature: unknown } }>(
        sql`select after from audit_log where entity = 'mediaFile' and entity_id = ${String(file.id)}`,
      );
      expect(audited.rows[0]?.after).toMatchObject({ sha256: sha256(SIGNED), signature: file.signature });

      const verify = (id: number, token = f.assistant) => f.t.send(media.verify, { token, params: { ...SIAM, id } });
      expect((await verify(file.id)).json.data).toEqual({
        id: file.id,
        intact: true,
        sha256: sha256(SIGNED),
        storedSha256: sha256(SIGNED),
      });
      // Bytes changed behind the application's back (a storage admin, a restore gone wrong).
      const key = (await f.storageKeyOf(file.id))!;
      await f.t.storage.put(key, Buffer.concat([pdfOfSize(3000), Buffer.from('altered')]), {
        contentType: 'application/pdf',
        maxBytes: 10_000,
      });
      const altered = await verify(file.id);
      expect(altered.json.data).toMatchObject({ intact: false, storedSha256: sha256(SIGNED) });
      expect(altered.json.data.sha256).not.toBe(sha256(SIGNED));
      expect((await f.t.send(media.verify, { token: f.ariManager, params: { ...ARI, id: file.id } })).statusCode).toBe(
        404,
      );
    });

    it('checks the data part by the contract: 422 with field paths, 404 for a patient of another clinic', async () => {
      const file = [{ name: 'file', fileName: 'a.pdf', type: 'application/pdf', body: PDF }];
      const cases: [unknown, string][] = [
        ['{not json', 'data'],
        [{ category: 'Selfie', patientId: String(f.patientId) }, 'data.category'],
        [{ category: 'Photo' }, 'data.patientId'],
        [{ ...photo(), remark: 'a\u0000b' }, 'data.remark'],
        [{ ...photo(), clinicUrl: 'smile-ari' }, 'data.clinicUrl'],
      ];
      for (const [data, path] of cases) {
        const answer = await f.upload(data, file);
        expect(answer.statusCode, path).toBe(422);
        expect(answer.json.errorMessage.validationResult[0].error[0].path).toBe(path);
      }
      const noData = await f.t.send(media.create, {
        token: f.counter,
        params: SIAM,
        ...(await import('./multipart.ts')).multipart(file),
      });
      expect(noData.statusCode).toBe(422);
      const json = await f.t.send(media.create, { token: f.counter, params: SIAM, payload: photo() });
      expect(json.json.errorCode).toBe('CONTENT-MISSING');
      const foreign = await f.upload({ category: 'Photo', patientId: String(f.ariPatientId) }, file);
      expect(foreign.statusCode).toBe(404);
      // A signed document may have no patient (the signing page's patientId may be null).
      const unassigned = await f.upload({ category: 'Document', patientId: null, remark: 'consent_signed' }, file);
      expect(unassigned.statusCode, unassigned.body).toBe(200);
    });

    it('keeps templates for the file managers, and lists them for everyone (the signing page)', async () => {
      const template = { category: 'Template', patientId: null, remark: 'consent form' };
      const file = [{ name: 'file', fileName: 'consent.pdf', type: 'application/pdf', body: PDF }];
      expect((await f.upload(template, file, f.counter)).statusCode).toBe(403);
      expect((await f.upload({ ...template, patientId: String(f.patientId) }, file, f.manager)).statusCode).toBe(422);
      const added = await f.upload(template, file, f.headcounter);
      expect(added.statusCode, added.body).toBe(200);
      const listed = await f.t.send(media.list, { token: f.assistant, params: SIAM, query: { category: 'Template' } });
      expect(listed.json.data.list.map((m: { id: number }) => m.id)).toContain(added.json.data[0].id);
      expect(listed.json.data.list.every((m: { category: string }) => m.category === 'Template')).toBe(true);
    });

    it('moves a file to the bin, restores it, deletes it for good and empties the bin, auditing each change', async () => {
      const file = await uploadOne();
      const key = await f.storageKeyOf(file.id);
      const params = { ...SIAM, id: file.id };
      expect((await f.t.send(media.moveToBin, { token: f.assistant, params })).statusCode).toBe(403);
      expect((await f.t.send(media.moveToBin, { token: f.counter, params })).statusCode).toBe(200);
      expect((await f.t.send(media.moveToBin, { token: f.counter, params })).statusCode).toBe(404);
      const live = await f.t.send(media.list, { token: f.counter, params: SIAM, query: { patientId: f.patientId } });
      expect(live.json.data.list.map((m: { id: number }) => m.id)).not.toContain(file.id);
      expect(
        (await f.t.send(media.list, { token: f.counter, params: SIAM, query: { deleted: 'true' } })).statusCode,
      ).toBe(403);
      const bin = await f.t.send(media.list, { token: f.manager, params: SIAM, query: { deleted: 'true' } });
      expect(bin.json.data.list[0]).toMatchObject({ id: file.id, deletedAt: expect.any(String) });

      expect((await f.t.send(media.restore, { token: f.counter, params })).statusCode).toBe(403);
      const restored = await f.t.send(media.restore, { token: f.manager, params });
      expect(restored.statusCode).toBe(200);
      expect(restored.json.data).toMatchObject({ id: file.id, deletedAt: null });
      expect(await f.download(restored.json.data.mediaURL)).toEqual(PDF);
      expect((await f.t.send(media.purge, { token: f.manager, params })).json.errorCode).toBe('MEDIA-NOT-IN-BIN');

      await f.t.send(media.moveToBin, { token: f.counter, params });
      expect((await f.t.send(media.purge, { token: f.manager, params })).statusCode).toBe(200);
      expect(await f.storedObjects()).not.toContain(driver === 's3' ? key : expect.stringContaining(key!));
      expect(await f.storageKeyOf(file.id)).toBeUndefined();
      expect(await f.auditActions(file.id)).toEqual(['create', 'delete', 'restore', 'delete', 'purge']);
      expect((await f.t.send(media.restore, { token: f.manager, params })).statusCode).toBe(404);

      const [a, b] = [await uploadOne(), await uploadOne()];
      const keys = [await f.storageKeyOf(a.id), await f.storageKeyOf(b.id)];
      for (const id of [a.id, b.id]) await f.t.send(media.moveToBin, { token: f.doctor, params: { ...SIAM, id } });
      expect((await f.t.send(media.emptyBin, { token: f.counter, params: SIAM })).statusCode).toBe(403);
      const emptied = await f.t.send(media.emptyBin, { token: f.headcounter, params: SIAM });
      expect(emptied.json.data).toEqual({ deleted: 2 });
      const objects = (await f.storedObjects()).join('\n');
      for (const gone of keys) expect(objects).not.toContain(gone);
      expect(await f.auditActions(a.id)).toEqual(['create', 'delete', 'purge']);
      expect(await f.storingIntents()).toBe(0);
    });

    it('trades any link to a readable file for a fresh five-minute one (the image viewer call), audited as an opening', async () => {
      const file = await uploadOne();
      const view = (image_url: string, token = f.doctor, params: typeof SIAM = SIAM) =>
        f.t.send(media.view, { token, params, payload: { image_url } });

      // Only the path counts: a link stripped of its signature, or on another host, names the file.
      const bare = file.mediaURL.split('?')[0]!;
      for (const link of [file.mediaURL, bare, `https://elsewhere.example${new URL(bare, 'http://x').pathname}`]) {
        const answer = await view(link);
        expect(answer.statusCode, link).toBe(200);
        expect(answer.json.data).toMatchObject({ id: file.id, fileName: 'doc.pdf', fileType: 'application/pdf' });
        const lifetime = new Date(answer.json.data.expiresAt).getTime() - Date.now();
        expect(lifetime).toBeGreaterThan(4 * 60_000);
        expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
        expect(await f.download(answer.json.data.url)).toEqual(PDF);
      }
      const opened = await f.t.db.owner.execute<{ after: { mediaFileId: number } }>(
        sql`select after from audit_log where entity = 'patient' and action = 'open'
              and entity_id = ${String(f.patientId)} and after->>'mediaFileId' = ${String(file.id)}`,
      );
      expect(opened.rows).toHaveLength(3);

      // The patient is the clinic's: another branch opens the file; another clinic does not find it.
      expect((await view(file.mediaURL, f.manager, THONGLOR)).statusCode).toBe(200);
      expect((await view(file.mediaURL, f.ariManager, ARI)).statusCode).toBe(404);

      // A branch's template stays the branch's; a binned file is its file managers'.
      const template = await f.upload(
        { category: 'Template', patientId: null, remark: 'consent form' },
        [{ name: 'file', fileName: 'consent.pdf', type: 'application/pdf', body: PDF }],
        f.headcounter,
      );
      const templateUrl = template.json.data[0].mediaURL as string;
      expect((await view(templateUrl, f.assistant)).statusCode).toBe(200);
      expect((await view(templateUrl, f.manager, THONGLOR)).statusCode).toBe(404);
      await f.t.send(media.moveToBin, { token: f.counter, params: { ...SIAM, id: file.id } });
      expect((await view(file.mediaURL, f.counter)).statusCode).toBe(404);
      expect((await view(file.mediaURL, f.manager)).statusCode).toBe(200);

      // Links that name no file, and bodies the contract refuses.
      for (const link of ['https://elsewhere.example/media/2026/01/not-a-key.png', '%%%', '/api/files/../etc/passwd']) {
        expect((await view(link)).statusCode, link).toBe(404);
      }
      for (const image_url of ['', 'media/\u0000x', 'x'.repeat(4097)]) {
        expect((await view(image_url)).statusCode, image_url.slice(0, 20)).toBe(422);
      }
    });

    it("answers 404 for a file of another clinic or branch, and lists none of another clinic's patients", async () => {
      const file = await uploadOne();
      await f.t.send(media.moveToBin, { token: f.counter, params: { ...SIAM, id: file.id } });
      for (const [token, params] of [
        [f.ariManager, ARI],
        [f.manager, THONGLOR],
      ] as const) {
        const at = { ...params, id: file.id };
        for (const endpoint of [media.moveToBin, media.restore, media.purge, media.confirm]) {
          const answer = await f.t.send(endpoint, { token, params: at });
          expect(answer.statusCode, `${endpoint.id} at ${params.branchUrl}`).toBe(404);
        }
      }
      const foreign = await f.t.send(media.list, {
        token: f.ariManager,
        params: ARI,
        query: { patientId: f.patientId },
      });
      expect(foreign.json.data).toEqual({ list: [], total: 0 });
      // A siam member is not one of ari: the branch itself is not found.
      expect((await f.t.send(media.list, { token: f.counter, params: ARI })).statusCode).toBe(404);
    });

    it('uploads straight to storage: presigned PUT without the bearer, then a confirm that checks size and bytes', async () => {
      const presign = (fileName: string, fileType: string, fileSize: number) =>
        f.t.send(media.getPresigned, {
          token: f.doctor,
          params: SIAM,
          payload: { category: 'XRay', patientId: f.patientId, fileName, fileType, fileSize },
        });
      const confirm = (id: number) => f.t.send(media.confirm, { token: f.doctor, params: { ...SIAM, id } });

      const signed = await presign('bitewing.pdf', 'application/pdf', PDF.length);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json.data).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/pdf' } });
      const id = signed.json.data.id as number;
      expect((await confirm(id)).json.errorCode).toBe('MEDIA-UPLOAD-MISSING');
      // Pending: reserved against the quota, listed nowhere.
      const pending = await f.t.send(media.list, { token: f.doctor, params: SIAM, query: { category: 'XRay' } });
      expect(pending.json.data.list.map((m: { id: number }) => m.id)).not.toContain(id);
      expect(await f.put(signed.json.data.url, PDF, 'application/pdf')).toBe(200);
      const confirmed = await confirm(id);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json.data).toMatchObject({
        id,
        category: 'XRay',
        fileType: 'application/pdf',
        fileSize: PDF.length,
      });
      expect(await f.download(confirmed.json.data.mediaURL)).toEqual(PDF);
      expect((await confirm(id)).json.data.id).toBe(id);
      expect(await f.auditActions(id)).toEqual(['create']);

      // The name contradicts the declared type: refused before anything is signed.
      expect((await presign('photo.png', 'application/pdf', 2048)).json.errorCode).toBe('CONTENT-TYPE-NOT-ALLOWED');

      // A PNG sent where a PDF was signed for: its bytes give it away, and it is deleted.
      const disguised = await presign('scan.pdf', 'application/pdf', PNG.length);
      expect(await f.put(disguised.json.data.url, PNG, 'application/pdf')).toBe(200);
      const key = await f.storageKeyOf(disguised.json.data.id);
      const refused = await confirm(disguised.json.data.id);
      expect(refused.statusCode).toBe(415);
      expect(await f.storageKeyOf(disguised.json.data.id)).toBeUndefined();
      expect((await f.storedObjects()).join('\n')).not.toContain(key);

      // Fewer bytes than signed for.
      const short = await presign('short.pdf', 'application/pdf', PDF.length);
      expect(await f.put(short.json.data.url, pdfOfSize(1000), 'application/pdf')).toBe(200);
      expect((await confirm(short.json.data.id)).json.errorCode).toBe('MEDIA-UPLOAD-MISMATCH');

      // More bytes than signed for: the local driver refuses the PUT itself; S3 cannot, so confirm does.
      const long = await presign('long.pdf', 'application/pdf', 1000);
      const longKey = await f.storageKeyOf(long.json.data.id);
      const putStatus = await f.put(long.json.data.url, PDF, 'application/pdf');
      const afterLong = await confirm(long.json.data.id);
      if (driver === 'local') {
        expect(putStatus).toBe(413);
        expect(afterLong.json.errorCode).toBe('MEDIA-UPLOAD-MISSING');
      } else {
        expect(putStatus).toBe(200);
        expect(afterLong.statusCode).toBe(413);
        expect(await f.storageKeyOf(long.json.data.id)).toBeUndefined();
      }
      expect((await f.storedObjects()).join('\n')).not.toContain(longKey);
    });
  });
}
