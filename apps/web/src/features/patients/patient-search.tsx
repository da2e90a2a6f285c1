import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDn, type TPatientSummary } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../lib/route-handle.ts';
import { Icon } from '../../ui/icon.tsx';
import { patientName, patientOtherName } from './patient-name.ts';
import { patientSearchQuery, patientsByIdsQuery } from './patients.api.ts';
import { useRecentPatientIds } from './recent-patients.ts';
import { patientPath, useBranchAccess } from './use-branch-access.ts';

/** Spec access §9: the navbar's patient search is on the queue and doctors-queue routes. */
const NAVBAR_ROUTES: readonly string[] = ['QueueManage', 'QueueList', 'DoctorsTreatingQueue'];
const DEBOUNCE_MS = 300;

function PatientOption({ patient }: { patient: TPatientSummary }) {
  const other = patientOtherName(patient);
  return (
    <Combobox.Option value={String(patient.id)}>
      <Text size="sm" fw={600} span>
        {formatDn(patient.dn)}
      </Text>{' '}
      <Text size="sm" span>
        {patientName(patient)}
      </Text>
      {other && (
        <Text size="xs" c="dimmed" lang="en">
          {other}
        </Text>
      )}
    </Combobox.Option>
  );
}

/**
 * Type-ahead over the clinic's patients (DN, name in either order, phone, national id). With an
 * empty box it lists the last five patients opened on this computer, fetched fresh by id.
 * Arrow keys move, Enter opens, Escape closes the list.
 */
export function PatientSearch() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const routeName = useRouteName();
  const { branch, can } = useBranchAccess();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), DEBOUNCE_MS);
  const isShown = can('navPatientSearch') && NAVBAR_ROUTES.includes(routeName ?? '');
  const recentIds = useRecentPatientIds(branch.clinicUrl);
  const isRecent = keyword.trim() === '';
  const results = useQuery({ ...patientSearchQuery(branch, debounced), enabled: isShown && debounced !== '' });
  const recent = useQuery({
    ...patientsByIdsQuery(branch, recentIds),
    enabled: isShown && isRecent && combobox.dropdownOpened && recentIds.length > 0,
  });
  if (!isShown) return null;

  const byRecentOrder = (list: TPatientSummary[]) =>
    recentIds.map((id) => list.find((patient) => patient.id === id)).filter((p) => p !== undefined);
  const shown = isRecent ? byRecentOrder(recent.data?.list ?? []) : (results.data?.list ?? []);
  const isLoading = isRecent ? recent.isFetching : results.isFetching || keyword.trim() !== debounced;
  let emptyText = t('search.noMatch');
  if (isRecent) emptyText = t('search.noRecent');
  if ((isRecent ? recent.isError : results.isError) === true) emptyText = t('search.failed');

  function open(value: string) {
    combobox.closeDropdown();
    setKeyword('');
    void navigate(patientPath(branch, Number(value)));
  }

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal width={360} position="bottom-start">
      <Combobox.Target>
        <TextInput
          w={{ base: 160, md: 260 }}
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<Icon name="search" size={16} />}
          rightSection={isLoading && combobox.dropdownOpened ? <Loader size={14} /> : null}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={t('search.label')}>
          {shown.length > 0 ? (
            <Combobox.Group label={isRecent ? t('search.recent') : t('search.results')}>
              {shown.map((patient) => (
                <PatientOption key={patient.id} patient={patient} />
              ))}
            </Combobox.Group>
          ) : (
            !isLoading && <Combobox.Empty>{emptyText}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
