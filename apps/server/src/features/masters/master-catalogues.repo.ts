import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery } from '../../lib/db/prepared-query.ts';
import { PAYMENT_GROUPS, THAI_BANKS } from './data/payments.data.ts';
import { SCHEME_ENTRY_SEED, SYNCED_SCHEME_SOURCES } from './data/scheme-entries.data.ts';
import { banks, paymentMethodGroups, paymentMethods, schemeEntries } from './master-lists.table.ts';

// A whole catalogue, prepared as the others are (ADR 0017).
const selectBanks = preparedQuery('banks_all', (tx, name) =>
  tx
    .select({ code: banks.code, nameTh: banks.nameTh, nameEn: banks.nameEn })
    .from(banks)
    .orderBy(asc(banks.sort))
    .prepare(name),
);

export function listBanks(tx: Tx) {
  return selectBanks(tx, {});
}

/**
 * Part of syncReferenceData (as the owner, at start): national entries, payment methods and banks
 * equal the data files. National entries are upserted by kind and code, so their ids (which
 * favourites and records keep) survive; ICD-10-TM rows, imported by command, are left alone.
 */
export async function syncMasterCatalogues(tx: Tx): Promise<void> {
  await tx
    .insert(schemeEntries)
    .values([...SCHEME_ENTRY_SEED])
    .onConflictDoUpdate({
      target: [schemeEntries.kind, schemeEntries.code],
      set: {
        source: sql`excluded.source`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        priceSatang: sql`excluded.price_satang`,
        sort: sql`excluded.sort`,
      },
    });
  const keep = JSON.stringify(SCHEME_ENTRY_SEED.map((e) => ({ kind: e.kind, code: e.code })));
  const sources = JSON.stringify(SYNCED_SCHEME_SOURCES);
  await tx.execute(sql`delete from ${schemeEntries} s
    where s.source in (select jsonb_array_elements_text(${sources}::jsonb))
      and not exists (select 1 from jsonb_to_recordset(${keep}::jsonb) as k(kind text, code text)
        where k.kind = s.kind and k.code = s.code)`);

  const groups = PAYMENT_GROUPS.map((g, index) => ({
    id: g.id,
    code: g.code,
    nameTh: g.nameTh,
    nameEn: g.nameEn,
    sort: index + 1,
  }));
  await tx
    .insert(paymentMethodGroups)
    .values(groups)
    .onConflictDoUpdate({
      target: paymentMethodGroups.id,
      set: {
        code: sql`excluded.code`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        sort: sql`excluded.sort`,
      },
    });
  const methods = PAYMENT_GROUPS.flatMap((g) => g.methods.map((m) => ({ ...m, groupId: g.id }))).map((m, index) => ({
    id: m.id,
    groupId: m.groupId,
    code: m.code,
    nameTh: m.nameTh,
    nameEn: m.nameEn,
    needsBank: m.needsBank ?? false,
    isScheme: m.isScheme ?? false,
    sort: index + 1,
  }));
  await tx
    .insert(paymentMethods)
    .values(methods)
    .onConflictDoUpdate({
      target: paymentMethods.id,
      set: {
        groupId: sql`excluded.group_id`,
        code: sql`excluded.code`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        needsBank: sql`excluded.needs_bank`,
        isScheme: sql`excluded.is_scheme`,
        sort: sql`excluded.sort`,
      },
    });
  await tx
    .insert(banks)
    .values(THAI_BANKS.map((b, index) => ({ ...b, sort: index + 1 })))
    .onConflictDoUpdate({
      target: banks.code,
      set: { nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
    });
}
