import type { TIntegrationService, TMessageChannel } from '@yim/contract';
import { AppError } from '../lib/app-error.ts';
import type { Db } from '../lib/db/database.ts';
import { sandboxLicenceStatus } from './licence-registry/licence-registry-sandbox.ts';
import {
  listSandboxLicences,
  upsertSandboxLicence,
  type SandboxLicenceRow,
} from './licence-registry/licence-registry-sandbox.repo.ts';
import { messageState } from './messaging/message-state.ts';
import { listMessages } from './messaging/messages-sandbox.repo.ts';
import { insertExchange, listExchanges, type ExchangeOutcome } from './sandbox/sandbox-exchanges.repo.ts';
import {
  confirmLink,
  findLinkByCode,
  listLinks,
  type SandboxTeleLinkRow,
} from './tele-dentistry/tele-dentistry-sandbox.repo.ts';
import { settleLink, type TeleSandboxContext } from './tele-dentistry/tele-dentistry-sandbox.ts';
import { linkState } from './tele-dentistry/tele-link-state.ts';

/**
 * The super-administrator's levers on the sandboxes (GET/PUT/POST /api/superadmin/sandbox/...):
 * what they were asked, the registry's entries, the simulated patient's confirmation, and the
 * messaging outbox. They
 * work on the sandbox tables whether or not a service runs live, as the owner (docs/adr/0010).
 */
export type SandboxConsole = ReturnType<typeof sandboxConsole>;

export function sandboxConsole(owner: Db, tele: TeleSandboxContext) {
  const licenceOut = (row: SandboxLicenceRow) => ({ ...row, status: sandboxLicenceStatus(row.licenceNo, true) });
  const linkOut = (link: SandboxTeleLinkRow) => ({
    code: link.code,
    patientRef: link.patientRef,
    state: linkState(link, tele.now(), tele.confirmSeconds),
    issuedAt: link.issuedAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    confirmedAt: link.confirmedAt?.toISOString() ?? null,
  });

  return {
    async listExchanges(filter: { service?: TIntegrationService | undefined; limit: number }) {
      const rows = await owner.transaction((tx) => listExchanges(tx, filter));
      return rows.map(({ createdAt, ...row }) => ({
        ...row,
        service: row.service as TIntegrationService,
        outcome: row.outcome as ExchangeOutcome,
        at: createdAt.toISOString(),
      }));
    },

    async listLicences() {
      return (await owner.transaction((tx) => listSandboxLicences(tx))).map(licenceOut);
    },

    async putLicence(row: SandboxLicenceRow) {
      await owner.transaction((tx) => upsertSandboxLicence(tx, row));
      return licenceOut(row);
    },

    /** The SMS and LINE sandboxes' outbox: what reminders went out, and where each stands now. */
    async listOutbox(filter: { channel?: TMessageChannel | undefined; limit: number }) {
      const rows = await owner.transaction((tx) => listMessages(tx, filter));
      return rows.map((row) => {
        const state = messageState(row, tele.now());
        return {
          messageId: row.messageId,
          channel: row.channel as TMessageChannel,
          to: row.recipient,
          text: row.text,
          reference: row.reference,
          status: state.status,
          failureReason: state.failureReason,
          sentAt: row.sentAt.toISOString(),
          settledAt: state.status === 'queued' ? null : state.at.toISOString(),
        };
      });
    },

    async listTeleLinks() {
      return (await owner.transaction((tx) => listLinks(tx, 100))).map(linkOut);
    },

    /** The simulated patient types the code into the tele-dentistry app (documented case T1). */
    async confirmTeleCode(code: string) {
      return owner.transaction(async (tx) => {
        const found = await findLinkByCode(tx, code);
        if (!found) throw new AppError('SANDBOX-CODE-NOT-FOUND');
        const link = await settleLink(tx, tele, found);
        const state = linkState(link, tele.now(), tele.confirmSeconds);
        if (state === 'connected') return linkOut(link);
        if (state !== 'pending') throw new AppError('SANDBOX-CODE-EXPIRED');
        const confirmed = { ...link, confirmedAt: tele.now() };
        await confirmLink(tx, link.id, confirmed.confirmedAt);
        // What the service received from the patient's app belongs to its record too.
        await insertExchange(tx, {
          service: 'teleDentistry',
          operation: 'patientConfirmsCode',
          request: { code, patientRef: link.patientRef },
          response: { isConnected: true },
          outcome: 'ok',
        });
        return linkOut(confirmed);
      });
    },
  };
}
