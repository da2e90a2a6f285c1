import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import {
  ZLabExpense,
  ZLabExpenseCancel,
  ZLabExpenseInput,
  ZLabExpenseListQuery,
  ZLabExpensePage,
  ZLabExpenseParams,
} from './lab.schemas.ts';

// Lab expenses of spec clinic §7 ("/api/lab/{c}/{b} CRUD"), the labexpense screen's calls: the
// counter, the manager and the head counter (PERMISSIONS.labExpense, spec clinic §2). Never
// deleted: cancelling keeps the row (cancelDt), like a receipt's cancel.

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const ACCESS = { kind: 'branch', area: 'labExpense' } as const;

export const list = defineEndpoint({
  id: 'lab.list',
  method: 'GET',
  path: '/api/lab/:clinicUrl/:branchUrl',
  access: ACCESS,
  params: ZBranchParams,
  query: ZLabExpenseListQuery,
  response: ZLabExpensePage,
});

export const get = defineEndpoint({
  id: 'lab.get',
  method: 'GET',
  path: '/api/lab/:clinicUrl/:branchUrl/:id',
  access: ACCESS,
  params: ZLabExpenseParams,
  response: ZLabExpense,
});

export const create = defineEndpoint({
  id: 'lab.create',
  method: 'POST',
  path: '/api/lab/:clinicUrl/:branchUrl',
  access: ACCESS,
  params: ZBranchParams,
  body: ZLabExpenseInput,
  response: ZLabExpense,
});

export const update = defineEndpoint({
  id: 'lab.update',
  method: 'PUT',
  path: '/api/lab/:clinicUrl/:branchUrl/:id',
  access: ACCESS,
  params: ZLabExpenseParams,
  body: ZLabExpenseInput,
  response: ZLabExpense,
});

export const cancel = defineEndpoint({
  id: 'lab.cancel',
  method: 'PUT',
  path: '/api/lab/cancel/:clinicUrl/:branchUrl/:id',
  access: ACCESS,
  params: ZLabExpenseParams,
  body: ZLabExpenseCancel,
  response: ZLabExpense,
});
