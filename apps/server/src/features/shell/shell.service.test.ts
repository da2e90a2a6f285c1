import { describe, expect, it } from 'vitest';
import type { Database } from '../../lib/db/database.ts';
import { sharedPing } from './shell.service.ts';

/** A database whose pings end when the test says so, counting how many were sent. */
function pendingPings() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const db = {
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  } as unknown as Database;
  return { db, pending };
}

describe('the health check ping', () => {
  it('is shared by checks that overlap, and sent again once it has answered', async () => {
    const { db, pending } = pendingPings();
    const ping = sharedPing();
    const first = ping(db);
    const second = ping(db);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    await Promise.all([first, second]);

    const third = ping(db);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await third;
  });

  it('fails every check that waited for a failed ping, and the next check asks again', async () => {
    const { db, pending } = pendingPings();
    const ping = sharedPing();
    const waiting = [ping(db), ping(db)];
    pending[0]!.reject(new Error('connection refused'));
    for (const check of waiting) await expect(check).rejects.toThrow('connection refused');

    const again = ping(db);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await again;
  });
});
