import type { TFunction } from 'i18next';
import type { MasterListConfig } from './master-lists.config.ts';

/**
 * The words for a list's categories. Most lists say หมวดหมู่; the lab catalogue's categories are
 * its lab companies, so a list may name its own under `lists.<page>.category.*` and falls back
 * to the shared ones.
 */
const SHARED_KEYS = {
  title: 'categories.title',
  add: 'categories.add',
  edit: 'categories.edit',
  empty: 'categories.empty',
  column: 'table.category',
  filter: 'filter.category',
  all: 'filter.allCategories',
  none: 'form.noCategory',
} as const;

export type CategoryTextKey = keyof typeof SHARED_KEYS;

export function categoryText(t: TFunction, config: MasterListConfig, key: CategoryTextKey): string {
  return t([`lists.${config.pageName}.category.${key}`, SHARED_KEYS[key]]);
}
