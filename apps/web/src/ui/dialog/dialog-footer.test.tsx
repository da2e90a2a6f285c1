import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { DialogFooter } from './dialog-footer.tsx';

describe('DialogFooter', () => {
  it('puts cancel left of the main action, and disables cancel while the action runs', () => {
    renderRoutes([{ path: '/', element: <DialogFooter cancelLabel="ยกเลิก" confirmLabel="บันทึก" isLoading /> }], '/');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['ยกเลิก', 'บันทึก']);
    expect(buttons[0]).toBeDisabled();
  });

  it('without a main action shows only the way out (a dialog whose action is in its body)', () => {
    const onCancel = vi.fn();
    renderRoutes([{ path: '/', element: <DialogFooter cancelLabel="ปิด" onCancel={onCancel} /> }], '/');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
