import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { ConfigName, TConfigValue } from '@yim/contract';
import type { Db, Tx } from '../../lib/db/database.ts';
import { preparedQuery } from '../../lib/db/prepared-query.ts';
import { CONFIG_VALUE_SEED } from './data/config-values.data.ts';
import { TEETH_SEED, TOOTH_SURFACE_SEED } from './data/teeth.data.ts';
import { syncMasterCatalogues } from './master-catalogues.repo.ts';
import { adsVersion, configValues, teeth, toothSurfaces } from './masters.table.ts';
import { syncThaiAddress } from './thai-address.repo.ts';

const configColumns = {
  name: configValues.name,
  id: configValues.valueId,
  nameTh: configValues.nameTh,
  nameEn: configValues.nameEn,
  color: configValues.color,
  value: configValues.value,
  sort: configValues.sort,
};

export async function listConfigValues(tx: Tx, name: ConfigName): Promise<TConfigValue[]> {
  const rows = await tx
    .select(configColumns)
    .from(configValues)
    .where(eq(configValues.name, name))
    .orderBy(asc(configValues.sort));
  return rows.map(({ name: _name, ...value }) => value);
}

/** Every configuration list: read by every screen at start, so a prepared statement. */
export const listAllConfigValues = preparedQuery<Record<string, never>, ConfigValueRow[]>(
  'masters_all_config_values',
  (tx, name) =>
    tx.select(configColumns).from(configValues).orderBy(asc(configValues.name), asc(configValues.sort)).prepare(name),
);

export type ConfigValueRow = TConfigValue & { name: string };

export async function listTeeth(tx: Tx) {
  return tx.select().from(teeth).orderBy(asc(teeth.id));
}

export async function listToothSurfaces(tx: Tx) {
  return tx.select().from(toothSurfaces).orderBy(asc(toothSurfaces.id));
}

/**
 * Keeps the global catalogues equal to the data files shipped with this version: upserts every
 * row and removes rows the files no longer carry. Runs as the owner at start (the app role
 * cannot write these tables).
 */
export async function syncReferenceData(owner: Db): Promise<void> {
  await owner.transaction(async (tx) => {
    const configRows = Object.entries(CONFIG_VALUE_SEED).flatMap(([name, values]) =>
      values.map((v) => ({
        name,
        valueId: v.id,
        nameTh: v.nameTh,
        nameEn: v.nameEn,
        color: v.color,
        value: v.value,
        sort: v.sort,
      })),
    );
    await tx
      .insert(configValues)
      .values(configRows)
      .onConflictDoUpdate({
        target: [configValues.name, configValues.valueId],
        set: {
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
          color: sql`excluded.color`,
          value: sql`excluded.value`,
          sort: sql`excluded.sort`,
        },
      });
    // The ads version is not the seed's: it is what super-administrators moved it to.
    await tx.execute(sql`update config_values set value = (select version::text from ${adsVersion})
      where name = 'ads_version'`);
    const keep = JSON.stringify(configRows.map((r) => ({ name: r.name, id: r.valueId })));
    await tx.execute(sql`delete from config_values c where not exists (
      select 1 from jsonb_to_recordset(${keep}::jsonb) as k(name text, id text) where k.name = c.name and k.id = c.value_id)`);

    await tx
      .insert(teeth)
      .values(TEETH_SEED)
      .onConflictDoUpdate({
        target: teeth.id,
        set: {
          code: sql`excluded.code`,
          quadrant: sql`excluded.quadrant`,
          position: sql`excluded.position`,
          dentition: sql`excluded.dentition`,
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
        },
      });
    await tx
      .insert(toothSurfaces)
      .values(TOOTH_SURFACE_SEED)
      .onConflictDoUpdate({
        target: toothSurfaces.id,
        set: { code: sql`excluded.code`, nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en` },
      });
    await syncMasterCatalogues(tx);
    await syncThaiAddress(tx);
  });
}

/** The ads list's version as clients read it (the `ads_version` config row). */
export async function readAdsVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: adsVersion.version }).from(adsVersion);
  return row?.version ?? 1;
}

/** Moves the ads version on (migration 0034's function: a live super-administrator only). */
export async function incrementAdsVersion(tx: Tx): Promise<number> {
  const result = await tx.execute<{ version: number }>(sql`select increment_ads_version() as version`);
  return Number(result.rows[0]?.version);
}

/**
 * A config value's Thai name, as SQL beside the column that holds its id: a patient's title is
 * stored as the id of `title_name` ('3'), and a receipt or a report prints its name ('นาง').
 */
export function configNameThSql(name: ConfigName, valueId: AnyColumn) {
  return sql<string | null>`(select ${configValues.nameTh} from ${configValues}
    where ${configValues.name} = ${name} and ${configValues.valueId} = ${valueId})`;
}

/** The same for one id in hand; null for none or an unknown one. */
export async function configNameTh(tx: Tx, name: ConfigName, valueId: string | null): Promise<string | null> {
  if (valueId === null) return null;
  const [row] = await tx
    .select({ nameTh: configValues.nameTh })
    .from(configValues)
    .where(and(eq(configValues.name, name), eq(configValues.valueId, valueId)));
  return row?.nameTh ?? null;
}
