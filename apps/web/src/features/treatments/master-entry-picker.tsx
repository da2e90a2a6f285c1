import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { TMasterEntry } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { masterEntriesQuery, type BranchRef } from '../masters/master-lists.api.ts';
import type { MasterListConfig } from '../masters/master-lists.config.ts';

type Props = {
  branch: BranchRef;
  list: MasterListConfig;
  label: string;
  disabled: boolean;
  onPick: (entry: TMasterEntry) => void;
};

/**
 * Search over one master list (the national ICD-10 catalogue included where the list has one):
 * the branch's favourites first under 'รายการใช้ประจำ', as the server orders them. Choosing an
 * entry hands it to the form and empties the field for the next one.
 */
export function MasterEntryPicker({ branch, list, label, disabled, onPick }: Props) {
  const { t } = useTranslation('treatments');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 250);
  const entries = useQuery({
    ...masterEntriesQuery(list, branch, { keyword, cateId: null, page: 0, withCatalogue: true }),
    enabled: !disabled,
  });
  const rows = entries.data?.list ?? [];
  const option = (entry: TMasterEntry) => ({
    value: String(entry.id),
    label: `${entry.code} · ${entry.nameTh}${entry.price ? ` (${formatMoney(entry.price)})` : ''}`,
  });
  const favourites = rows.filter((entry) => entry.favorite).map(option);
  const others = rows.filter((entry) => !entry.favorite).map(option);
  const data = [
    ...(favourites.length > 0 ? [{ group: t('form.favourites'), items: favourites }] : []),
    ...(others.length > 0 ? [{ group: t('form.allEntries'), items: others }] : []),
  ];
  return (
    <Select
      label={label}
      placeholder={t('form.searchPlaceholder')}
      searchable
      clearable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched code and names already; the field only shows its answer.
      filter={({ options }) => options}
      data={data}
      disabled={disabled}
      nothingFoundMessage={entries.isFetching ? t('state.loading') : t('form.nothingFound')}
      onChange={(value) => {
        const entry = rows.find((row) => String(row.id) === value);
        if (!entry) return;
        onPick(entry);
        setSearch('');
      }}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
