import type { z } from 'zod';
import type { ZSandboxExchangesQuery, ZSandboxLicenceInput, ZSandboxOutboxQuery } from '@yim/contract';
import type { SandboxConsole } from '../../integrations/sandbox-console.ts';

/**
 * The sandbox page of a platform super-administrator (docs/integrations.md): not tenant data,
 * so no audited cross-clinic read; the console works on the sandbox tables as their owner.
 */
export function listSandboxExchanges(console: SandboxConsole, query: z.output<typeof ZSandboxExchangesQuery>) {
  return console.listExchanges({ service: query.service, limit: query.limit });
}

export function listSandboxLicences(console: SandboxConsole) {
  return console.listLicences();
}

export function putSandboxLicence(console: SandboxConsole, body: z.output<typeof ZSandboxLicenceInput>) {
  return console.putLicence(body);
}

/** What the SMS and LINE sandboxes sent (the reminders), and where each message stands. */
export function listSandboxOutbox(console: SandboxConsole, query: z.output<typeof ZSandboxOutboxQuery>) {
  return console.listOutbox({ channel: query.channel, limit: query.limit });
}

export function listSandboxTeleLinks(console: SandboxConsole) {
  return console.listTeleLinks();
}

/** The button that plays the patient confirming a link code in the tele-dentistry app. */
export function confirmSandboxTeleCode(console: SandboxConsole, code: string) {
  return console.confirmTeleCode(code);
}
