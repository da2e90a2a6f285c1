import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToasts, resetToasts, showToast } from './notify.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  // The other tests expect toasts to show at once, as test/setup.ts left them.
  await loadToasts();
});

describe('toasts (the notifications chunk comes after the first page)', () => {
  it('show at once once the chunk has arrived', async () => {
    await loadToasts();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast('success', 'บันทึกสำเร็จ');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal', message: 'บันทึกสำเร็จ' }));
  });

  it('asked for before it arrived, wait for it and show in order as it arrives', async () => {
    resetToasts();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast('warning', 'first');
    showToast('danger', 'second', 2000);
    expect(show).not.toHaveBeenCalled();
    await loadToasts();
    expect(show.mock.calls.map(([toast]) => toast)).toEqual([
      expect.objectContaining({ color: 'yellow', title: 'คำเตือน', message: 'first' }),
      expect.objectContaining({ color: 'red', message: 'second', autoClose: 2000 }),
    ]);
  });
});
