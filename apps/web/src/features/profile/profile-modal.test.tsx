import { masters, profile } from '@yim/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures.ts';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import type * as AvatarCrop from './avatar-crop.ts';
import { ProfileModal } from './profile-modal.tsx';

// jsdom cannot decode images: the cropper opens on a stand-in picture.
vi.mock('./avatar-crop.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AvatarCrop>()),
  loadCropImage: vi.fn(async () => ({ url: 'blob:photo', width: 1200, height: 900 })),
  releaseCropImage: vi.fn(),
}));

describe('ProfileModal', () => {
  it('lets Escape close the avatar cropper on top without closing the profile under it', async () => {
    mockApi({
      [on(profile.getUserInfo)]: () => ok(userFixture()),
      [on(masters.configValue, { segment: 'userType' })]: () => ok([]),
    });
    const onClose = vi.fn();
    const { container } = renderRoutes([{ path: '/', element: <ProfileModal opened onClose={onClose} /> }], '/');
    await screen.findByRole('button', { name: 'เปลี่ยนรูปโปรไฟล์' });

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['raw'], 'me.png', { type: 'image/png' })] } });
    const cropper = await screen.findByRole('dialog', { name: 'ครอบรูปโปรไฟล์' });
    fireEvent.keyDown(within(cropper).getByRole('application'), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ครอบรูปโปรไฟล์' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'โปรไฟล์' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    // With the cropper gone, Escape belongs to the profile modal again.
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'โปรไฟล์' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
