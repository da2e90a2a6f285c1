import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { CopyButton } from './copy-button.tsx';

// Spec access §8 "Copy to clipboard": 'บันทึกใส่คลิปบอร์ดสำเร็จ' for 2 s (§9), an error state on failure.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

function renderButton(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: writeText ? { writeText } : undefined });
  renderRoutes([{ path: '/', element: <CopyButton value={() => 'DN-0001'} label="คัดลอก DN" /> }], '/');
  return screen.getByRole('button', { name: 'คัดลอก DN' });
}

const statusText = () => screen.getByRole('status').textContent;

describe('copy to clipboard', () => {
  it('says บันทึกใส่คลิปบอร์ดสำเร็จ for two seconds after a copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const button = renderButton(writeText);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('DN-0001');
    expect(statusText()).toBe('บันทึกใส่คลิปบอร์ดสำเร็จ');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('บันทึกใส่คลิปบอร์ดสำเร็จ');
    await act(() => vi.advanceTimersByTimeAsync(1899));
    expect(statusText()).toBe('บันทึกใส่คลิปบอร์ดสำเร็จ');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(statusText()).toBe('');
  });

  it('a second copy restarts the two seconds', async () => {
    const button = renderButton(vi.fn().mockResolvedValue(undefined));
    await act(async () => {
      fireEvent.click(button);
    });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(async () => {
      fireEvent.click(button);
    });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(statusText()).toBe('บันทึกใส่คลิปบอร์ดสำเร็จ');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(statusText()).toBe('');
  });

  it('shows the error state when the browser refuses', async () => {
    const button = renderButton(vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(statusText()).toBe('คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('คัดลอกไม่สำเร็จ');
  });

  it('fails without a Clipboard API (plain http)', async () => {
    const button = renderButton(undefined);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(statusText()).toBe('คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง');
  });
});
