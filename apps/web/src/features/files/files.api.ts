import { queryOptions } from '@tanstack/react-query';
import { files } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// Stored files by content id (avatars, logos): their calls are silent, each screen shows a
// placeholder instead of a toast.
export const filesKeys = {
  content: (contentId: number) => ['files', 'content', contentId] as const,
};

// Download links of contents live 15 minutes on the server: refetch well before they expire.
const CONTENT_URL_FRESH_MS = 10 * 60_000;

/** The signed URL of an avatar (or any content) by its id. */
export function contentUrlQuery(contentId: number) {
  return queryOptions({
    queryKey: filesKeys.content(contentId),
    queryFn: ({ signal }) => callApi(files.getContent, { params: { id: contentId }, signal, silent: true }),
    staleTime: CONTENT_URL_FRESH_MS,
    select: (content) => content.url,
  });
}

/** POST /api/content/upload, multipart field `file`; answers the new content id. */
export async function uploadFile(file: Blob, fileName: string): Promise<number> {
  const formData = new FormData();
  formData.append('file', file, fileName);
  const content = await callApi(files.uploadContent, { formData, silent: true });
  return content.id;
}
