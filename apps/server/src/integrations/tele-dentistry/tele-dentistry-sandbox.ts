import { randomInt } from 'node:crypto';
import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import {
  TELE_REJECTIONS,
  telePatientRef,
  type TeleConnection,
  type TeleDentistry,
  type TelePatient,
} from './tele-dentistry.ts';
import {
  closeCasesOf,
  confirmLink,
  endLink,
  findLinkByCode,
  insertCase,
  insertLink,
  openCasesOf,
  openLinksOf,
  type SandboxTeleLinkRow,
} from './tele-dentistry-sandbox.repo.ts';
import { autoConfirmAt, LINK_CODE_TTL_MS, linkState } from './tele-link-state.ts';

const TYPICAL_MS = 400;

export type TeleSandboxContext = SandboxContext & { confirmSeconds: number };

/** Documented case T6: every patient id ending in 99 meets a service that does not answer. */
export function isSandboxTeleOutage(patient: TelePatient): boolean {
  return patient.patientId % 100 === 99;
}

/** Writes a confirmation that fell due (T1), so the rows say what the answers said. */
export async function settleLink(
  tx: Tx,
  ctx: TeleSandboxContext,
  link: SandboxTeleLinkRow,
): Promise<SandboxTeleLinkRow> {
  if (link.confirmedAt || link.endedAt) return link;
  const due = autoConfirmAt(link, ctx.confirmSeconds);
  if (!due || due > ctx.now()) return link;
  await confirmLink(tx, link.id, due);
  return { ...link, confirmedAt: due };
}

async function settledLinks(tx: Tx, ctx: TeleSandboxContext, patientRef: string) {
  const links = await openLinksOf(tx, patientRef);
  return Promise.all(links.map((link) => settleLink(tx, ctx, link)));
}

/** A six-digit code no open link uses. */
async function freshCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const holder = await findLinkByCode(tx, code);
    if (!holder || holder.endedAt) return code;
  }
}

function reject(reason: keyof typeof TELE_REJECTIONS): never {
  throw new IntegrationError('teleDentistry', 'rejected', TELE_REJECTIONS[reason]);
}

/** The sandbox tele-dentistry service: its cases T1–T6 are listed in docs/integrations.md. */
export function sandboxTeleDentistry(ctx: TeleSandboxContext): TeleDentistry {
  const operation = <T>(
    name: string,
    patient: TelePatient,
    request: object,
    work: (tx: Tx, ref: string) => Promise<T>,
  ) => {
    const ref = telePatientRef(patient);
    return runSandboxOperation(
      ctx,
      { service: 'teleDentistry', operation: name, request: { patientRef: ref, ...request }, typicalMs: TYPICAL_MS },
      async (tx) => {
        if (isSandboxTeleOutage(patient)) throw new IntegrationError('teleDentistry', 'unavailable', 'SANDBOX_OUTAGE');
        return work(tx, ref);
      },
    );
  };
  const stateAt = (link: SandboxTeleLinkRow) => linkState(link, ctx.now(), ctx.confirmSeconds);

  return {
    mode: 'sandbox',
    createLinkCode: (patient) =>
      operation('createLinkCode', patient, {}, async (tx, ref) => {
        const links = await settledLinks(tx, ctx, ref);
        if (links.some((link) => stateAt(link) === 'connected')) reject('ALREADY_CONNECTED');
        const now = ctx.now();
        for (const link of links) await endLink(tx, link.id, now, 'replaced');
        const issued = { code: await freshCode(tx), expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS) };
        await insertLink(tx, { patientRef: ref, issuedAt: now, ...issued });
        return issued;
      }),

    unlink: (patient) =>
      operation('unlink', patient, {}, async (tx, ref) => {
        const connected = (await settledLinks(tx, ctx, ref)).find((link) => stateAt(link) === 'connected');
        if (!connected) reject('NOT_CONNECTED');
        await endLink(tx, connected.id, ctx.now(), 'unlinked');
        await closeCasesOf(tx, ref, ctx.now());
      }),

    checkConnection: (patient) =>
      operation('checkConnection', patient, {}, async (tx, ref): Promise<TeleConnection> => {
        const links = await settledLinks(tx, ctx, ref);
        const connected = links.find((link) => stateAt(link) === 'connected');
        const pending = links.find((link) => stateAt(link) === 'pending');
        return {
          isConnected: Boolean(connected),
          connectedAt: connected?.confirmedAt ?? null,
          pendingCode: pending ? { code: pending.code, expiresAt: pending.expiresAt } : null,
        };
      }),

    listActiveCases: (patient) =>
      operation('listActiveCases', patient, {}, async (tx, ref) =>
        (await openCasesOf(tx, ref)).map((row) => ({ caseId: String(row.id), openedAt: row.openedAt, note: row.note })),
      ),

    activateCase: (patient, details) =>
      operation('activateCase', patient, details, async (tx, ref) => {
        const links = await settledLinks(tx, ctx, ref);
        if (!links.some((link) => stateAt(link) === 'connected')) reject('NOT_CONNECTED');
        if ((await openCasesOf(tx, ref)).length > 0) reject('CASE_ALREADY_ACTIVE');
        const row = await insertCase(tx, { patientRef: ref, note: details.note, openedAt: ctx.now() });
        return { caseId: String(row.id), openedAt: row.openedAt, note: row.note };
      }),
  };
}
