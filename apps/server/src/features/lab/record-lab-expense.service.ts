import type { TLabExpense, TLabExpenseCancel, TLabExpenseInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { recordMasterUse } from '../masters/master-lists.service.ts';
import { LAB_EXPENSE_ENTITY, toLabExpenseValues, type LabWriter } from './lab-expense-input.service.ts';
import { toLabExpense } from './lab-expenses.mapper.ts';
import { cancelLabExpense, findLabExpense, insertLabExpense, updateLabExpense } from './lab-expenses.repo.ts';
import { readLabExpense } from './read-lab-expenses.service.ts';

/** POST /api/lab/{c}/{b}: work sent to a lab; the product counts one use (so it is hidden, never deleted). */
export async function createLabExpense(writer: LabWriter, body: TLabExpenseInput): Promise<TLabExpense> {
  const { tx, branch, userId } = writer;
  const values = await toLabExpenseValues(writer, body);
  const id = await insertLabExpense(tx, branch, userId, values);
  await recordMasterUse(tx, branch, [values.productId]);
  const created = await readLabExpense(tx, branch, id);
  await writeAudit(tx, branch, userId, { entity: LAB_EXPENSE_ENTITY, entityId: id, action: 'create', after: created });
  return created;
}

/** The branch's expense, locked for a change; a cancelled one is closed (LAB-EXPENSE-CANCELLED). */
async function liveExpense(writer: LabWriter, id: number) {
  const current = await findLabExpense(writer.tx, writer.branch, id, true);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.cancelledAt !== null) throw new AppError('LAB-EXPENSE-CANCELLED');
  return current;
}

/** PUT /api/lab/{c}/{b}/{id}: the expense as a whole (status, dates, cost), audited with before and after. */
export async function updateLabExpenseRecord(
  writer: LabWriter,
  id: number,
  body: TLabExpenseInput,
): Promise<TLabExpense> {
  const { tx, branch, userId } = writer;
  const current = await liveExpense(writer, id);
  const values = await toLabExpenseValues(writer, body, current);
  await updateLabExpense(tx, branch, id, userId, values);
  if (values.productId !== current.productId) await recordMasterUse(tx, branch, [values.productId]);
  const after = await readLabExpense(tx, branch, id);
  await writeAudit(tx, branch, userId, {
    entity: LAB_EXPENSE_ENTITY,
    entityId: id,
    action: 'update',
    before: toLabExpense(current),
    after,
  });
  return after;
}

/** PUT /api/lab/cancel/{c}/{b}/{id}: cancelled with a reason, never deleted; out of every total from now on. */
export async function cancelLabExpenseRecord(
  writer: LabWriter,
  id: number,
  body: TLabExpenseCancel,
): Promise<TLabExpense> {
  const { tx, branch, userId } = writer;
  const current = await liveExpense(writer, id);
  await cancelLabExpense(tx, branch, id, userId, body.reason);
  const after = await readLabExpense(tx, branch, id);
  await writeAudit(tx, branch, userId, {
    entity: LAB_EXPENSE_ENTITY,
    entityId: id,
    action: 'cancel',
    before: toLabExpense(current),
    after,
  });
  return after;
}
