import { TextInput } from '@mantine/core';
import { useValidationText } from '../../lib/validation-text.ts';
import type { BranchRef } from '../masters/master-lists.api.ts';
import { ThaiAddressPicker } from '../masters/thai-address-picker.tsx';
import type { PatientForm } from './patient-form-values.ts';
import { useFieldBinder } from './use-field-binder.ts';

/**
 * House number and street, then province → district → sub-district with the postcode, chosen
 * from the Thai address data set (the server checks the same four parts against it).
 */
export function PatientAddressFields({ form, branch }: { form: PatientForm; branch: BranchRef }) {
  const bind = useFieldBinder(form);
  const text = useValidationText();
  const { province, district, subDistrict, postcode } = form.values;
  return (
    <>
      <TextInput {...bind.text('address')} maxLength={300} />
      <ThaiAddressPicker
        branch={branch}
        size="sm"
        value={{ province, district, subDistrict, postcode }}
        onChange={(next) => form.setFieldValues(next)}
        errors={{
          province: text(form.errorOf('province')),
          district: text(form.errorOf('district')),
          subDistrict: text(form.errorOf('subDistrict')),
          postcode: text(form.errorOf('postcode')),
        }}
      />
    </>
  );
}
