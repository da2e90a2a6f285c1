import type { TReceiptCheck } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findAppointment } from '../appointments/appointments.repo.ts';
import { isPayableStatus } from '../appointments/paid-visit.service.ts';
import { findByAppointment } from '../treatments/treatments.repo.ts';
import { owedLinesOfVisit } from './owed-lines.service.ts';
import { branchPaymentMethods } from './payment-methods.service.ts';
import { toOwedLine } from './receipts.mapper.ts';
import { findLiveReceiptOfAppointment, findReceiptHeader } from './receipts.repo.ts';
import { configNameTh } from '../masters/masters.repo.ts';
import { listCardMethodIds } from './terminal-sales.repo.ts';

/**
 * GET /api/checkCreateReceipt/{c}/{b}/{appointmentId}: what the payment screen opens with: the
 * visit's record and its version (modifyDt, sent back with the payment), what the patient owes
 * (this visit's lines, then earlier debts), the methods the branch takes, whether the visit
 * can be paid now (not paid already, in the chair or at the cashier, with a record), and the
 * header the receipt prints (the preview shows the tax id and the PromptPay QR as the print will).
 */
export async function checkCreateReceipt(tx: Tx, branch: BranchScope, appointmentId: number): Promise<TReceiptCheck> {
  const appointment = await findAppointment(tx, branch, appointmentId);
  if (!appointment) throw new AppError('NOT_FOUND');
  const receiptId = await findLiveReceiptOfAppointment(tx, branch.clinicId, appointmentId);
  const [treatment] = await findByAppointment(tx, branch, appointmentId);
  const methods = await branchPaymentMethods(tx, branch);
  const cards = await listCardMethodIds(tx);
  const lines = treatment
    ? await owedLinesOfVisit(tx, branch, { patientId: treatment.patientId, treatmentId: treatment.id }, false)
    : [];
  const patient = appointment.patient;
  // The title is stored as its config id ('3'); the counter reads its name ('นาง').
  const title = await configNameTh(tx, 'title_name', patient?.titleNameTh ?? null);
  const header = await findReceiptHeader(tx, branch);
  if (!header) throw new AppError('NOT_FOUND');
  return {
    appointmentId,
    receiptId,
    canCreate: receiptId === null && treatment !== undefined && isPayableStatus(appointment.row.statusId),
    treatment: treatment ? { id: treatment.id, modifyDt: treatment.updatedAt.toISOString() } : null,
    patient:
      patient?.id == null
        ? null
        : {
            id: patient.id,
            dn: patient.dn ?? 0,
            name: `${title ?? ''}${patient.firstNameTh ?? ''} ${patient.lastNameTh ?? ''}`.trim(),
          },
    lines: lines.map(toOwedLine),
    paymentMethods: methods.map((m) => ({
      id: m.id,
      cateName: m.nameTh,
      cateNameEn: m.nameEn,
      isCard: cards.has(m.id),
    })),
    header,
  };
}
