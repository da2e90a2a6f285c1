import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LICENSE_MAX } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { configValuesQuery } from '../masters/masters.api.ts';
import { configOptions } from './config-options.ts';
import { useValidationText } from '../../lib/validation-text.ts';

/** The part of a useZodForm form these fields bind to: registration and the profile share it. */
type DentistForm = {
  values: { drLicenseNo: string; drSpecialItems: string[] };
  setFieldValue(name: 'drLicenseNo', value: string): void;
  setFieldValue(name: 'drSpecialItems', value: string[]): void;
  markTouched(name: 'drLicenseNo' | 'drSpecialItems'): void;
  errorOf(name: 'drLicenseNo' | 'drSpecialItems'): string | undefined;
};

/** License number (ท., at most 5 characters) and specialties: only for the dentist user type. */
export function DentistFields({ form }: { form: DentistForm }) {
  const { t, i18n } = useTranslation('auth');
  const text = useValidationText();
  const specialties = useQuery(configValuesQuery('drSpecial'));
  const listError = specialties.isError ? t('fields.listLoadFailed') : undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        size="md"
        name="drLicenseNo"
        label={t('fields.drLicenseNo')}
        withAsterisk
        inputMode="numeric"
        maxLength={LICENSE_MAX}
        value={form.values.drLicenseNo}
        onChange={(event) => form.setFieldValue('drLicenseNo', event.currentTarget.value)}
        onBlur={() => form.markTouched('drLicenseNo')}
        error={text(form.errorOf('drLicenseNo'))}
      />
      <MultiSelect
        size="md"
        name="drSpecialItems"
        label={t('fields.drSpecialItems')}
        withAsterisk
        searchable
        placeholder={specialties.isPending ? t('common:loading') : t('fields.drSpecialItemsPlaceholder')}
        nothingFoundMessage={t('fields.nothingFound')}
        data={configOptions(specialties.data, i18n.language)}
        value={form.values.drSpecialItems}
        onChange={(value) => form.setFieldValue('drSpecialItems', value)}
        onBlur={() => form.markTouched('drSpecialItems')}
        error={text(form.errorOf('drSpecialItems')) ?? listError}
      />
    </SimpleGrid>
  );
}
