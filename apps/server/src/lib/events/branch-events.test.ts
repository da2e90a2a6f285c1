import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import type { ListenHandlers } from '../db/listen-connection.ts';
import { createBranchEvents } from './branch-events.ts';
import { BRANCH_EVENTS_CHANNEL } from './branch-event.ts';

/** A database whose one listener the test drives by hand. */
function fakeDatabase() {
  let handlers: ListenHandlers | undefined;
  const stop = vi.fn(async () => undefined);
  const listen = vi.fn(async (channel: string, given: ListenHandlers) => {
    expect(channel).toBe(BRANCH_EVENTS_CHANNEL);
    handlers = given;
    return stop;
  });
  return {
    db: { listen } as unknown as Database,
    listen,
    stop,
    notify: (payload: unknown) => handlers?.onPayload(JSON.stringify(payload)),
    gap: () => handlers?.onGap(),
  };
}

const siam = { clinicId: 1, branchId: 10 };

describe('the branch event bus', () => {
  it('listens once, on the first subscription, and fans each event out to its branch only', async () => {
    const fake = fakeDatabase();
    const events = createBranchEvents(fake.db);
    expect(fake.listen).not.toHaveBeenCalled();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    await events.subscribe(10, { onEvent: first });
    await events.subscribe(10, { onEvent: second });
    await events.subscribe(11, { onEvent: other });
    expect(fake.listen).toHaveBeenCalledTimes(1);
    fake.notify({ ...siam, kind: 'appointment.booked', id: 5 });
    expect(first).toHaveBeenCalledWith({ ...siam, kind: 'appointment.booked', id: 5 });
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('drops payloads that are not branch events', async () => {
    const fake = fakeDatabase();
    const events = createBranchEvents(fake.db);
    const heard = vi.fn();
    await events.subscribe(10, { onEvent: heard });
    fake.notify({ branchId: 10, kind: 'no clinic' });
    fake.notify({ ...siam, kind: 'appointment.booked', patientName: 'x' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).not.toHaveProperty('patientName');
  });

  it('keeps delivering to the others when one subscriber throws, and stops after unsubscribe', async () => {
    const fake = fakeDatabase();
    const failures: unknown[] = [];
    const events = createBranchEvents(fake.db, { onListenerError: (error) => failures.push(error) });
    const after = vi.fn();
    await events.subscribe(10, {
      onEvent: () => {
        throw new Error('broken subscriber');
      },
    });
    const unsubscribe = await events.subscribe(10, { onEvent: after });
    fake.notify({ ...siam, kind: 'appointment.moved', id: 1 });
    expect(after).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
    unsubscribe();
    fake.notify({ ...siam, kind: 'appointment.moved', id: 2 });
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('tells every subscriber of a gap, and stops listening on close', async () => {
    const fake = fakeDatabase();
    const events = createBranchEvents(fake.db);
    const onGap = vi.fn();
    await events.subscribe(10, { onEvent: vi.fn(), onGap });
    await events.subscribe(11, { onEvent: vi.fn(), onGap });
    fake.gap();
    expect(onGap).toHaveBeenCalledTimes(2);
    await events.close();
    expect(fake.stop).toHaveBeenCalledTimes(1);
    await expect(events.subscribe(10, { onEvent: vi.fn() })).rejects.toThrow(/closed/);
  });

  it('tries to listen again for the next subscriber when listening failed', async () => {
    const fake = fakeDatabase();
    fake.listen.mockRejectedValueOnce(new Error('connection refused'));
    const events = createBranchEvents(fake.db);
    await expect(events.subscribe(10, { onEvent: vi.fn() })).rejects.toThrow('connection refused');
    await events.subscribe(10, { onEvent: vi.fn() });
    expect(fake.listen).toHaveBeenCalledTimes(2);
  });
});
