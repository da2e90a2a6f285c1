import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/validation-text.ts';
import type { PatientForm, PatientFormValues } from './patient-form-values.ts';
import type { Option } from './use-patient-options.ts';

type Field = keyof PatientFormValues & string;

/**
 * Props that bind a Mantine input to one field of the patient form: its label from
 * patients:fields, its value, and its message (the contract's Thai, or English) once shown.
 */
export function useFieldBinder(form: PatientForm) {
  const { t } = useTranslation('patients');
  const text = useValidationText();
  const label = (name: Field) => t(`fields.${name}`);
  const error = (name: Field) => text(form.errorOf(name));

  return {
    text: (name: Field) => ({
      ...form.textField(name),
      value: (form.values[name] as string | null) ?? '',
      label: label(name),
      error: error(name),
    }),
    select: (name: Field, data: Option[]) => ({
      name,
      label: label(name),
      data,
      value: (form.values[name] as string | null) ?? null,
      onChange: (value: string | null) => form.setFieldValue(name, value as never),
      onBlur: () => form.markTouched(name),
      error: error(name),
      clearable: true,
      searchable: true,
      comboboxProps: { withinPortal: true },
    }),
    check: (name: Field) => ({
      name,
      label: label(name),
      checked: form.values[name] === true,
      onChange: (event: { currentTarget: { checked: boolean } }) =>
        form.setFieldValue(name, event.currentTarget.checked as never),
    }),
  };
}
