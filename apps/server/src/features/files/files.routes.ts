import { files } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { readingBody } from '../../lib/storage/request-body.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { getContent, uploadContent, type ContentVisibility, type UploadPolicy } from './contents.service.ts';

export type FilesDeps = { storage: FileStorage; isContentShown: ContentVisibility; uploadPolicy: UploadPolicy };

/** handleIo throughout: these routes touch storage, which must never run inside a transaction. */
export function registerFilesRoutes(routes: EndpointRegistrar, deps: FilesDeps) {
  routes.handleIo(
    files.uploadContent,
    async (ctx) => {
      const user = ctx.user;
      return readingBody(ctx.reply, async () => {
        const part = ctx.req.isMultipart() ? await ctx.req.file() : undefined;
        return uploadContent(ctx.db, deps.storage, deps.uploadPolicy, user.id, part);
      });
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  routes.handleIo(files.getContent, async (ctx) =>
    getContent(ctx.db, deps.storage, deps.isContentShown, ctx.user, ctx.params.id),
  );
}
