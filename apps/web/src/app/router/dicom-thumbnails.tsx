import type { ReactNode } from 'react';
import { DicomThumbnailImage } from '../../features/dicom/thumbnail/dicom-thumbnail-image.tsx';
import { DicomThumbnailSlot, type DicomThumbnailRenderer } from '../../features/media/dicom-thumbnail-slot.ts';

const renderDicomThumbnail: DicomThumbnailRenderer = (file, placeholder) => (
  <DicomThumbnailImage id={file.id} url={file.url} height={120} placeholder={placeholder} />
);

/** Media lists draw DICOM thumbnails with the dicom feature's decoder (the two rank level). */
export function WithDicomThumbnails({ children }: { children: ReactNode }) {
  return <DicomThumbnailSlot value={renderDicomThumbnail}>{children}</DicomThumbnailSlot>;
}
