import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDn, formatPhone, type TPatientSummary } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientName } from './patient-name.ts';
import { patientSearchQuery, type BranchRef } from './patients.api.ts';

export type PickedPatient = { id: number; label: string };

/** Who the patient is, as the picker shows it once chosen: DN, name, phone. */
export function patientLabel(patient: Pick<TPatientSummary, 'dn' | 'mobile'> & Parameters<typeof patientName>[0]) {
  return [formatDn(patient.dn), patientName(patient), patient.mobile && formatPhone(patient.mobile)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Type-ahead over the clinic's patients (DN, name, phone, national id) for the forms that name
 * one: the booking form, the lab expense form. `name` is the field's name in its form.
 */
export function PatientPicker({
  branch,
  value,
  onChange,
  error,
  name,
}: {
  branch: BranchRef;
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  error?: string | undefined;
  name?: string;
}) {
  const { t } = useTranslation('patients');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const results = useQuery({ ...patientSearchQuery(branch, debounced), enabled: debounced !== '' });
  const list = results.data?.list ?? [];

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(id) => {
        const patient = list.find((p) => String(p.id) === id);
        if (patient) onChange({ id: patient.id, label: patientLabel(patient) });
        setKeyword('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          name={name}
          label={t('picker.label')}
          placeholder={t('picker.search')}
          value={value && keyword === '' ? value.label : keyword}
          error={error}
          required
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced === ''}>
        <Combobox.Options>
          {list.map((patient) => (
            <Combobox.Option key={patient.id} value={String(patient.id)}>
              <Text size="sm">{patientLabel(patient)}</Text>
            </Combobox.Option>
          ))}
          {results.isSuccess && list.length === 0 && <Combobox.Empty>{t('picker.none')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
