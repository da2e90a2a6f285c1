import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * Answers kept by the data version they were computed at. A version is a counter in the
 * database that every change to the data moves on, in the writer's transaction (for example
 * `calendar_versions`). A request reads it first, then looks its answer up under it:
 * - a hit is exactly what the query would answer, since no change has committed since;
 * - a miss computes after reading the version, so what it stores is at least that new.
 * That holds across server instances: the version lives in the database, not in memory.
 */
export type AnswerCache = {
  /**
   * The answer under `key` at `version` of `scope` (a clinic), computing it on a miss. Requests
   * that miss the same answer at once share one computation.
   */
  get(scope: number, version: number, key: string, compute: () => Promise<PreparedAnswer>): Promise<PreparedAnswer>;
  /** What is kept, for tests and the health of the process. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
};

type Entry = { scope: number; version: number; answer: Promise<PreparedAnswer>; size: number };

/**
 * An answer cache in this process's memory, least recently used first out beyond `maxBytes`.
 * Once a scope's newer version is stored, its older answers can never be asked for again
 * (versions only grow) and are dropped at once.
 */
export function createAnswerCache({ maxBytes }: { maxBytes: number }): AnswerCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const entries = new Map<string, Entry>();
  const newest = new Map<number, number>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    bytes -= entry.size;
  };

  const dropOlderThan = (scope: number, version: number) => {
    if ((newest.get(scope) ?? -1) >= version) return;
    newest.set(scope, version);
    for (const [id, entry] of entries) if (entry.scope === scope && entry.version < version) remove(id);
  };

  const store = (id: string, entry: Entry, answer: PreparedAnswer) => {
    if (entries.get(id) !== entry) return;
    entry.size = answer.size;
    bytes += entry.size;
    // The newest entry is never evicted by its own arrival: an answer larger than the whole
    // budget is still shared by the requests waiting for it, and goes with the next store.
    for (const [oldId] of entries) {
      if (bytes <= maxBytes || oldId === id) break;
      remove(oldId);
    }
  };

  return {
    get(scope, version, key, compute) {
      if ((newest.get(scope) ?? -1) > version) {
        // A request that read an older version than one already stored: answer it, keep nothing.
        misses += 1;
        return compute();
      }
      const id = `${scope}:${version}:${key}`;
      const found = entries.get(id);
      if (found) {
        hits += 1;
        entries.delete(id);
        entries.set(id, found);
        return found.answer;
      }
      misses += 1;
      dropOlderThan(scope, version);
      const entry: Entry = { scope, version, answer: compute(), size: 0 };
      entries.set(id, entry);
      entry.answer.then(
        (answer) => store(id, entry, answer),
        () => {
          // A failed computation is not kept: the next request tries again.
          if (entries.get(id) === entry) entries.delete(id);
        },
      );
      return entry.answer;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
