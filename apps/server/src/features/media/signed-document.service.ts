import type { TMediaIntegrity, TMediaSignature, TMediaUploadData } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { sha256Of } from '../../lib/storage/sha256-stream.ts';
import { findUserById } from '../auth/users.repo.ts';
import { findStoredById } from './media.repo.ts';
import { type MediaCaller, type MediaDeps, inClinic } from './media-rules.service.ts';
import { isShownTo } from './media-view.service.ts';
import type { StoredPart } from './store-part.service.ts';

// Tamper evidence for the signing page's uploads (issue 15, beyond the spec): the signed PDF's
// digest is the server's own (hashed as it was stored), the original's is checked against the
// stored source file when the page names one, and the signer and the time are the caller and
// the server's clock. Anyone who may read the file can later hash it again (verifyMediaFile).

type SignatureClaim = NonNullable<TMediaUploadData['signature']>;

/**
 * Before any byte is stored: a signature goes with one PDF only, and a named source file must be
 * one the caller may read whose bytes have the declared digest (read outside any transaction).
 */
export async function checkSignatureClaim(deps: MediaDeps, caller: MediaCaller, data: TMediaUploadData) {
  const claim = data.signature;
  if (!claim) return;
  if (data.filesMetadata.length > 1) {
    throw validationError([{ path: 'data.signature', message: 'เอกสารที่ลงนามส่งได้ครั้งละหนึ่งไฟล์' }]);
  }
  if (claim.sourceFileId === null) return;
  const sourceId = claim.sourceFileId;
  const source = await readableFile(deps, caller, sourceId);
  if (!source) throw validationError([{ path: 'data.signature.sourceFileId', message: 'ไม่พบไฟล์ต้นฉบับ' }]);
  const stored = await deps.storage.get(source.storageKey);
  if (!stored) throw new AppError('MEDIA-NOT-FOUND');
  if ((await sha256Of(stored.body)) !== claim.originalSha256) {
    throw validationError([
      { path: 'data.signature.originalSha256', message: 'ไม่ตรงกับไฟล์ต้นฉบับที่เก็บไว้: เอกสารถูกเปลี่ยนก่อนลงนาม' },
    ]);
  }
}

/** The evidence kept with the signed file, once its bytes are stored (a PDF, one file). */
export async function signatureOf(
  tx: Tx,
  deps: MediaDeps,
  caller: MediaCaller,
  claim: SignatureClaim | undefined,
  stored: StoredPart[],
): Promise<TMediaSignature | null> {
  if (!claim) return null;
  if (stored.length !== 1 || stored[0]?.fileType !== 'application/pdf') {
    throw validationError([{ path: 'data.signature', message: 'เอกสารที่ลงนามต้องเป็น PDF ไฟล์เดียว' }]);
  }
  const signer = await findUserById(tx, caller.userId);
  const signerName = signer ? `${signer.firstNameTh} ${signer.lastNameTh}`.trim() || signer.email : '';
  return {
    originalSha256: claim.originalSha256,
    sourceFileId: claim.sourceFileId,
    signedBy: caller.userId,
    signerName,
    signedAt: deps.now().toISOString(),
    device: claim.device,
  };
}

/** POST /api/mediaFile/verify: the stored bytes hashed again, against the digest of their upload. */
export async function verifyMediaFile(deps: MediaDeps, caller: MediaCaller, id: number): Promise<TMediaIntegrity> {
  const row = await readableFile(deps, caller, id);
  if (!row) throw new AppError('MEDIA-NOT-FOUND');
  const stored = await deps.storage.get(row.storageKey);
  if (!stored) throw new AppError('MEDIA-NOT-FOUND');
  const sha256 = await sha256Of(stored.body);
  return { id: row.id, intact: row.sha256 === sha256, sha256, storedSha256: row.sha256 };
}

async function readableFile(deps: MediaDeps, caller: MediaCaller, id: number) {
  const row = await inClinic(deps, caller, (tx) => findStoredById(tx, caller.branch, id));
  return row && isShownTo(caller, row) ? row : undefined;
}
