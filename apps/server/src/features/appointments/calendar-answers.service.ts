import type { z } from 'zod';
import { bangkokDayOf, type ZAppointmentListQuery } from '@yim/contract';
import { createAnswerCache } from '../../lib/http/answer-cache.ts';
import type { PreparedAnswer } from '../../lib/http/prepared-answer.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { resolveBranchWith } from '../clinics/clinics.service.ts';
import { findBranchWithCalendarVersion } from './calendar-versions.repo.ts';

/**
 * About 80 weeks of a busy branch. Every open calendar of a branch asks for the same week again
 * after each change it hears of (ADR 0014), so the same answer is asked for many times between
 * two changes.
 */
const CALENDAR_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The branch calendar's answers (GET /api/appointment/{c}/{b}), kept per clinic calendar
 * version. The answer depends on the branch, the query and, through 'ไม่มา', on today's date in
 * Bangkok, so all three are in its key; it does not depend on who asks (the role check came first).
 * `prepare` is the endpoint's own envelope (the registrar's `prepared`).
 */
export function createCalendarAnswers(prepare: (data: unknown) => PreparedAnswer) {
  const cache = createAnswerCache({ maxBytes: CALENDAR_ANSWERS_MAX_BYTES });
  return {
    async list(
      branch: BranchWithCalendarVersion,
      query: z.output<typeof ZAppointmentListQuery>,
      compute: () => Promise<unknown>,
    ): Promise<PreparedAnswer> {
      // The version was read with the branch, before the rows: what a miss stores is at least that new.
      const version = branch.extra;
      const key = `${branch.branchId}:${bangkokDayOf(new Date())}:${JSON.stringify(query)}`;
      return cache.get(branch.clinicId, version, key, async () => prepare(await compute()));
    },
    stats: cache.stats,
  };
}

export type CalendarAnswers = ReturnType<typeof createCalendarAnswers>;

/** The calendar list's branch resolver: the access rule, and the clinic's calendar version as `extra`. */
export const resolveBranchWithCalendarVersion = resolveBranchWith(findBranchWithCalendarVersion);
export type BranchWithCalendarVersion = BranchScope & { extra: number };
