import { ai, type TAppEnv } from '@yim/contract';
import type { DentalAi } from '../../integrations/dental-ai/dental-ai.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { readingBody } from '../../lib/storage/request-body.ts';
import { analysisContent } from './analysis-content.service.ts';
import { analyzePhoto } from './analyze-photo.service.ts';
import { readPhotoParts } from './read-photo-parts.service.ts';
import { saveAnalysis, type IsPatientPlan } from './save-analysis.service.ts';

export type AiRouteDeps = { dentalAi: DentalAi; appEnv: TAppEnv; isPatientPlan: IsPatientPlan };

/** AI photo analysis of spec clinic §7; handleIo: the analyser is outside I/O, never inside a transaction. */
export function registerAiRoutes(routes: EndpointRegistrar, deps: AiRouteDeps) {
  // Two photos a patient, a few patients an hour: 20 a minute leaves room for retries, and keeps
  // a loop from running the analyser (or its CPU-bound sandbox) flat out.
  routes.handleIo(
    ai.analyze,
    async ({ req, reply }) =>
      readingBody(reply, async () => {
        const request = await readPhotoParts(req.isMultipart() ? req.parts() : undefined);
        return analyzePhoto(deps.dentalAi, deps.appEnv, request);
      }),
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  routes.handleIo(
    ai.content,
    ({ db, user, branch, body }) =>
      analysisContent({ db, dentalAi: deps.dentalAi, appEnv: deps.appEnv }, { userId: user.id, branch }, body),
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  routes.handle(ai.saveAnalysis, ({ tx, branch, user, body }) =>
    saveAnalysis(tx, branch, user.id, body, deps.isPatientPlan),
  );
}
