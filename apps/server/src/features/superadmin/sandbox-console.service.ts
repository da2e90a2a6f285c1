import type { z } from 'zod';
import type { ZSandboxExchangesQuery, ZSandboxLicenceInput, ZSandboxOutboxQuery } from '@yim/contract';
import type { SandboxConsole } from '../../integrations/sandbox-console.ts';
import type { Database } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { recordSuperadminAction } from './superadmin.repo.ts';

/** Who uses the console: the super-administrator, for the audit row every read and change leaves. */
export type ConsoleCaller = { db: Database; user: AuthUser };

/**
 * The sandbox page of a platform super-administrator (docs/integrations.md). The console works on
 * the sandbox tables as their owner, in its own transactions; what it showed or changed is then
 * written to the super-administrator's audit log (issue 20: every read and change audited), like
 * the platform's other tools. Sandbox data is not a clinic's, but its outbox holds patients' phone
 * numbers and reminder texts.
 */
async function audited<T>(caller: ConsoleCaller, action: string, target: string, work: () => Promise<T>): Promise<T> {
  const result = await work();
  await caller.db.run({ userId: caller.user.id }, (tx) => recordSuperadminAction(tx, caller.user.id, action, target));
  return result;
}

export function listSandboxExchanges(
  caller: ConsoleCaller,
  console: SandboxConsole,
  query: z.output<typeof ZSandboxExchangesQuery>,
) {
  return audited(caller, 'sandbox.exchanges.list', query.service ?? '*', () =>
    console.listExchanges({ service: query.service, limit: query.limit }),
  );
}

export function listSandboxLicences(caller: ConsoleCaller, console: SandboxConsole) {
  return audited(caller, 'sandbox.licences.list', '*', () => console.listLicences());
}

export function putSandboxLicence(
  caller: ConsoleCaller,
  console: SandboxConsole,
  body: z.output<typeof ZSandboxLicenceInput>,
) {
  return audited(caller, 'sandbox.licences.put', body.licenceNo, () => console.putLicence(body));
}

/** What the SMS and LINE sandboxes sent (the reminders), and where each message stands. */
export function listSandboxOutbox(
  caller: ConsoleCaller,
  console: SandboxConsole,
  query: z.output<typeof ZSandboxOutboxQuery>,
) {
  return audited(caller, 'sandbox.outbox.list', query.channel ?? '*', () =>
    console.listOutbox({ channel: query.channel, limit: query.limit }),
  );
}

export function listSandboxTeleLinks(caller: ConsoleCaller, console: SandboxConsole) {
  return audited(caller, 'sandbox.teleLinks.list', '*', () => console.listTeleLinks());
}

/** The button that plays the patient confirming a link code in the tele-dentistry app. */
export function confirmSandboxTeleCode(caller: ConsoleCaller, console: SandboxConsole, code: string) {
  return audited(caller, 'sandbox.teleCode.confirm', code, () => console.confirmTeleCode(code));
}
