import type { Tx } from '../../lib/db/database.ts';
import type { PreparedAnswer } from '../../lib/http/prepared-answer.ts';
import { listAllConfigValues, type ConfigValueRow } from './masters.repo.ts';
import { groupConfigValues } from './masters.service.ts';

/**
 * GET /api/master/configValue/all, asked by every screen at start. Its rows change only when a new
 * version syncs them at start or a super-administrator moves the ads version, so nearly every
 * request answers what the one before did. The rows are still read on every request (a change
 * shows at once, on every instance, with no version to keep); when they equal the last request's,
 * the answer that request checked, serialized and gzipped is sent again instead of being made
 * anew (`prepare` is the endpoint's own envelope, the registrar's `prepareAnswer`). Comparing the
 * rows' JSON costs less than the response schema's check of every value and a new gzip.
 */
export function createConfigValueAnswers(
  prepare: (data: unknown) => PreparedAnswer,
  readRows: (tx: Tx) => Promise<ConfigValueRow[]> = (tx) => listAllConfigValues(tx, {}),
) {
  let last: { rowsJson: string; answer: PreparedAnswer } | undefined;
  return async function allConfigValueAnswer(tx: Tx): Promise<PreparedAnswer> {
    const rows = await readRows(tx);
    const rowsJson = JSON.stringify(rows);
    if (last?.rowsJson !== rowsJson) last = { rowsJson, answer: prepare(groupConfigValues(rows)) };
    return last.answer;
  };
}
