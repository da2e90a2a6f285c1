import type { Multipart } from '@fastify/multipart';
import {
  MEDIA_MAX_BATCH_BYTES,
  protocolView,
  ZProtocolUploadData,
  type TProtocolMedia,
  type TProtocolUploadData,
} from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudit, writeAudits } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import { settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import { isLivePatient } from '../patients/patient-lookup.service.ts';
import { auditImage } from './media.mapper.ts';
import { insertMediaFiles, setDeleted } from './media.repo.ts';
import { claimStorage, inClinic, MEDIA_ENTITY, type MediaCaller, type MediaDeps } from './media-rules.service.ts';
import { findProtocol, insertProtocol, protocolPhotos, type ProtocolRow } from './protocol-media.repo.ts';
import { canEditProtocol, getProtocol } from './protocol-view.service.ts';
import { discardParts, storePart, type StoredPart } from './store-part.service.ts';
import { parseDataField } from './upload-data.service.ts';

const PROTOCOL_ENTITY = 'protocolMedia';

/** Which protocol a batch goes to: a new one for the patient, or one of theirs to add to. */
type Destination = { patientId: number; id?: number };

/**
 * The protocol a batch may change: the patient's, in the caller's branch (404 with the spec's
 * text otherwise), within its 24 hours (403 with the spec's text), locked.
 */
async function editableProtocol(tx: Tx, deps: MediaDeps, caller: MediaCaller, to: Required<Destination>) {
  const row = await findProtocol(tx, caller.branch, to.patientId, to.id, true);
  if (!row || row.branchId !== caller.branch.branchId) throw new AppError('PROTOCOL-MEDIA-NOT-FOUND');
  if (!canEditProtocol(row.createdAt, deps.now())) throw new AppError('PROTOCOL-MEDIA-EDIT-EXPIRED');
  return row;
}

/** Before any byte: the patient, the protocol and its window, the plan and the declared sizes against the quota. */
async function admit(deps: MediaDeps, caller: MediaCaller, to: Destination, data: TProtocolUploadData) {
  return inClinic(deps, caller, async (tx) => {
    if (!(await isLivePatient(tx, caller.branch, to.patientId))) {
      throw new AppError(to.id === undefined ? 'NOT_FOUND' : 'PROTOCOL-MEDIA-NOT-FOUND');
    }
    if (to.id !== undefined) await editableProtocol(tx, deps, caller, { patientId: to.patientId, id: to.id });
    const declared = data.files.reduce((sum, file) => sum + file.fileSize, 0);
    return claimStorage(tx, caller.branch, declared, deps.now());
  });
}

/**
 * POST (new protocol) and PUT (add to one within 24 hours) of /api/protocolMedia: multipart, a
 * `data` field (ZProtocolUploadData) and then exactly one `file` part per described file, each
 * JPEG or PNG by its bytes and exactly its declared size. A view photographed again replaces the
 * earlier photo, which goes to the recycle bin. All files or none.
 */
export async function uploadProtocolPhotos(
  deps: MediaDeps,
  caller: MediaCaller,
  to: Destination,
  parts: AsyncIterable<Multipart> | undefined,
): Promise<TProtocolMedia> {
  if (!parts) throw new AppError('CONTENT-MISSING');
  const stored: StoredPart[] = [];
  let data: TProtocolUploadData | undefined;
  let free = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (data || part.fieldname !== 'data')
          throw validationError([{ path: 'data', message: 'ส่ง data ครั้งเดียวก่อนไฟล์' }]);
        data = parseDataField(ZProtocolUploadData, part.value);
        free = await admit(deps, caller, to, data);
        continue;
      }
      const meta = data?.files[stored.length];
      if (!data || !meta || part.fieldname !== 'file' || !part.filename) {
        part.file.destroy();
        throw validationError([{ path: 'data.files', message: 'จำนวนไฟล์ไม่ตรงกับที่ระบุ' }]);
      }
      const usedInBatch = stored.reduce((sum, s) => sum + s.fileSize, 0);
      const file = await storePart(deps, part, meta.fileType, {
        free: free - usedInBatch,
        limit: Math.min(meta.fileSize, MEDIA_MAX_BATCH_BYTES - usedInBatch),
      });
      stored.push(file);
      if (file.fileSize !== meta.fileSize) throw new AppError('MEDIA-UPLOAD-MISMATCH');
    }
    if (!data || stored.length !== data.files.length) {
      throw validationError([{ path: 'data.files', message: 'จำนวนไฟล์ไม่ตรงกับที่ระบุ' }]);
    }
    const batch = data;
    const id = await inClinic(deps, caller, (tx) => record(tx, deps, caller, to, batch, stored));
    return await getProtocol(deps, caller, to.patientId, id);
  } catch (error) {
    await discardParts(deps, stored);
    throw error;
  }
}

/** The rows, in one transaction: protocol, photos, the replaced photos to the bin, the audit. */
async function record(
  tx: Tx,
  deps: MediaDeps,
  caller: MediaCaller,
  to: Destination,
  data: TProtocolUploadData,
  stored: StoredPart[],
): Promise<number> {
  const now = deps.now();
  await claimStorage(
    tx,
    caller.branch,
    stored.reduce((sum, s) => sum + s.fileSize, 0),
    now,
  );
  const protocol: ProtocolRow =
    to.id === undefined
      ? await insertProtocol(tx, caller.branch, {
          patientId: to.patientId,
          labId: data.labId,
          createdBy: caller.userId,
          createdAt: now,
        })
      : await editableProtocol(tx, deps, caller, { patientId: to.patientId, id: to.id });
  const views = data.files.map((file) => protocolView(file.arch, file.surface));
  for (const earlier of await protocolPhotos(tx, caller.branch, [protocol.id])) {
    if (!views.includes(earlier.protocolView as (typeof views)[number])) continue;
    const binned = await setDeleted(tx, caller.branch, earlier.id, { at: now, by: caller.userId });
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: MEDIA_ENTITY,
      entityId: earlier.id,
      action: 'delete',
      before: auditImage(earlier),
      after: auditImage(binned),
    });
  }
  for (const part of stored) await settleStoringIntent(tx, part.key);
  const photos = await insertMediaFiles(
    tx,
    caller.branch,
    stored.map((part, i) => ({
      patientId: to.patientId,
      treatmentId: null,
      category: 'Protocol',
      fileName: part.fileName,
      fileType: part.fileType,
      fileSize: part.fileSize,
      storageKey: part.key,
      sha256: part.sha256,
      protocolMediaId: protocol.id,
      protocolView: views[i]!,
      protocolArch: data.files[i]!.arch,
      createdBy: caller.userId,
      createdAt: now,
    })),
  );
  await writeAudits(tx, caller.branch, caller.userId, [
    ...photos.map((row) => ({
      entity: MEDIA_ENTITY,
      entityId: row.id,
      action: 'create' as const,
      after: auditImage(row),
    })),
    {
      entity: PROTOCOL_ENTITY,
      entityId: protocol.id,
      action: to.id === undefined ? 'create' : 'update',
      after: { labId: protocol.labId, photos: photos.map((row) => ({ id: row.id, view: row.protocolView })) },
    },
  ]);
  return protocol.id;
}
