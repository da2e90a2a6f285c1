import type { TMediaFile } from '@yim/contract';
import type { BranchRef } from '../patients/patients.api.ts';
import { viewFile } from './media.api.ts';
import { dicomViewerHref, mediaKindOf } from './media-kind.ts';

/**
 * Opens a DICOM file in the DICOM viewer or a PDF in the browser's viewer, in a new tab, through
 * the image viewer call: the link is fresh however long the list has been open, and the opening
 * is recorded. The tab is opened before the call (a browser lets a click open one, not a promise
 * settling later) and sent on when the link arrives; it closes again if the call fails, whose
 * toast the global handler shows.
 */
export async function openFileInNewTab(branch: BranchRef, file: TMediaFile): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await viewFile(branch, file);
    const target = mediaKindOf(file) === 'dicom' ? dicomViewerHref(url) : url;
    if (tab) tab.location.href = target;
    else window.open(target, '_blank', 'noopener');
  } catch {
    tab?.close();
  }
}
