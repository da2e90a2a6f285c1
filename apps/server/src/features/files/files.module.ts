import type { AppFeature } from '../../app-deps.ts';
import { sweepAbandonedFiles } from '../../lib/storage/storing-intents.ts';
import type { ContentVisibility, UploadPolicy } from './contents.service.ts';
import { sweepUnreferencedContents } from './unreferenced-contents.service.ts';
import { registerFilesRoutes } from './files.routes.ts';

/**
 * Stored files (avatars, logos): upload and signed download. Who besides the uploader may see a
 * file, and who may store documents, is clinic membership, which files (rank 0) cannot know: the
 * list hands it in.
 */
export function filesModule(hooks: { isContentShown: ContentVisibility } & UploadPolicy): AppFeature {
  return {
    name: 'files',
    routes: (routes, { storage }) =>
      registerFilesRoutes(routes, {
        storage,
        isContentShown: hooks.isContentShown,
        uploadPolicy: { isClinicMember: hooks.isClinicMember },
      }),
    periodicTasks: ({ storage }) => [sweepAbandonedFiles(storage), sweepUnreferencedContents(storage)],
  };
}
