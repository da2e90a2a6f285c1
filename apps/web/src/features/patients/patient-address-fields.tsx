import { SimpleGrid, TextInput } from '@mantine/core';
import type { PatientForm } from './patient-form-values.ts';
import { useFieldBinder } from './use-field-binder.ts';

/**
 * House number and street, then province, district, sub-district and postcode. The server checks
 * the four parts against the Thai address data set. ADDRESS PICKER SLOT: the masters feature's
 * address picker (thai-address work) replaces the four plain inputs below once it is merged; it
 * fills the same four fields of the form.
 */
export function PatientAddressFields({ form }: { form: PatientForm }) {
  const bind = useFieldBinder(form);
  return (
    <>
      <TextInput {...bind.text('address')} maxLength={300} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput {...bind.text('province')} maxLength={100} />
        <TextInput {...bind.text('district')} maxLength={100} />
        <TextInput {...bind.text('subDistrict')} maxLength={100} />
        <TextInput {...bind.text('postcode')} inputMode="numeric" maxLength={5} />
      </SimpleGrid>
    </>
  );
}
