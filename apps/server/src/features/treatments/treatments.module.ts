import type { AppFeature } from '../../app-deps.ts';
import { registerTreatmentRoutes } from './treatments.routes.ts';

/**
 * Treatments: the record of each visit (the doctor's chart of diagnoses and treatments per tooth
 * and surface, the items dispensed, prices and discounts), read by the counter for payment. It
 * answers the appointments feature's `hasTreatments` and the media feature's `isLiveTreatment`
 * hooks (read-treatments.service.ts), handed to them by features.ts.
 */
export const treatmentsModule: AppFeature = {
  name: 'treatments',
  routes: (routes, { config }) => registerTreatmentRoutes(routes, { loginLimits: config.loginLimits }),
};
