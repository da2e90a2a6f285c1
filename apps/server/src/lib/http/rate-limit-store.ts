import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { affectedRows, type Database } from '../db/database.ts';
import type { InTransactionTask } from '../jobs/periodic-tasks.ts';

type Counted = { current: number; ttl: number };
/** What @fastify/rate-limit hands a store: the plugin's settings, plus the route for a child. */
type StoreParams = { routeInfo?: { method?: string | string[]; url?: string } };

function routeName(params: StoreParams): string {
  const route = params.routeInfo;
  if (!route?.url) return 'global';
  return `${[route.method ?? ''].flat().join(',')} ${route.url}`;
}

/**
 * Counts one hit in the window of `key`, starting a new window when the last one has ended.
 * One upsert statement: concurrent hits from several instances serialise on the row, so none is
 * lost and none sees a stale count.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const result = await db.owner.execute<{ hits: number; ttl_ms: string }>(sql`
    insert into rate_limit_windows as w (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when w.window_ends_at <= now() then 1 else w.hits + 1 end,
      window_ends_at = case when w.window_ends_at <= now() then excluded.window_ends_at else w.window_ends_at end
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl_ms`);
  const row = result.rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database instead of the
 * instance's memory (docs/ARCHITECTURE.md §10: no state another instance would need). The plugin
 * constructs it with its settings and asks for a child per limited route.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(params: object = {}) {
      this.route = routeName(params as StoreParams);
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countHit(db, `${this.route}|${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}

/** Ended windows are only kept until housekeeping passes; a new hit would reset them anyway. */
export const pruneRateLimitWindows: InTransactionTask = {
  name: 'rateLimitWindows',
  async run(tx) {
    return affectedRows(await tx.execute(sql`delete from rate_limit_windows where window_ends_at < now()`));
  },
};
