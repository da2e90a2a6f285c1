import { Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { useZodForm, type SafeParser } from '../../lib/use-zod-form.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';

/** One input of the dialog; the schema behind the form decides what is valid. */
export type FormField =
  | { name: string; label: string; type: 'text'; required?: boolean; maxLength: number; lang?: string }
  | { name: string; label: string; type: 'money'; required?: boolean }
  | {
      name: string;
      label: string;
      type: 'select';
      options: { value: string; label: string }[];
      required?: boolean;
      placeholder: string;
    };

export type FormValues = Record<string, string | number | null>;

/** A duplicate code is the user's to fix: its message goes on the code field as well as the toast. */
const FIELD_OF_ERROR_CODE: Record<string, string> = { 'MASTER-CODE-EXISTS': 'code' };

type MasterFormDialogProps<Out> = {
  title: string;
  schema: SafeParser<Out>;
  fields: FormField[];
  initialValues: FormValues;
  onSave: (data: Out) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The create/edit dialog of every master list and category list: fields from a plain description,
 * messages from the contract schema (also a 422's), Enter submits, Escape closes. Mount it only
 * while open, so each opening starts from its own values.
 */
export function MasterFormDialog<Out>(props: MasterFormDialogProps<Out>) {
  const { title, schema, fields, initialValues, onSave, onSaved, onClose } = props;
  const { t, i18n } = useTranslation('masters');
  const text = useValidationText();
  const form = useZodForm(schema, initialValues);
  const mutation = useMutation({
    mutationFn: onSave,
    onSuccess: () => {
      showToast('success', t('form.saved'));
      onSaved();
    },
    onError: (error) => {
      const errors = serverFieldErrors<FormValues>(error);
      const field = isApiError(error) ? FIELD_OF_ERROR_CODE[error.errorCode] : undefined;
      if (field) errors[field] = errorMessage(error, i18n);
      form.setServerErrors(errors);
      showErrorToast(error);
    },
  });

  function input(field: FormField) {
    const error = text(form.errorOf(field.name));
    switch (field.type) {
      case 'text':
        return (
          <TextInput
            key={field.name}
            {...form.textField(field.name)}
            error={error}
            label={field.label}
            withAsterisk={field.required}
            maxLength={field.maxLength}
            lang={field.lang}
            data-autofocus={fields[0] === field || undefined}
          />
        );
      case 'money':
        return (
          <NumberInput
            key={field.name}
            name={field.name}
            label={field.label}
            withAsterisk={field.required}
            value={form.values[field.name] ?? ''}
            onChange={(value) => form.setFieldValue(field.name, value === '' ? '' : Number(value))}
            onBlur={() => form.markTouched(field.name)}
            error={error}
            min={0}
            decimalScale={2}
            thousandSeparator=","
          />
        );
      case 'select':
        return (
          <Select
            key={field.name}
            name={field.name}
            label={field.label}
            data={field.options}
            value={form.values[field.name] === null ? null : String(form.values[field.name])}
            onChange={(value) => form.setFieldValue(field.name, value === null ? null : Number(value))}
            error={error}
            withAsterisk={field.required}
            clearable={!field.required}
            placeholder={field.placeholder}
            comboboxProps={{ withinPortal: true }}
          />
        );
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnEscape>
      <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate aria-label={title}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map(input)}
          </SimpleGrid>
          <DialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            confirmLabel={t('form.save')}
            isSubmit
            isLoading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
