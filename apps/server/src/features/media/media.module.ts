import type { AppFeature } from '../../app-deps.ts';
import type { MediaHooks } from './media-rules.service.ts';
import { registerMediaRoutes } from './media.routes.ts';

/**
 * Media: a branch's patient files and templates, within its storage plan and quota, uploaded
 * through the server (multipart) or straight to storage (presigned, then confirmed), with a
 * recycle bin. `hooks` come from the feature list: treatments rank higher. The clock of the
 * plan's end, the bin's dates and the edit window is the app's (`AppDeps.now`).
 */
export function mediaModule(hooks: MediaHooks): AppFeature {
  return {
    name: 'media',
    routes: (routes, { storage, now }) => registerMediaRoutes(routes, { storage, hooks, now }),
  };
}
