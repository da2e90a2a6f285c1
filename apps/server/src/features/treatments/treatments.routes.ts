import type { LoginLimits } from '../../config.ts';
import { treatments } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { listTreatments, treatmentByAppointment } from './read-treatments.service.ts';
import { firstVisit } from './first-visit.service.ts';
import { listOverdueItems, writeOffOverdue } from './overdue-items.service.ts';
import { createTreatment, updateTreatmentRecord } from './record-treatment.service.ts';
import { treatmentHistory } from './treatment-history.service.ts';
import { changePlanItem } from './plan-item-status.service.ts';
import { plansOfPatient } from './read-treatment-plans.service.ts';
import { createPlan, updateTreatmentPlan } from './save-treatment-plan.service.ts';

/** Treatments of spec clinic §7. */
export function registerTreatmentRoutes(routes: EndpointRegistrar, { loginLimits }: { loginLimits: LoginLimits }) {
  routes.handle(treatments.list, async ({ tx, branch, query }) => listTreatments(tx, branch, query));
  routes.handle(treatments.byAppointment, async ({ tx, branch, params }) =>
    treatmentByAppointment(tx, branch, params.appointmentId),
  );
  routes.handle(treatments.create, async ({ tx, branch, user, body }) =>
    createTreatment({ tx, branch, userId: user.id }, body),
  );
  routes.handle(treatments.update, async ({ tx, branch, user, params, body }) =>
    updateTreatmentRecord({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handle(treatments.firstVisit, async ({ tx, branch, query }) => firstVisit(tx, branch, query.patientId));
  routes.handle(treatments.overdueItems, async ({ tx, branch, query }) =>
    listOverdueItems(tx, branch, query.patientId),
  );
  // handleIo: the password is checked (Argon2) between short transactions, never inside one.
  routes.handleIo(
    treatments.writeOffOverdue,
    async ({ db, branch, user, params, body, req }) =>
      writeOffOverdue(db, loginLimits, { branch, caller: user, ip: req.ip }, params.id, body),
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  routes.handle(treatments.audit, async ({ tx, branch, params, query }) =>
    treatmentHistory(tx, branch, params.id, query),
  );
  routes.handle(treatments.planCreate, async ({ tx, branch, user, body }) =>
    createPlan({ tx, branch, userId: user.id }, body),
  );
  routes.handle(treatments.planUpdate, async ({ tx, branch, user, body }) =>
    updateTreatmentPlan({ tx, branch, userId: user.id }, body),
  );
  routes.handle(treatments.planOfPatient, async ({ tx, branch, params }) =>
    plansOfPatient(tx, branch, params.patientId),
  );
  routes.handle(treatments.planItemUpdate, async ({ tx, branch, user, params, body }) =>
    changePlanItem({ tx, branch, userId: user.id }, params.id, body),
  );
}
