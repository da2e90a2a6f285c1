import { media } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { readingBody } from '../../lib/storage/request-body.ts';
import { mediaUsage, readMediaPage } from './list-media.service.ts';
import { withLinks } from './media-links.service.ts';
import type { MediaDeps } from './media-rules.service.ts';
import { confirmMediaUpload, presignMediaUpload } from './presigned-upload.service.ts';
import { emptyBin, moveToBin, purgeFromBin, restoreFromBin } from './recycle-bin.service.ts';
import { uploadMediaFiles } from './upload-media.service.ts';
import { viewMedia } from './media-view.service.ts';
import { verifyMediaFile } from './signed-document.service.ts';
import { uploadProtocolPhotos } from './protocol-upload.service.ts';
import { presentProtocols, readProtocol, readProtocolPage } from './protocol-view.service.ts';

/** Media files of spec clinic §7; handleIo wherever storage is touched (never inside a transaction). */
export function registerMediaRoutes(routes: EndpointRegistrar, deps: Omit<MediaDeps, 'db'>) {
  const withDb = (db: MediaDeps['db']): MediaDeps => ({ ...deps, db });

  routes.handleIo(
    media.create,
    async ({ db, req, reply, branch, user }) =>
      readingBody(reply, async () =>
        uploadMediaFiles(withDb(db), { branch, userId: user.id }, req.isMultipart() ? req.parts() : undefined),
      ),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  routes.readThenIo(
    media.list,
    async ({ tx, branch, query }) => readMediaPage(tx, branch, query),
    async ({ rows, total }) => ({ list: await withLinks(deps.storage, rows), total }),
  );
  routes.handle(media.usage, async ({ tx, branch }) => mediaUsage(tx, branch));
  routes.handleIo(
    media.getPresigned,
    async ({ db, branch, user, body }) => presignMediaUpload(withDb(db), { branch, userId: user.id }, body),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  routes.handleIo(media.confirm, async ({ db, branch, user, params }) =>
    confirmMediaUpload(withDb(db), { branch, userId: user.id }, params.id),
  );
  routes.handleIo(media.view, async ({ db, branch, user, body }) =>
    viewMedia(withDb(db), { branch, userId: user.id }, body.image_url),
  );
  // Hashing a file reads all of it: a few checks a minute are what a person makes.
  routes.handleIo(
    media.verify,
    async ({ db, branch, user, params }) => verifyMediaFile(withDb(db), { branch, userId: user.id }, params.id),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  routes.handle(media.moveToBin, async ({ tx, branch, user, params }) =>
    moveToBin(tx, { branch, userId: user.id }, params.id, deps.now()),
  );
  routes.handleIo(media.restore, async ({ db, branch, user, params }) =>
    restoreFromBin(withDb(db), { branch, userId: user.id }, params.id),
  );
  routes.handleIo(media.purge, async ({ db, branch, user, params }) =>
    purgeFromBin(withDb(db), { branch, userId: user.id }, params.id),
  );
  routes.handleIo(media.emptyBin, async ({ db, branch, user }) => emptyBin(withDb(db), { branch, userId: user.id }));

  // Protocol media: the five orthodontic views of a patient.
  routes.handleIo(
    media.protocolCreate,
    async ({ db, req, reply, branch, user, params }) =>
      readingBody(reply, async () =>
        uploadProtocolPhotos(
          withDb(db),
          { branch, userId: user.id },
          { patientId: params.patientId },
          req.isMultipart() ? req.parts() : undefined,
        ),
      ),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  routes.handleIo(
    media.protocolUpdate,
    async ({ db, req, reply, branch, user, params }) =>
      readingBody(reply, async () =>
        uploadProtocolPhotos(
          withDb(db),
          { branch, userId: user.id },
          { patientId: params.patientId, id: params.id },
          req.isMultipart() ? req.parts() : undefined,
        ),
      ),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  routes.readThenIo(
    media.protocolList,
    async ({ tx, branch, params, query }) => readProtocolPage(tx, branch, params.patientId, query),
    async ({ rows, total, photos }) => ({ list: await presentProtocols(deps, rows, photos), total }),
  );
  routes.readThenIo(
    media.protocolGet,
    async ({ tx, branch, params }) => readProtocol(tx, branch, params.patientId, params.id),
    async ({ row, photos }) => (await presentProtocols(deps, [row], photos))[0]!,
  );
}
