import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.restoreAllMocks();
  resetShownErrors();
});

describe('the upload-limit dialogs', () => {
  it.each([
    ['file limit exceeded', 'พื้นที่เก็บข้อมูลเต็ม'],
    ['file store plan expired.', 'การสมัครสมาชิกหมดอายุ'],
  ])('open for %s with the title %s', (serverText, title) => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('id');
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    handleGlobalError(failed(serverText));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toMatchObject({ title });
    expect(toast).not.toHaveBeenCalled();
  });

  it('open for a silent call too, and leave every other failure to the toast', () => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('id');
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    handleGlobalError(failed('file limit exceeded'), { silent: true });
    expect(open).toHaveBeenCalledTimes(1);
    handleGlobalError(failed('file too large'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
