import type { AppFeature } from '../../app-deps.ts';
import { registerAiRoutes } from './ai.routes.ts';

/**
 * AI dental-photo analysis (beta): photos through the configured analyser, or its sandbox, a
 * classical image pipeline that demonstrates the workflow and diagnoses nothing
 * (docs/dental-ai-sandbox.md). Refused in production without a configured analyser.
 */
export const aiModule: AppFeature = {
  name: 'ai',
  routes: (routes, { integrations, config }) =>
    registerAiRoutes(routes, { dentalAi: integrations.dentalAi, appEnv: config.appEnv }),
};
