import { bahtToSatang, satangToBaht, type TMasterEntry, type TPricedEntryInput } from '@yim/contract';
import type { EntryRow, EntryValues } from './master-lists.repo.ts';

/** A list row to the wire: satang to baht, the deletion instant to ISO. */
export function toMasterEntry(row: EntryRow): TMasterEntry {
  const deletedAt = row.deleted_at === null ? null : new Date(row.deleted_at).toISOString();
  return {
    id: Number(row.id),
    cateId: row.cate_id === null ? null : Number(row.cate_id),
    code: row.code,
    nameTh: row.name_th,
    nameEn: row.name_en,
    price: row.price_satang === null ? null : satangToBaht(Number(row.price_satang)),
    unit: row.unit,
    favorite: row.favorite === true || (row.favorite as unknown) === 't',
    timeUse: Number(row.time_use),
    branchId: Number(row.branch_id),
    source: row.source,
    deletedAt,
  };
}

/** A create or update body to the columns: baht to satang; lists without prices store none. */
export function toEntryValues(input: TPricedEntryInput, priced: boolean): EntryValues {
  return {
    cateId: input.cateId,
    code: input.code,
    nameTh: input.nameTh,
    nameEn: input.nameEn,
    priceSatang: priced && input.price !== undefined && input.price !== null ? bahtToSatang(input.price) : null,
    unit: input.unit ?? '',
  };
}
