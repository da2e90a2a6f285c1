import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDn } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientName } from '../patients/patient-name.ts';
import { patientSearchQuery } from '../patients/patients.api.ts';
import type { BranchRef } from './lab.api.ts';

export type PickedPatient = { id: number; label: string };

/**
 * Type-ahead over the clinic's patients (DN, name, phone), with the patients feature's search;
 * the appointments feature has its own picker, but lab ranks beside it and cannot import it.
 */
export function LabPatientPicker({
  branch,
  value,
  onChange,
  error,
}: {
  branch: BranchRef;
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('lab');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const results = useQuery({ ...patientSearchQuery(branch, debounced), enabled: debounced !== '' });
  const list = results.data?.list ?? [];
  const labelOf = (patient: (typeof list)[number]) => `${formatDn(patient.dn)} · ${patientName(patient)}`;

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(id) => {
        const patient = list.find((p) => String(p.id) === id);
        if (patient) onChange({ id: patient.id, label: labelOf(patient) });
        setKeyword('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          name="patientId"
          label={t('form.patient')}
          placeholder={t('form.patientSearch')}
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
              <Text size="sm">{labelOf(patient)}</Text>
            </Combobox.Option>
          ))}
          {results.isSuccess && list.length === 0 && <Combobox.Empty>{t('form.noPatient')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
