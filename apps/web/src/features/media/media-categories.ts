import type { TMediaCategory } from '@yim/contract';

/** Every category in the order the filters list them. */
export const MEDIA_CATEGORIES = [
  'Photo',
  'XRay',
  'Document',
  'Protocol',
  'Template',
  'Other',
] as const satisfies readonly TMediaCategory[];
