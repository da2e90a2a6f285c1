import type { TMasterCategory, TMasterEntry } from '@yim/contract';
import type { TFunction } from 'i18next';
import { categoryText } from './category-texts.ts';
import type { FormField, FormValues } from './master-form-dialog.tsx';
import type { MasterListConfig } from './master-lists.config.ts';

// What the dialogs show for an entry and for a category; the limits match the contract's.

const NAME_LIMIT = 200;
const CODE_LIMIT = 20;
const UNIT_LIMIT = 30;

function nameFields(t: TFunction): FormField[] {
  return [
    { name: 'code', label: t('table.code'), type: 'text', required: true, maxLength: CODE_LIMIT, lang: 'en' },
    { name: 'nameTh', label: t('table.nameTh'), type: 'text', required: true, maxLength: NAME_LIMIT },
    { name: 'nameEn', label: t('table.nameEn'), type: 'text', maxLength: NAME_LIMIT, lang: 'en' },
  ];
}

export function entryFields(config: MasterListConfig, categories: TMasterCategory[], t: TFunction): FormField[] {
  const fields = nameFields(t);
  const options = categories.map((c) => ({ value: String(c.id), label: `${c.code} ${c.nameTh}` }));
  fields.push({
    name: 'cateId',
    label: categoryText(t, config, 'column'),
    type: 'select',
    options,
    required: config.categoryRequired,
    placeholder: categoryText(t, config, 'none'),
  });
  if (config.hasPrice) fields.push({ name: 'price', label: t('table.price'), type: 'money', required: true });
  if (config.hasUnit) fields.push({ name: 'unit', label: t('table.unit'), type: 'text', maxLength: UNIT_LIMIT });
  return fields;
}

export function entryValues(config: MasterListConfig, entry: TMasterEntry | null): FormValues {
  const values: FormValues = {
    code: entry?.code ?? '',
    nameTh: entry?.nameTh ?? '',
    nameEn: entry?.nameEn ?? '',
    cateId: entry?.cateId ?? null,
  };
  if (config.hasPrice) values.price = entry?.price ?? '';
  if (config.hasUnit) values.unit = entry?.unit ?? '';
  return values;
}

export function categoryFields(t: TFunction): FormField[] {
  return nameFields(t);
}

export function categoryValues(category: TMasterCategory | null): FormValues {
  return { code: category?.code ?? '', nameTh: category?.nameTh ?? '', nameEn: category?.nameEn ?? '' };
}
