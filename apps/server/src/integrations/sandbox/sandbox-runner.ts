import type { TIntegrationService } from '@yim/contract';
import type { Db, Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import { insertExchange, type ExchangeOutcome } from './sandbox-exchanges.repo.ts';

/** What every sandbox adapter is built with. */
export type SandboxContext = {
  /** The owner's connections: sandbox tables are revoked from the request roles (docs/adr/0010). */
  owner: Db;
  /** Multiplies the typical answer time of each operation (0 in tests). */
  delayScale: number;
  /** The sandbox's clock; tests move it. */
  now: () => Date;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one operation of a sandbox the way the real service would be met: after its typical answer
 * time (with some spread), in a transaction of its own, and written to the exchange record with its
 * outcome, whether it answered, refused (a documented case) or simulated an outage.
 */
export async function runSandboxOperation<T>(
  ctx: SandboxContext,
  call: { service: TIntegrationService; operation: string; request: unknown; typicalMs: number },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const delay = call.typicalMs * ctx.delayScale * (0.75 + Math.random() / 2);
  if (delay > 0) await sleep(delay);
  const record = (outcome: ExchangeOutcome, response: unknown) =>
    ctx.owner.transaction((tx) =>
      insertExchange(tx, {
        service: call.service,
        operation: call.operation,
        request: call.request,
        response,
        outcome,
      }),
    );
  let result: T;
  try {
    result = await ctx.owner.transaction((tx) => work(tx));
  } catch (error) {
    // A refusal rolled the operation back; it is still part of what the sandbox answered.
    if (error instanceof IntegrationError) await record(error.failure, { error: error.reason });
    throw error;
  }
  await record('ok', result ?? null);
  return result;
}
