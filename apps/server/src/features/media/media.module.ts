import type { AppFeature } from '../../app-deps.ts';
import type { MediaHooks } from './media-rules.service.ts';
import { registerMediaRoutes } from './media.routes.ts';

/**
 * Media: a branch's patient files and templates, within its storage plan and quota, uploaded
 * through the server (multipart) or straight to storage (presigned, then confirmed), with a
 * recycle bin. `hooks` come from the feature list: treatments rank higher. `now` is the clock of
 * the plan's expiry and the bin's dates, injected so tests can move it.
 */
export function mediaModule(hooks: MediaHooks, now: () => Date = () => new Date()): AppFeature {
  return {
    name: 'media',
    routes: (routes, { storage }) => registerMediaRoutes(routes, { storage, hooks, now }),
  };
}
