import type { AppFeature } from '../../app-deps.ts';
import { registerAiRoutes } from './ai.routes.ts';
import type { IsPatientPlan } from './save-analysis.service.ts';

/**
 * AI dental-photo analysis (beta): photos through the configured analyser, or its sandbox, a
 * classical image pipeline that demonstrates the workflow and diagnoses nothing
 * (docs/dental-ai-sandbox.md). Refused in production without a configured analyser. A finished
 * analysis is stored; whether the plan it names is the patient's is the treatments feature's
 * knowledge (same rank), handed in as `isPatientPlan`.
 */
export function aiModule(hooks: { isPatientPlan: IsPatientPlan }): AppFeature {
  return {
    name: 'ai',
    routes: (routes, { integrations, config }) =>
      registerAiRoutes(routes, {
        dentalAi: integrations.dentalAi,
        appEnv: config.appEnv,
        isPatientPlan: hooks.isPatientPlan,
      }),
  };
}
