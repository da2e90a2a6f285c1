import { APPOINTMENT_EVENT_KINDS } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { publishBranchEvent } from '../../lib/events/branch-event.ts';
import type { BranchEvents } from '../../lib/events/branch-events.ts';

export type AppointmentEventKind = (typeof APPOINTMENT_EVENT_KINDS)[number];
type BranchIds = { clinicId: number; branchId: number };

/**
 * Tells every open calendar and list of the branch that an appointment changed: inside the
 * change's transaction, so it is heard once it committed and never if it rolled back (ADR 0014).
 */
export function announce(tx: Tx, branch: BranchIds, kind: AppointmentEventKind, id: number): Promise<void> {
  return publishBranchEvent(tx, { clinicId: branch.clinicId, branchId: branch.branchId, kind, id });
}

const isAppointmentKind = (kind: string): kind is AppointmentEventKind =>
  (APPOINTMENT_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * The branch's appointment events for one stream; a gap in the database's notifications closes
 * the stream, and the client reconnects and refetches. Answers the unsubscribe function.
 */
export function followAppointments(
  events: BranchEvents,
  branchId: number,
  sink: { send(event: { kind: AppointmentEventKind; id: number }): void; close(): void },
) {
  return events.subscribe(branchId, {
    onEvent: ({ kind, id }) => {
      if (isAppointmentKind(kind) && id !== undefined) sink.send({ kind, id });
    },
    onGap: () => sink.close(),
  });
}
