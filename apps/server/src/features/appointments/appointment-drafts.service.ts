import type { TAppointmentDraft, TAppointmentDraftForm } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { findDraftOf, saveDraftOf, updateDraftOf } from './appointment-drafts.repo.ts';
import type { AppointmentWriter } from './booking-rules.service.ts';

type DraftRow = { id: number; form: TAppointmentDraftForm; updatedAt: Date };

const toDraft = (row: DraftRow): TAppointmentDraft => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/**
 * The booking form as the caller left it at this branch (GET /api/appointmentDraft/{c}/{b}), so
 * a reload, a crash or a phone call in between loses nothing; booking deletes it. A draft is the
 * caller's own: nobody else reads or writes it, and it is not audited: it changes no record.
 */
export async function readDraft({ tx, branch, userId }: AppointmentWriter) {
  const row = await findDraftOf(tx, branch, userId);
  return { draft: row ? toDraft(row) : null };
}

export async function saveDraft({ tx, branch, userId }: AppointmentWriter, form: TAppointmentDraftForm) {
  return toDraft(await saveDraftOf(tx, branch, userId, form));
}

export async function updateDraft({ tx, branch, userId }: AppointmentWriter, id: number, form: TAppointmentDraftForm) {
  const row = await updateDraftOf(tx, branch, userId, id, form);
  if (!row) throw new AppError('NOT_FOUND');
  return toDraft(row);
}
