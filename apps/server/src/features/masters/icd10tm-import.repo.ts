import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import type { Icd10TmRow } from './icd10tm-file.service.ts';
import { schemeEntries } from './master-lists.table.ts';

export type Icd10TmImport = { inserted: number; updated: number; clashes: string[] };

/**
 * Upserts the procedure codes of an ICD-10-TM file as national `treat` entries of source
 * `icd10tm`, by code, in the file's order, as the owner (the catalogue is global). A code that a
 * national scheme already uses for a treatment is left as it is and reported. Codes missing from
 * a newer file stay: favourites and, later, treatment records keep naming them.
 */
export async function importIcd10Tm(tx: Tx, rows: readonly Icd10TmRow[]): Promise<Icd10TmImport> {
  const taken = await tx
    .select({ code: schemeEntries.code })
    .from(schemeEntries)
    .where(sql`${schemeEntries.kind} = 'treat' and ${schemeEntries.source} <> 'icd10tm'`);
  const clashing = new Set(taken.map((row) => row.code));
  const values = rows
    .map((row, index) => ({ ...row, sort: index + 1 }))
    .filter((row) => !clashing.has(row.code))
    .map((row) => ({ kind: 'treat' as const, source: 'icd10tm' as const, ...row }));
  let inserted = 0;
  let updated = 0;
  // Batches keep each statement's parameters well under PostgreSQL's 65,535.
  for (let start = 0; start < values.length; start += 1000) {
    const result = await tx
      .insert(schemeEntries)
      .values(values.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [schemeEntries.kind, schemeEntries.code],
        set: { nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
        setWhere: sql`${schemeEntries.source} = 'icd10tm'`,
      })
      .returning({ isNew: sql<boolean>`xmax = 0` });
    for (const row of result) {
      if (row.isNew) inserted++;
      else updated++;
    }
  }
  return { inserted, updated, clashes: rows.filter((row) => clashing.has(row.code)).map((row) => row.code) };
}
