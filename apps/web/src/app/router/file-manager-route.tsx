import { FileManagerPage } from '../../features/media/file-manager-page.tsx';
import { WithDicomThumbnails } from './dicom-thumbnails.tsx';

export function FileManagerRoute() {
  return (
    <WithDicomThumbnails>
      <FileManagerPage />
    </WithDicomThumbnails>
  );
}
