import { bangkokDate, formatDn, ZLabExpenseInput, type LabExpenseStatus, type TLabExpense } from '@yim/contract';
import type { SafeParser } from '../../lib/use-zod-form.ts';
import type { PickedPatient } from '../patients/patient-picker.tsx';

/** The form as typed: selects and amounts are strings until the contract's schema reads them. */
export type LabExpenseFormValues = {
  patientId: PickedPatient | null;
  doctorUid: string;
  companyId: string;
  productId: string;
  description: string;
  cost: string;
  sentDate: string;
  dueDate: string;
  receivedDate: string;
  status: LabExpenseStatus;
  note: string;
};

export function labExpenseValues(expense: TLabExpense | null): LabExpenseFormValues {
  if (expense === null) {
    return {
      patientId: null,
      doctorUid: '',
      companyId: '',
      productId: '',
      description: '',
      cost: '',
      sentDate: bangkokDate(),
      dueDate: '',
      receivedDate: '',
      status: 'sent',
      note: '',
    };
  }
  return {
    patientId: { id: expense.patientId, label: `${formatDn(expense.patientDn)} · ${expense.patientName}` },
    doctorUid: expense.doctorUid,
    companyId: String(expense.companyId),
    productId: String(expense.productId),
    description: expense.description,
    cost: String(expense.cost),
    sentDate: expense.sentDate,
    dueDate: expense.dueDate ?? '',
    receivedDate: expense.receivedDate ?? '',
    status: expense.status,
    note: expense.note,
  };
}

/** The values as the body the contract checks; its issues name the form's fields. */
export function toLabExpenseBody(values: LabExpenseFormValues) {
  return {
    patientId: values.patientId?.id ?? 0,
    doctorUid: values.doctorUid,
    productId: values.productId === '' ? 0 : Number(values.productId),
    description: values.description,
    cost: values.cost.trim() === '' ? undefined : Number(values.cost),
    sentDate: values.sentDate,
    dueDate: values.dueDate === '' ? null : values.dueDate,
    receivedDate: values.receivedDate === '' ? null : values.receivedDate,
    status: values.status,
    note: values.note,
  };
}

/** The contract's schema over the form's values: the same rules as the server, before sending. */
export const labExpenseFormSchema: SafeParser<ReturnType<typeof ZLabExpenseInput.parse>> = {
  safeParse: (values) => ZLabExpenseInput.safeParse(toLabExpenseBody(values as LabExpenseFormValues)),
};
