import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function renderDialog(onConfirm = vi.fn(), onClose = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ReasonDialog
            title="ยกเลิกใบเสร็จ"
            message="ใบเสร็จ 69-000001"
            reasonLabel="เหตุผล"
            reasonRequired="กรุณาระบุเหตุผล"
            keepLabel="ไม่ยกเลิก"
            confirmLabel="ยกเลิกใบเสร็จ"
            maxLength={500}
            isPending={false}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        ),
      },
    ],
    '/',
  );
  return { onConfirm, onClose };
}

describe('ReasonDialog', () => {
  it('keeps "keep" focused, refuses an empty reason, and sends the reason trimmed', async () => {
    const { onConfirm } = renderDialog();
    expect(await screen.findByRole('button', { name: 'ไม่ยกเลิก' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /เหตุผล/ }), { target: { value: '  ลูกค้าขอคืนเงิน  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    expect(onConfirm).toHaveBeenCalledWith('ลูกค้าขอคืนเงิน');
  });

  it('goes away without calling anything when kept', async () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
