import { Group, Select, SimpleGrid, Text, TextInput, type ComboboxItem, type MantineSize } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThaiAddressPart } from '@yim/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchRef } from './master-lists.api.ts';
import { fillFromPostcode, isFullPostcode, narrowedChoices, type ThaiAddressValue } from './thai-address-options.ts';
import {
  thaiDistrictsQuery,
  thaiPostcodeQuery,
  thaiProvincesQuery,
  thaiSubDistrictsQuery,
} from './thai-address.api.ts';

export type ThaiAddressPickerProps = {
  /** The branch whose lookups are called (any member may read them). */
  branch: BranchRef;
  /** Thai names and postcode, '' where nothing is chosen: what a patient's address stores. */
  value: ThaiAddressValue;
  /** Called with the whole new value: a choice above clears the choices below it. */
  onChange: (value: ThaiAddressValue) => void;
  /** A message per part, e.g. from a 422 naming `address.district` (shown under that field). */
  errors?: Partial<Record<ThaiAddressPart, string | undefined>>;
  /** Marks the four fields required (the check itself is the form's). */
  required?: boolean;
  disabled?: boolean;
  size?: MantineSize;
  /** Prefix of the inputs' `name` attributes (`address.` gives `address.province`…). */
  namePrefix?: string;
};

type Named = { nameTh: string; nameEn: string };

/**
 * Province → district → sub-district with the postcode filled, from the shipped Thai address data
 * set. Typing a five-digit postcode fills what it decides and narrows the selects to its areas.
 * Every select is searchable from the keyboard (type, arrows, Enter). Names are shown in the
 * interface language; the value is always the Thai names.
 */
export function ThaiAddressPicker(props: ThaiAddressPickerProps) {
  const { branch, value, onChange, errors = {}, required, disabled, size = 'md', namePrefix = '' } = props;
  const { t, i18n } = useTranslation('masters');
  const queryClient = useQueryClient();
  // The value as last rendered, for a postcode answer that arrives after more typing.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  // A postcode narrows the choices only when typed here: one filled in by choosing a sub-district
  // must not lock the selects above it to that postcode's areas.
  const [typed, setTyped] = useState('');
  const narrowing = isFullPostcode(value.postcode) && value.postcode === typed;

  const provinces = useQuery(thaiProvincesQuery(branch));
  const version = provinces.data?.version ?? '';
  const province = provinces.data?.list.find((p) => p.nameTh === value.province);
  const districts = useQuery({
    ...thaiDistrictsQuery(branch, version, province?.code ?? 0),
    enabled: Boolean(version && province),
  });
  const district = districts.data?.list.find((d) => d.nameTh === value.district);
  const subDistricts = useQuery({
    ...thaiSubDistrictsQuery(branch, version, district?.code ?? 0),
    enabled: Boolean(version && district),
  });
  const postcodeAreas = useQuery({
    ...thaiPostcodeQuery(branch, version, value.postcode),
    enabled: Boolean(version && narrowing),
  });
  const areas = narrowing ? (postcodeAreas.data?.list ?? []) : [];
  const narrowed = areas.length > 0 ? narrowedChoices(areas, value) : null;

  const english = i18n.language === 'en';
  const options = (rows: Named[] | undefined, only: string[] | undefined): ComboboxItem[] => {
    const seen = new Set<string>();
    return (rows ?? [])
      .filter((row) => (!only || only.includes(row.nameTh)) && !seen.has(row.nameTh) && seen.add(row.nameTh))
      .map((row) => ({ value: row.nameTh, label: english ? row.nameEn : row.nameTh }));
  };
  // While a postcode narrows, the district and sub-district choices come from its areas (no list
  // of the whole province needs loading); otherwise from the lists of the level above.
  const districtRows = narrowed
    ? areas.map((a) => ({ nameTh: a.districtTh, nameEn: a.districtEn }))
    : districts.data?.list;
  const subDistrictRows = narrowed
    ? areas.map((a) => ({ nameTh: a.subDistrictTh, nameEn: a.subDistrictEn, postcode: a.postcode }))
    : subDistricts.data?.list;
  const postcodeOf = (name: string) =>
    narrowed ? value.postcode : subDistricts.data?.list.find((s) => s.nameTh === name)?.postcode;

  const keepPostcode = () => (narrowed ? value.postcode : '');
  const choose = {
    province: (name: string | null) =>
      onChange({ province: name ?? '', district: '', subDistrict: '', postcode: keepPostcode() }),
    district: (name: string | null) =>
      onChange({ ...value, district: name ?? '', subDistrict: '', postcode: keepPostcode() }),
    subDistrict: (name: string | null) =>
      onChange({ ...value, subDistrict: name ?? '', postcode: name ? (postcodeOf(name) ?? '') : keepPostcode() }),
  };

  // The postcode last typed, set at once (the render that updates `latest` may come later).
  const pending = useRef('');
  async function typePostcode(text: string) {
    const postcode = text.replace(/\D/g, '').slice(0, 5);
    pending.current = postcode;
    setTyped(postcode);
    onChange({ ...value, postcode });
    if (!version || !isFullPostcode(postcode)) return;
    const found = await queryClient.fetchQuery(thaiPostcodeQuery(branch, version, postcode)).catch(() => null);
    // The user may have typed on meanwhile: fill only for the postcode still in the field.
    if (found && pending.current === postcode) onChange(fillFromPostcode(found.list, { ...latest.current, postcode }));
  }

  const loading = t('common:loading');
  const failed = (query: { isError: boolean }) => (query.isError ? t('thaiAddress.loadFailed') : undefined);
  const postcodeUnknown =
    narrowing && postcodeAreas.data?.list.length === 0 ? t('thaiAddress.postcodeUnknown') : undefined;
  // Clearing is the × button; clicking the chosen option again keeps it (Mantine would deselect).
  const common = {
    size,
    disabled,
    withAsterisk: required,
    searchable: true,
    clearable: true,
    allowDeselect: false,
  } as const;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        {...common}
        name={`${namePrefix}province`}
        label={t('thaiAddress.province')}
        placeholder={provinces.isPending ? loading : t('thaiAddress.provincePlaceholder')}
        nothingFoundMessage={t('thaiAddress.nothingFound')}
        data={options(provinces.data?.list, narrowed?.provinces)}
        value={value.province || null}
        onChange={choose.province}
        error={errors.province ?? failed(provinces)}
      />
      <Select
        {...common}
        name={`${namePrefix}district`}
        label={t('thaiAddress.district')}
        placeholder={
          !value.province
            ? t('thaiAddress.chooseProvinceFirst')
            : districts.isFetching
              ? loading
              : t('thaiAddress.districtPlaceholder')
        }
        disabled={disabled || !value.province}
        nothingFoundMessage={t('thaiAddress.nothingFound')}
        data={options(districtRows, narrowed?.districts)}
        value={value.district || null}
        onChange={choose.district}
        error={errors.district ?? failed(districts)}
      />
      <Select
        {...common}
        name={`${namePrefix}subDistrict`}
        label={t('thaiAddress.subDistrict')}
        placeholder={
          !value.district
            ? t('thaiAddress.chooseDistrictFirst')
            : subDistricts.isFetching
              ? loading
              : t('thaiAddress.subDistrictPlaceholder')
        }
        disabled={disabled || !value.district}
        nothingFoundMessage={t('thaiAddress.nothingFound')}
        data={options(subDistrictRows, narrowed?.subDistricts)}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <span>{option.label}</span>
            <Text size="sm" c="dimmed">
              {postcodeOf(option.value)}
            </Text>
          </Group>
        )}
        value={value.subDistrict || null}
        onChange={choose.subDistrict}
        error={errors.subDistrict ?? failed(subDistricts)}
      />
      <TextInput
        size={size}
        disabled={disabled}
        withAsterisk={required}
        name={`${namePrefix}postcode`}
        label={t('thaiAddress.postcode')}
        description={t('thaiAddress.postcodeHint')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={value.postcode}
        onChange={(event) => void typePostcode(event.currentTarget.value)}
        error={errors.postcode ?? postcodeUnknown ?? (narrowing ? failed(postcodeAreas) : undefined)}
      />
    </SimpleGrid>
  );
}
