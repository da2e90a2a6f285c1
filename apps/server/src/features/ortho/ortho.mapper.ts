import {
  ORTHO_TEMPLATE_BRANCH_ID,
  bahtToSatang,
  satangToBaht,
  type TOrthoItem,
  type TOrthoPackage,
  type TOrthoPackageInput,
  type TPatientOrthoPackage,
} from '@yim/contract';
import type { MasterRow, PackageValues, TemplateRow } from './ortho-masters.repo.ts';
import type { InstalmentRow, PatientPackageRow } from './ortho-patients.repo.ts';
import type { OrthoItemSnapshot } from './ortho.table.ts';

// Rows to the wire and back: satang in the database, baht on the wire.

export function toItems(items: readonly OrthoItemSnapshot[]): TOrthoItem[] {
  return items.map((item) => ({ nameTh: item.nameTh, nameEn: item.nameEn, price: satangToBaht(item.priceSatang) }));
}

/** The input as stored: items in satang, the price their sum. */
export function toPackageValues(input: TOrthoPackageInput): PackageValues {
  const items = input.items.map((item) => ({
    nameTh: item.nameTh,
    nameEn: item.nameEn,
    priceSatang: bahtToSatang(item.price),
  }));
  return {
    nameTh: input.nameTh,
    nameEn: input.nameEn,
    items,
    priceSatang: items.reduce((sum, item) => sum + item.priceSatang, 0),
    visits: input.visits,
    instalments: input.instalments,
  };
}

export function toMasterPackage(row: MasterRow, items: readonly OrthoItemSnapshot[]): TOrthoPackage {
  return {
    id: row.id,
    branchId: row.branchId,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    items: toItems(items),
    price: satangToBaht(row.priceSatang),
    visits: row.visits,
    instalments: row.instalments,
    creationDt: row.createdAt.toISOString(),
    modifyDt: row.updatedAt.toISOString(),
  };
}

export function toTemplatePackage(row: TemplateRow): TOrthoPackage {
  return {
    id: row.id,
    branchId: ORTHO_TEMPLATE_BRANCH_ID,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    items: toItems(row.items),
    price: satangToBaht(row.priceSatang),
    visits: row.visits,
    instalments: row.instalments,
    creationDt: row.createdAt.toISOString(),
    modifyDt: row.updatedAt.toISOString(),
  };
}

export function toPatientPackage(row: PatientPackageRow, instalments: readonly InstalmentRow[]): TPatientOrthoPackage {
  return {
    id: row.id,
    patientId: row.patientId,
    branchId: row.branchId,
    packageId: row.packageId,
    fromTemplate: row.fromTemplate,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    items: toItems(row.items),
    price: satangToBaht(row.priceSatang),
    instalments: row.instalments,
    schedule: instalments
      .filter((line) => line.patientPackageId === row.id)
      .sort((a, b) => a.seq - b.seq)
      .map((line) => ({ seq: line.seq, dueDate: line.dueDate, amount: satangToBaht(line.amountSatang) })),
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    startDate: row.startDate,
    note: row.note,
    status: row.status,
    creationUid: row.createdBy,
    creationDt: row.createdAt.toISOString(),
    modifyDt: row.updatedAt.toISOString(),
  };
}
