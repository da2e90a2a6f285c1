import type { TMediaCategory, TMediaFile } from '@yim/contract';
import type { MediaRow, ShownMediaRow } from './media.repo.ts';

/** A row as the wire shows it (spec clinic §3 Media file), with its short-lived download link. */
export function toMediaFile(row: ShownMediaRow, mediaURL: string): TMediaFile {
  return {
    id: row.id,
    mediaURL,
    category: row.category as TMediaCategory,
    remark: row.remark,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    patientId: row.patientId,
    treatmentId: row.treatmentId,
    creationDt: row.createdAt.toISOString(),
    creationUid: row.createdBy,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    sha256: row.sha256,
    signature: row.signature,
  };
}

/** What an audit row keeps of a file: everything but the link, which dies in minutes. */
export function auditImage(row: MediaRow) {
  const { mediaURL: _link, ...rest } = toMediaFile(row, '');
  return { ...rest, storageKey: row.storageKey };
}
