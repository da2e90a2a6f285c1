import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ApiError } from './api-client.ts';
import { handleGlobalError, resetShownErrors } from './global-error-handler.ts';

// Spec access §8: the server's 'file limit exceeded' and 'file store plan expired.' open the
// upload-limit dialogs (their Thai titles word for word), silent calls included, never a toast.
const failed = (errorMessage: string) =>
  new ApiError({
    status: 403,
    errorCode: 'FORBIDDEN',
    errorMessage,
    method: 'POST',
    url: '/api/mediaFile/getPresigned',
  });

/** The app's providers, whose modals host (a lazy chunk) receives the dialogs. */
async function renderModalsHost() {
  renderRoutes([{ path: '/', element: null }], '/');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

afterEach(() => {
  vi.restoreAllMocks();
  resetShownErrors();
});

describe('the upload-limit dialogs', () => {
  it.each([
    ['file limit exceeded', 'พื้นที่เก็บข้อมูลเต็ม'],
    ['file store plan expired.', 'การสมัครสมาชิกหมดอายุ'],
  ])('open for %s with the title %s', async (serverText, title) => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('id');
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    handleGlobalError(failed(serverText));
    await renderModalsHost();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toMatchObject({ title });
    expect(toast).not.toHaveBeenCalled();
  });

  it('open for a silent call too, and leave every other failure to the toast', async () => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('id');
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderModalsHost();
    handleGlobalError(failed('file limit exceeded'), { silent: true });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    handleGlobalError(failed('file too large'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});

describe("a co-payment scheme's 'No data found'", () => {
  it('opens the warning dialog instead of a toast, also for the silent booking form', async () => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('id');
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderModalsHost();
    const noData = new ApiError({
      status: 400,
      errorCode: 'APPT-SCHEME-NO-DATA',
      errorMessage: 'No data found',
      method: 'POST',
      url: '/api/appointment/yim-demo/siam',
    });
    handleGlobalError(noData, { silent: true });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]![0]).toMatchObject({ title: 'ไม่พบข้อมูลการเข้ารับบริการในโครงการร่วมจ่าย' });
    expect(toast).not.toHaveBeenCalled();
  });
});
