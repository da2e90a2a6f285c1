import { Image } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { callUrl } from '../../../lib/api-client.ts';

// Thumbnails of stored DICOM files (spec access §9) for the media lists: fetched with the signed
// link, decoded once per file and kept for the session as small JPEG blob URLs, so a list that
// is refetched with fresh links (every 10 minutes) does not decode again.
const made = new Map<number, Promise<string>>();

function thumbnailOf(id: number, url: string): Promise<string> {
  let pending = made.get(id);
  if (!pending) {
    pending = (async () => {
      const file = await callUrl(url, { silent: true, context: 'dicom.thumbnail' });
      const { createDicomThumbnail } = await import('./dicom-thumbnail.ts');
      const thumbnail = await createDicomThumbnail(new Uint8Array(await file.arrayBuffer()));
      return URL.createObjectURL(thumbnail.blob);
    })();
    // A failure is not kept: the next showing tries again (a link may have expired).
    pending.catch(() => made.delete(id));
    made.set(id, pending);
  }
  return pending;
}

type DicomThumbnailImageProps = { id: number; url: string; height: number; placeholder: ReactNode };

/** The file's first frame as a thumbnail; the placeholder while it decodes, or if it cannot. */
export function DicomThumbnailImage({ id, url, height, placeholder }: DicomThumbnailImageProps) {
  const [shown, setShown] = useState<{ id: number; src: string } | null>(null);
  useEffect(() => {
    let isLive = true;
    thumbnailOf(id, url).then(
      (src) => isLive && setShown({ id, src }),
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [id, url]);
  if (!shown || shown.id !== id) return placeholder;
  return <Image src={shown.src} alt="" h={height} fit="contain" bg="dark.7" data-testid="dicom-thumbnail" />;
}
