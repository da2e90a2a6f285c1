import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { shell } from '@yim/contract';
import { describe, expect, it, vi } from 'vitest';
import { announceUpdate } from '../../lib/app-update.ts';
import { queryClient } from '../../lib/query-client.ts';
import { answer, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { shellKeys } from './shell.api.ts';
import { UpdatePrompt } from './update-prompt.tsx';

// Issue 11 "Update available": a waiting service worker or a new server version asks before
// reloading; nothing reloads by itself.
function serveVersions(...versions: string[]) {
  let call = 0;
  return mockApi({
    [on(shell.version)]: () =>
      answer(shell.version, {
        version: versions[Math.min(call++, versions.length - 1)]!,
        demoData: false,
        sandbox: false,
        appEnv: 'production',
      }),
  });
}

function renderPrompt() {
  renderRoutes([{ path: '/', element: <UpdatePrompt /> }], '/');
}

describe('the update prompt', () => {
  it('appears when the service worker has a new version waiting, and reloads only when asked', async () => {
    serveVersions('1.1.4');
    renderPrompt();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const apply = vi.fn();
    act(() => announceUpdate(apply));
    const prompt = screen.getByRole('alertdialog', { name: 'มีเวอร์ชันใหม่' });
    expect(prompt).toHaveTextContent('กรุณาบันทึกงานที่ทำค้างไว้');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'โหลดหน้าใหม่' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('"ภายหลัง" hides it until the next announcement', () => {
    serveVersions('1.1.4');
    renderPrompt();
    act(() => announceUpdate(vi.fn()));
    fireEvent.click(screen.getByRole('button', { name: 'ภายหลัง' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => announceUpdate(vi.fn()));
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('appears when /api/version answers another version than the page was loaded with', async () => {
    const fetchMock = serveVersions('1.1.4', '1.1.4', '1.1.5');
    renderPrompt();
    // Wait for the first answer, not only its request: a refetch while the first request is
    // still out (no data yet) joins it instead of asking again, and the versions would shift by
    // one (that failed twice on loaded CI machines).
    await waitFor(() => expect(queryClient.getQueryData(shellKeys.version)).toBeDefined());
    await act(() => queryClient.refetchQueries({ queryKey: shellKeys.version }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => queryClient.refetchQueries({ queryKey: shellKeys.version }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('alertdialog', { name: 'มีเวอร์ชันใหม่' }, { timeout: 10_000 })).toBeVisible();
  }, 15_000);
});
