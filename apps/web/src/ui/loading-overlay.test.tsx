import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { showLoadingOverlay, withLoadingOverlay } from './loading-overlay.tsx';

// Spec access §2 "Full-screen loading overlay", mounted once by the app's providers.
describe('the full-screen loading overlay', () => {
  it('covers the app while work runs, with its label, and leaves when it ends even on failure', async () => {
    renderRoutes([{ path: '/', element: <button type="button">บันทึก</button> }], '/');
    expect(screen.queryByRole('status')).toBeNull();
    let finish!: () => void;
    let failed!: Promise<unknown>;
    act(() => {
      void withLoadingOverlay(new Promise<void>((resolve) => (finish = resolve)), 'กำลังอัปโหลด…');
    });
    expect(screen.getByRole('status')).toHaveTextContent('กำลังอัปโหลด…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      failed = withLoadingOverlay(() => Promise.reject(new Error('no')));
    });
    await act(async () => {
      await failed.catch(() => undefined);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while any of two overlapping steps runs', () => {
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    let hideFirst!: () => void;
    let hideSecond!: () => void;
    act(() => {
      hideFirst = showLoadingOverlay();
      hideSecond = showLoadingOverlay('ขั้นที่สอง');
    });
    expect(screen.getByRole('status')).toHaveTextContent('ขั้นที่สอง');
    act(() => hideSecond());
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด…');
    act(() => hideFirst());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('blurs the page behind it, unless the step asks for a plain backdrop (busy processor)', () => {
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    const backdropFilter = () =>
      (screen.getByRole('status').closest('.mantine-Overlay-root') as HTMLElement).style.getPropertyValue(
        '--overlay-filter',
      );
    let hide!: () => void;
    act(() => {
      hide = showLoadingOverlay();
    });
    expect(backdropFilter()).toMatch(/blur/);
    act(() => hide());
    act(() => {
      hide = showLoadingOverlay('กำลังอัปโหลด…', { blurBackdrop: false });
    });
    expect(backdropFilter()).toBe('');
    act(() => hide());
  });
});
