import { queryOptions } from '@tanstack/react-query';
import { account, media, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// The profile modal shows every failure itself (spec access §8 toasts): its calls are silent.
export const profileKeys = {
  userInfo: ['profile', 'userInfo'] as const,
  content: (contentId: number) => ['media', 'content', contentId] as const,
};

export function userInfoQuery() {
  return queryOptions({
    queryKey: profileKeys.userInfo,
    queryFn: ({ signal }) => callApi(account.getUserInfo, { signal, silent: true }),
  });
}

// Download links of contents live 15 minutes on the server: refetch well before they expire.
const CONTENT_URL_FRESH_MS = 10 * 60_000;

/** The signed URL of an avatar (or any content) by its id. */
export function contentUrlQuery(contentId: number) {
  return queryOptions({
    queryKey: profileKeys.content(contentId),
    queryFn: ({ signal }) => callApi(media.getContent, { params: { id: contentId }, signal, silent: true }),
    staleTime: CONTENT_URL_FRESH_MS,
    select: (content) => content.url,
  });
}

export type ProfileBody = BodyOf<typeof account.updateUserInfo>;

export function updateUserInfo(body: ProfileBody) {
  return callApi(account.updateUserInfo, { body, silent: true });
}

export function changePassword(body: BodyOf<typeof account.changePassword>) {
  return callApi(account.changePassword, { body, silent: true });
}

/** POST /api/content/upload, multipart field `file`; answers the new content id. */
export async function uploadAvatar(image: Blob): Promise<number> {
  const formData = new FormData();
  formData.append('file', image, 'avatar.jpg');
  const content = await callApi(media.uploadContent, { formData, silent: true });
  return content.id;
}
