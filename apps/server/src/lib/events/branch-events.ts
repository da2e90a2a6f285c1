import type { Database, Tx } from '../db/database.ts';
import { BRANCH_EVENTS_CHANNEL, parseBranchEvent, publishBranchEvent, type TBranchEvent } from './branch-event.ts';

export type BranchEventListener = (event: TBranchEvent) => void;

export type BranchSubscriber = {
  onEvent: BranchEventListener;
  /** Events may have been missed (the listening connection was lost): refetch or reconnect. */
  onGap?: () => void;
};

/** The branch event bus of one server instance (`AppDeps.events`). */
export type BranchEvents = {
  /** Inside the writer's transaction: delivered to every instance on commit (branch-event.ts). */
  publish(tx: Tx, event: TBranchEvent): Promise<void>;
  /**
   * Hears the events of one branch from every instance. Resolves once the instance listens, so a
   * change committed after it resolves is heard. Answers the unsubscribe function.
   */
  subscribe(branchId: number, subscriber: BranchSubscriber): Promise<() => void>;
  /** Stops listening (the app closes); subscribers are dropped. */
  close(): Promise<void>;
};

export type BranchEventsOptions = {
  /** Told when a listener throws: one subscriber's failure must not starve the others. */
  onListenerError?: (error: unknown) => void;
};

/**
 * One LISTEN per instance, started by the first subscriber and kept until the app closes, fanned
 * out in process to the subscribers of each branch: a thousand open calendars cost one database
 * connection, not a thousand.
 */
export function createBranchEvents(db: Database, options: BranchEventsOptions = {}): BranchEvents {
  const byBranch = new Map<number, Set<BranchSubscriber>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const each = (subscribers: Iterable<BranchSubscriber>, call: (s: BranchSubscriber) => void) => {
    for (const subscriber of [...subscribers]) {
      try {
        call(subscriber);
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };

  const deliver = (payload: string) => {
    const event = parseBranchEvent(payload);
    const subscribers = event && byBranch.get(event.branchId);
    if (subscribers) each(subscribers, (s) => s.onEvent(event));
  };

  const gap = () => {
    for (const subscribers of byBranch.values()) each(subscribers, (s) => s.onGap?.());
  };

  const startListening = () => {
    listening ??= db.listen(BRANCH_EVENTS_CHANNEL, { onPayload: deliver, onGap: gap }).catch((error: unknown) => {
      // The next subscriber tries again rather than inherit a failure for ever.
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    publish: publishBranchEvent,
    async subscribe(branchId, subscriber) {
      if (closed) throw new Error('the branch event bus is closed');
      await startListening();
      const subscribers = byBranch.get(branchId) ?? new Set();
      byBranch.set(branchId, subscribers);
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && byBranch.get(branchId) === subscribers) byBranch.delete(branchId);
      };
    },
    async close() {
      closed = true;
      byBranch.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.().catch(() => undefined);
    },
  };
}
