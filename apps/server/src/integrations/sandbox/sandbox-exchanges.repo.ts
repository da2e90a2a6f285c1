import { desc, eq, lt } from 'drizzle-orm';
import type { TIntegrationService } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxExchanges } from './sandbox-exchanges.table.ts';

export type ExchangeOutcome = 'ok' | 'rejected' | 'unavailable';

/** Always in a transaction of the owner's connections: the sandboxes are another system, not a request's data. */
export async function insertExchange(
  tx: Tx,
  row: {
    service: TIntegrationService;
    operation: string;
    request: unknown;
    response: unknown;
    outcome: ExchangeOutcome;
  },
) {
  await tx.insert(sandboxExchanges).values(row);
}

export async function listExchanges(tx: Tx, filter: { service?: TIntegrationService | undefined; limit: number }) {
  return tx
    .select({
      id: sandboxExchanges.id,
      service: sandboxExchanges.service,
      operation: sandboxExchanges.operation,
      request: sandboxExchanges.request,
      response: sandboxExchanges.response,
      outcome: sandboxExchanges.outcome,
      createdAt: sandboxExchanges.createdAt,
    })
    .from(sandboxExchanges)
    .where(filter.service ? eq(sandboxExchanges.service, filter.service) : undefined)
    .orderBy(desc(sandboxExchanges.id))
    .limit(filter.limit);
}

/** Housekeeping: the record of a sandbox is for looking at, not for keeping. */
export async function deleteExchangesBefore(tx: Tx, before: Date): Promise<number> {
  const gone = await tx
    .delete(sandboxExchanges)
    .where(lt(sandboxExchanges.createdAt, before))
    .returning({ id: sandboxExchanges.id });
  return gone.length;
}
