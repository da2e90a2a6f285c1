import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineStreamEndpoint } from '@yim/contract';
import { useBranchEvents } from './use-branch-events.ts';

const changes = defineStreamEndpoint({
  id: 'test.changes',
  path: '/api/test/events/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'queue' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  event: z.object({ kind: z.string(), id: z.number() }),
});

const fetchMock = vi.fn<typeof fetch>();
/** A stream that stays open and says nothing, until its request is aborted. */
function silentStream(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
}
const signalOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.signal;

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(silentStream);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useBranchEvents', () => {
  it('opens one stream, keeps it across renders with new handlers, and stops it on unmount', async () => {
    const { rerender, unmount } = renderHook(
      ({ onEvent }) =>
        useBranchEvents(changes, { clinicUrl: 'yim-demo', branchUrl: 'siam' }, { onEvent, onResync() {} }),
      { initialProps: { onEvent: () => {} } },
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    rerender({ onEvent: () => {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    expect(signalOf(0)?.aborted).toBe(true);
  });

  it('opens another stream when the branch changes, and none without params', async () => {
    const { rerender } = renderHook(
      ({ branchUrl }: { branchUrl: string | null }) =>
        useBranchEvents(changes, branchUrl ? { clinicUrl: 'yim-demo', branchUrl } : null, {
          onEvent() {},
          onResync() {},
        }),
      { initialProps: { branchUrl: null as string | null } },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ branchUrl: 'siam' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    rerender({ branchUrl: 'thonglor' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(signalOf(0)?.aborted).toBe(true);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/test/events/yim-demo/thonglor');
  });
});
