import { and, desc, eq, sql } from 'drizzle-orm';
import type { TMessageChannel } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxMessages } from './messages-sandbox.table.ts';

const COLUMNS = {
  id: sandboxMessages.id,
  channel: sandboxMessages.channel,
  messageId: sandboxMessages.messageId,
  recipient: sandboxMessages.recipient,
  text: sandboxMessages.text,
  reference: sandboxMessages.reference,
  sentAt: sandboxMessages.sentAt,
  settlesAt: sandboxMessages.settlesAt,
  outcome: sandboxMessages.outcome,
  failureReason: sandboxMessages.failureReason,
};

export type SandboxMessageRow = {
  id: number;
  channel: string;
  messageId: string;
  recipient: string;
  text: string;
  reference: string;
  sentAt: Date;
  settlesAt: Date;
  outcome: string;
  failureReason: string | null;
};

/** The message sent under this reference, if any; the reference is locked for the rest of the transaction. */
export async function findMessageByReference(
  tx: Tx,
  channel: TMessageChannel,
  reference: string,
): Promise<SandboxMessageRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-message:${channel}:${reference}`}))`);
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.channel, channel), eq(sandboxMessages.reference, reference)));
  return row;
}

export async function findMessage(
  tx: Tx,
  channel: TMessageChannel,
  messageId: string,
): Promise<SandboxMessageRow | undefined> {
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.channel, channel), eq(sandboxMessages.messageId, messageId)));
  return row;
}

export async function insertMessage(tx: Tx, row: Omit<SandboxMessageRow, 'id'>): Promise<void> {
  await tx.insert(sandboxMessages).values(row);
}

export async function listMessages(
  tx: Tx,
  filter: { channel?: TMessageChannel | undefined; limit: number },
): Promise<SandboxMessageRow[]> {
  return tx
    .select(COLUMNS)
    .from(sandboxMessages)
    .where(filter.channel ? eq(sandboxMessages.channel, filter.channel) : undefined)
    .orderBy(desc(sandboxMessages.id))
    .limit(filter.limit);
}
