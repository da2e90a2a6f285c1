import { SimpleGrid, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientForm } from './patient-form-values.ts';
import { useFieldBinder } from './use-field-binder.ts';

/** Allergies and congenital diseases: shown as medical alerts on the record, so written plainly. */
export function PatientMedicalFields({ form }: { form: PatientForm }) {
  const { t } = useTranslation('patients');
  const bind = useFieldBinder(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Textarea {...bind.text('allergies')} description={t('hints.allergies')} autosize minRows={2} maxLength={1000} />
      <Textarea
        {...bind.text('congenitalDiseases')}
        description={t('hints.congenitalDiseases')}
        autosize
        minRows={2}
        maxLength={1000}
      />
    </SimpleGrid>
  );
}

export function PatientNotesField({ form }: { form: PatientForm }) {
  const bind = useFieldBinder(form);
  return <Textarea {...bind.text('notes')} autosize minRows={2} maxLength={2000} />;
}
