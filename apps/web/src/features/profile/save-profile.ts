import type { TUserInfo } from '@yim/contract';
import type { ProfileBody } from './profile.api.ts';

export type SaveProfileSteps = {
  uploadAvatar: (image: Blob) => Promise<number>;
  updateUserInfo: (body: ProfileBody) => Promise<TUserInfo>;
  onAvatarFailed: (error: unknown) => void;
};

/**
 * Spec access §4: the avatar is uploaded first, then the profile is saved with its content id.
 * A failed upload is reported and the save goes on with the avatar the user had.
 */
export async function saveProfile(body: ProfileBody, avatar: Blob | null, steps: SaveProfileSteps): Promise<TUserInfo> {
  let contentId = body.contentId ?? null;
  if (avatar) {
    try {
      contentId = await steps.uploadAvatar(avatar);
    } catch (error) {
      steps.onAvatarFailed(error);
    }
  }
  return steps.updateUserInfo({ ...body, contentId });
}
