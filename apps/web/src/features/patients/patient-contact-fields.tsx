import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientForm } from './patient-form-values.ts';
import { useFieldBinder } from './use-field-binder.ts';

/** Phone, e-mail and LINE, and which of them the patient agreed to be contacted by. */
export function PatientContactFields({ form }: { form: PatientForm }) {
  const { t } = useTranslation('patients');
  const bind = useFieldBinder(form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...bind.text('mobile')} type="tel" inputMode="tel" maxLength={20} description={t('hints.mobile')} />
        <TextInput {...bind.text('tel')} type="tel" maxLength={30} />
        <TextInput {...bind.text('email')} type="email" maxLength={254} lang="en" />
        <TextInput {...bind.text('lineId')} maxLength={50} />
      </SimpleGrid>
      <div role="group" aria-labelledby="patient-consents">
        <Text id="patient-consents" size="sm" fw={500} mb={6}>
          {t('fields.consents')}
        </Text>
        <Group gap="lg">
          <Checkbox {...bind.check('consentSms')} />
          <Checkbox {...bind.check('consentLine')} />
          <Checkbox {...bind.check('consentEmail')} />
        </Group>
      </div>
    </>
  );
}

/** Whom to call when something happens in the chair. */
export function PatientEmergencyFields({ form }: { form: PatientForm }) {
  const bind = useFieldBinder(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput {...bind.text('emergencyContactName')} maxLength={200} />
      <TextInput {...bind.text('emergencyContactRelation')} maxLength={50} />
      <TextInput {...bind.text('emergencyContactPhone')} type="tel" maxLength={30} />
    </SimpleGrid>
  );
}
