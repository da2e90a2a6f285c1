import { createContext, type ReactNode } from 'react';

/**
 * How a DICOM file's thumbnail is drawn: the dicom feature knows (its decoder), but ranks level
 * with media, so the router that composes the pages hands it in; without one a tile shows the
 * placeholder it is given.
 */
export type DicomThumbnailRenderer = (file: { id: number; url: string }, placeholder: ReactNode) => ReactNode;

export const DicomThumbnailSlot = createContext<DicomThumbnailRenderer | null>(null);
