import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures.ts';
import type { ProfileBody } from './profile.api.ts';
import { saveProfile } from './save-profile.ts';

const body: ProfileBody = {
  uid: 'u-1',
  firstNameTh: 'สมหญิง',
  lastNameTh: 'ใจดี',
  firstNameEn: 'Somying',
  lastNameEn: 'Jaidee',
  mobile: '0812345678',
  userTypeId: '1',
  drLicenseNo: null,
  drSpecialItems: [],
  contentId: 7,
  linkedWithMFD: false,
};

describe('saveProfile', () => {
  it('uploads the avatar first and saves the profile with its new content id', async () => {
    const order: string[] = [];
    const uploadAvatar = vi.fn(async () => (order.push('upload'), 42));
    const updateUserInfo = vi.fn(async () => (order.push('update'), userFixture({ contentId: 42 })));
    await saveProfile(body, new Blob(['x'], { type: 'image/jpeg' }), {
      uploadAvatar,
      updateUserInfo,
      onAvatarFailed: vi.fn(),
    });
    expect(order).toEqual(['upload', 'update']);
    expect(updateUserInfo).toHaveBeenCalledWith({ ...body, contentId: 42 });
  });

  it('reports a failed upload and still saves, keeping the avatar the user had', async () => {
    const failure = new Error('upload failed');
    const onAvatarFailed = vi.fn();
    const updateUserInfo = vi.fn(async () => userFixture());
    await saveProfile(body, new Blob(['x']), {
      uploadAvatar: vi.fn(async () => Promise.reject(failure)),
      updateUserInfo,
      onAvatarFailed,
    });
    expect(onAvatarFailed).toHaveBeenCalledWith(failure);
    expect(updateUserInfo).toHaveBeenCalledWith({ ...body, contentId: 7 });
  });

  it('does not upload without a new avatar', async () => {
    const uploadAvatar = vi.fn(async () => 1);
    await saveProfile(body, null, {
      uploadAvatar,
      updateUserInfo: vi.fn(async () => userFixture()),
      onAvatarFailed: vi.fn(),
    });
    expect(uploadAvatar).not.toHaveBeenCalled();
  });
});
