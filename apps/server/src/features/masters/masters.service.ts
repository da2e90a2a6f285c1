import { CONFIG_NAMES, CONFIG_SEGMENTS, type ConfigName, type ConfigSegment, type TConfigValue } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { listAllConfigValues, listConfigValues, listTeeth, listToothSurfaces } from './masters.repo.ts';

/** GET /api/master/configValue/all: every configuration list, grouped by its name (empty lists too). */
export async function allConfigValues(tx: Tx): Promise<Record<ConfigName, TConfigValue[]>> {
  return groupConfigValues(await listAllConfigValues(tx, {}));
}

/** The rows of every list, grouped by the list's name; a list without rows answers empty. */
export function groupConfigValues(rows: (TConfigValue & { name: string })[]): Record<ConfigName, TConfigValue[]> {
  const grouped = Object.fromEntries(CONFIG_NAMES.map((name) => [name, [] as TConfigValue[]])) as Record<
    ConfigName,
    TConfigValue[]
  >;
  for (const { name, ...value } of rows) {
    grouped[name as ConfigName]?.push(value);
  }
  return grouped;
}

/** GET /api/master/configValue/{segment}: one list, by the spec's segment name. */
export function configValues(tx: Tx, segment: ConfigSegment) {
  return listConfigValues(tx, CONFIG_SEGMENTS[segment]);
}

export function teeth(tx: Tx) {
  return listTeeth(tx);
}

export function toothSurfaces(tx: Tx) {
  return listToothSurfaces(tx);
}
