import { bahtToSatang, type TLabExpenseInput, type TValidationIssue } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { getMasterEntry } from '../masters/master-lists.service.ts';
import { isLivePatient } from '../patients/patient-lookup.service.ts';
import { isBranchDoctor, type LabExpenseRow, type LabExpenseValues } from './lab-expenses.repo.ts';

/** Who records a lab expense, where: the registrar's resolved branch and the signed-in caller. */
export type LabWriter = { tx: Tx; branch: BranchScope; userId: string };

/** The audit log's entity for lab expenses (money data: every change is audited). */
export const LAB_EXPENSE_ENTITY = 'labExpense';

/** The lab product of the branch's catalogue, or null: another branch's, another list's or none. */
async function branchLabProduct(tx: Tx, branch: BranchScope, productId: number) {
  try {
    return await getMasterEntry(tx, branch, 'lab', productId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The body as the row's values, after checking what the schema cannot: the patient is the
 * clinic's, the doctor a doctor of the branch, the product a live lab product of this branch's
 * catalogue (the one the expense already names may since have been hidden). The lab company is
 * the product's. Each refusal names its field, like a schema's (422).
 */
export async function toLabExpenseValues(
  { tx, branch }: Pick<LabWriter, 'tx' | 'branch'>,
  body: TLabExpenseInput,
  current?: LabExpenseRow,
): Promise<LabExpenseValues> {
  const issues: TValidationIssue[] = [];
  if (body.patientId !== current?.patientId && !(await isLivePatient(tx, branch, body.patientId))) {
    issues.push({ path: 'patientId', message: 'ไม่พบผู้ป่วย' });
  }
  if (body.doctorUid !== current?.doctorUid && !(await isBranchDoctor(tx, branch, body.doctorUid))) {
    issues.push({ path: 'doctorUid', message: 'ไม่พบทันตแพทย์นี้ในสาขา' });
  }
  const product = await branchLabProduct(tx, branch, body.productId);
  const isKept = current !== undefined && current.productId === body.productId;
  if (!product || product.cateId === null || (product.deletedAt !== null && !isKept)) {
    issues.push({ path: 'productId', message: 'ไม่พบรายการแล็บนี้ในสาขา' });
  }
  if (issues.length > 0 || !product || product.cateId === null) throw validationError(issues);
  return {
    patientId: body.patientId,
    doctorUid: body.doctorUid,
    // A kept product keeps the lab it was sent to, even if the catalogue has moved it since.
    companyId: isKept ? current.companyId : product.cateId,
    productId: body.productId,
    description: body.description,
    costSatang: bahtToSatang(body.cost),
    sentDate: body.sentDate,
    dueDate: body.dueDate,
    receivedDate: body.receivedDate,
    status: body.status,
    note: body.note,
  };
}
