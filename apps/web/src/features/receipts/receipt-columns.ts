import { ALL_COLUMNS, type ReceiptColumns } from './receipt-document.tsx';

/** Where the public view keeps its column switches (spec §2: stored locally). */
export const COLUMNS_STORAGE_KEY = 'yim.receiptView.columns';

export function readColumns(storage: Storage = localStorage): ReceiptColumns {
  try {
    const saved = JSON.parse(storage.getItem(COLUMNS_STORAGE_KEY) ?? '{}') as Partial<Record<string, unknown>>;
    const pick = (key: keyof ReceiptColumns) => (typeof saved[key] === 'boolean' ? saved[key] : ALL_COLUMNS[key]);
    return {
      doctor: pick('doctor'),
      quantity: pick('quantity'),
      price: pick('price'),
      finalDiscount: pick('finalDiscount'),
    };
  } catch {
    // Storage refused or a damaged value: every column, as at first.
    return { ...ALL_COLUMNS };
  }
}

export function saveColumns(columns: ReceiptColumns, storage: Storage = localStorage): void {
  try {
    storage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // A private window may refuse storage: the choice lasts for this visit only.
  }
}
