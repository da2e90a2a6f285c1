import {
  PROTOCOL_EDIT_HOURS,
  PROTOCOL_VIEWS,
  type TProtocolListQuery,
  type TProtocolMedia,
  type TProtocolView,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import type { MediaRow } from './media.repo.ts';
import { withLinks } from './media-links.service.ts';
import { inClinic, type MediaCaller, type MediaDeps } from './media-rules.service.ts';
import { findProtocol, listProtocolRows, protocolPhotos, type ProtocolRow } from './protocol-media.repo.ts';

/** Whether a protocol may still change: within 24 hours of its creation, by the app's clock. */
export function canEditProtocol(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < PROTOCOL_EDIT_HOURS * 60 * 60 * 1000;
}

const SURFACE_OF: Record<TProtocolView, 'occlusal' | 'frontal' | 'right_lateral' | 'left_lateral'> = {
  upper_occlusal: 'occlusal',
  lower_occlusal: 'occlusal',
  frontal_view: 'frontal',
  right_lateral: 'right_lateral',
  left_lateral: 'left_lateral',
};

/** Protocols with their photos (links signed after the transaction) and their progress. */
export async function presentProtocols(
  deps: Pick<MediaDeps, 'storage' | 'now'>,
  protocols: ProtocolRow[],
  photos: MediaRow[],
): Promise<TProtocolMedia[]> {
  const files = new Map((await withLinks(deps.storage, photos)).map((file) => [file.id, file]));
  const now = deps.now();
  return protocols.map((protocol) => {
    const own = photos.filter((photo) => photo.protocolMediaId === protocol.id);
    const completed = PROTOCOL_VIEWS.filter((view) => own.some((photo) => photo.protocolView === view));
    return {
      id: protocol.id,
      patientId: protocol.patientId,
      labId: protocol.labId,
      creationDt: protocol.createdAt.toISOString(),
      photos: own.map((photo) => {
        const view = photo.protocolView as TProtocolView;
        const arch = photo.protocolArch === 'lower' ? 'lower' : 'upper';
        return { view, arch, surface: SURFACE_OF[view], media: files.get(photo.id)! };
      }),
      progress: {
        completed,
        remaining: PROTOCOL_VIEWS.filter((view) => !completed.includes(view)),
        // Complete at 100 % (spec §4): all five views.
        percent: Math.round((completed.length / PROTOCOL_VIEWS.length) * 100),
      },
      edit_status: { can_edit: canEditProtocol(protocol.createdAt, now) },
    };
  });
}

/**
 * GET /api/protocolMedia/{c}/{b}/{patientId}: a page of the patient's protocols across the clinic,
 * newest first, with their photos, read in the request's transaction (`presentProtocols` after it).
 */
export async function readProtocolPage(tx: Tx, branch: BranchScope, patientId: number, query: TProtocolListQuery) {
  const page = await listProtocolRows(tx, branch, patientId, query);
  const photos = await protocolPhotos(
    tx,
    branch,
    page.rows.map((row) => row.id),
  );
  return { ...page, photos };
}

/** GET /api/protocolMedia/{c}/{b}/{patientId}/{id}: one protocol of the patient with its photos. */
export async function readProtocol(
  tx: Tx,
  branch: BranchScope,
  patientId: number,
  id: number,
): Promise<{ row: ProtocolRow; photos: MediaRow[] }> {
  const row = await findProtocol(tx, branch, patientId, id);
  if (!row) throw new AppError('PROTOCOL-MEDIA-NOT-FOUND');
  return { row, photos: await protocolPhotos(tx, branch, [row.id]) };
}

/** One protocol as the wire has it, in a short transaction of its own (after an upload). */
export async function getProtocol(
  deps: MediaDeps,
  caller: MediaCaller,
  patientId: number,
  id: number,
): Promise<TProtocolMedia> {
  const { row, photos } = await inClinic(deps, caller, (tx) => readProtocol(tx, caller.branch, patientId, id));
  const [protocol] = await presentProtocols(deps, [row], photos);
  return protocol!;
}
