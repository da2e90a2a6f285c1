import { Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LAB_EXPENSE_STATUSES, type LabExpenseStatus, type TLabExpense, type TLabExpenseInput } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { DayInput } from '../../ui/day-input.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import {
  labCompaniesQuery,
  labDoctorsQuery,
  labKeys,
  labProductsQuery,
  saveLabExpense,
  type BranchRef,
} from './lab.api.ts';
import { labExpenseFormSchema, labExpenseValues, type LabExpenseFormValues } from './lab-expense-form-values.ts';
import { PatientPicker } from '../patients/patient-picker.tsx';

/**
 * Create or edit one lab expense: patient, doctor, lab company then one of its products (the
 * product's price fills the cost while the cost is empty), dates and status. Checked by the
 * contract's schema before it is sent; Escape asks before dropping changes.
 */
export function LabExpenseFormModal({
  branch,
  expense,
  onClose,
}: {
  branch: BranchRef;
  expense: TLabExpense | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lab');
  const queryClient = useQueryClient();
  const form = useZodForm(labExpenseFormSchema, labExpenseValues(expense));
  const { values } = form;
  const companies = useQuery(labCompaniesQuery(branch));
  const companyId = Number(values.companyId);
  const products = useQuery({ ...labProductsQuery(branch, companyId), enabled: companyId > 0 });
  const doctors = useQuery(labDoctorsQuery(branch));
  const title = expense === null ? t('form.newTitle') : t('form.editTitle');

  const save = useMutation({
    mutationFn: (body: TLabExpenseInput) => saveLabExpense(branch, expense?.id ?? null, body),
    onSuccess: async () => {
      showToast('success', t('form.saved'));
      await queryClient.invalidateQueries({ queryKey: labKeys.all(branch) });
      onClose();
    },
    onError: (error) => {
      form.setServerErrors(serverFieldErrors<LabExpenseFormValues>(error));
      showErrorToast(error);
    },
  });

  function requestClose() {
    if (!form.isDirty || save.isSuccess) {
      onClose();
      return;
    }
    void dialogs.confirm({
      title: t('form.discardTitle'),
      message: t('form.discardMessage'),
      confirmLabel: t('form.discard'),
      cancelLabel: t('form.keepEditing'),
      isDanger: true,
      onConfirm: onClose,
    });
  }

  // The expense's own doctor and product stay choosable even if they left the lists since.
  const doctorOptions = (doctors.data ?? []).map((d) => ({ value: d.uid, label: `${d.firstNameTh} ${d.lastNameTh}` }));
  if (expense && !doctorOptions.some((o) => o.value === expense.doctorUid)) {
    doctorOptions.push({ value: expense.doctorUid, label: expense.doctorName });
  }
  const productOptions = (products.data?.list ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.code} ${p.nameTh}`,
  }));
  if (
    expense &&
    values.companyId === String(expense.companyId) &&
    !productOptions.some((o) => o.value === String(expense.productId))
  ) {
    productOptions.push({ value: String(expense.productId), label: `${expense.productCode} ${expense.productName}` });
  }

  function chooseProduct(productId: string | null) {
    const product = products.data?.list.find((p) => String(p.id) === productId);
    const price = product?.price ?? null;
    form.setFieldValues({
      productId: productId ?? '',
      ...(values.cost.trim() === '' && price !== null ? { cost: String(price) } : {}),
    });
  }

  return (
    <Modal
      opened
      onClose={requestClose}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      size="48rem"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate aria-label={title}>
        <Stack gap="sm">
          <PatientPicker
            name="patientId"
            branch={branch}
            value={values.patientId}
            onChange={(patient) => form.setFieldValue('patientId', patient)}
            error={form.errorOf('patientId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              name="doctorUid"
              label={t('form.doctor')}
              required
              data={doctorOptions}
              value={values.doctorUid || null}
              onChange={(uid) => form.setFieldValue('doctorUid', uid ?? '')}
              error={form.errorOf('doctorUid')}
            />
            <Select
              name="status"
              label={t('form.status')}
              data={LAB_EXPENSE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              value={values.status}
              allowDeselect={false}
              onChange={(status) => form.setFieldValue('status', (status ?? 'sent') as LabExpenseStatus)}
            />
            <Select
              name="companyId"
              label={t('form.company')}
              required
              searchable
              data={(companies.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.nameTh }))}
              value={values.companyId || null}
              onChange={(id) => form.setFieldValues({ companyId: id ?? '', productId: '' })}
            />
            <Select
              name="productId"
              label={t('form.product')}
              required
              searchable
              disabled={companyId <= 0}
              placeholder={companyId > 0 ? undefined : t('form.companyFirst')}
              data={productOptions}
              value={values.productId || null}
              onChange={chooseProduct}
              error={form.errorOf('productId')}
            />
          </SimpleGrid>
          <TextInput label={t('form.description')} {...form.textField('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              name="cost"
              label={t('form.cost')}
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={values.cost}
              onChange={(cost) => form.setFieldValue('cost', String(cost))}
              onBlur={() => form.markTouched('cost')}
              error={form.errorOf('cost')}
            />
            <DayInput label={t('form.sentDate')} required {...form.dayField('sentDate')} />
            <DayInput label={t('form.dueDate')} clearable {...form.dayField('dueDate')} />
            <DayInput label={t('form.receivedDate')} clearable {...form.dayField('receivedDate')} />
          </SimpleGrid>
          <Textarea label={t('form.note')} autosize minRows={2} maxRows={5} {...form.textField('note')} />
          <Group justify="flex-end">
            <DialogFooter
              cancelLabel={t('form.cancel')}
              onCancel={requestClose}
              confirmLabel={t('form.save')}
              isSubmit
              isLoading={save.isPending}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
