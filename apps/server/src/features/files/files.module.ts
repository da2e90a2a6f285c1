import type { AppFeature } from '../../app-deps.ts';
import { sweepAbandonedFiles } from '../../lib/storage/storing-intents.ts';
import type { ContentVisibility } from './contents.service.ts';
import { registerFilesRoutes } from './files.routes.ts';

/**
 * Stored files (avatars, logos): upload and signed download. Who besides the uploader may see a
 * file is clinic membership, which files (rank 0) cannot know: the list hands it in.
 */
export function filesModule(hooks: { isContentShown: ContentVisibility }): AppFeature {
  return {
    name: 'files',
    routes: (routes, { storage }) => registerFilesRoutes(routes, { storage, isContentShown: hooks.isContentShown }),
    periodicTasks: ({ storage }) => [sweepAbandonedFiles(storage)],
  };
}
