import { MEDIA_TYPE_BY_EXTENSION, MEDIA_TYPES, type ContentType } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireAllowedType } from '../../lib/storage/sniff-content-type.ts';

function isMediaType(type: string): type is ContentType {
  return (MEDIA_TYPES as string[]).includes(type);
}

/** The kind a file name's extension names, if it names one of ours. */
export function typeNamedBy(fileName: string): ContentType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : MEDIA_TYPE_BY_EXTENSION[extension];
}

/**
 * A media file's type, decided by its first bytes. The name and the declared type are the
 * sender's word: they are not believed, but where they name one of our kinds they must agree with
 * the bytes, so a PNG renamed .pdf (which a viewer would then open as the wrong thing) is refused
 * rather than filed as a document. A type we do not know (a browser's octet-stream for .dcm) is
 * no claim at all.
 */
export function requireMediaType(head: Uint8Array, fileName: string, declared?: string): ContentType {
  const type = requireAllowedType(head, MEDIA_TYPES);
  const named = typeNamedBy(fileName);
  const claimed = declared?.split(';')[0]?.trim().toLowerCase();
  if ((named && named !== type) || (claimed && isMediaType(claimed) && claimed !== type)) {
    throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
  }
  return type;
}
