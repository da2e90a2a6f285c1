import { queryOptions } from '@tanstack/react-query';
import { profile, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import { uploadFile } from '../files/files.api.ts';

// The profile modal shows every failure itself (spec access §8 toasts): its calls are silent.
export const profileKeys = {
  userInfo: ['profile', 'userInfo'] as const,
};

export function userInfoQuery() {
  return queryOptions({
    queryKey: profileKeys.userInfo,
    queryFn: ({ signal }) => callApi(profile.getUserInfo, { signal, silent: true }),
  });
}

export type ProfileBody = BodyOf<typeof profile.updateUserInfo>;

export function updateUserInfo(body: ProfileBody) {
  return callApi(profile.updateUserInfo, { body, silent: true });
}

export function changePassword(body: BodyOf<typeof profile.changePassword>) {
  return callApi(profile.changePassword, { body, silent: true });
}

/** The cropped avatar is stored as a file first; the profile then refers to its content id. */
export function uploadAvatar(image: Blob): Promise<number> {
  return uploadFile(image, 'avatar.jpg');
}
