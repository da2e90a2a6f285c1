import {
  AI_CLASS_NAMES,
  type TAiContent,
  type TAiContentRequest,
  type TAiStoredAnalysis,
  type TAppEnv,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import type { DentalAi, DentalAiContentRequest } from '../../integrations/dental-ai/dental-ai.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import { aiErrorCode, isAiAvailable } from './analyze-photo.service.ts';
import { readAnalysis } from './save-analysis.service.ts';

/** The confirmed findings counted per condition and arch, upper arch first, in the spec's order. */
export function contentRequestOf(analysis: TAiStoredAnalysis, lang: 'th' | 'en'): DentalAiContentRequest {
  const counts = new Map<string, DentalAiContentRequest['confirmed'][number]>();
  for (const f of analysis.findings) {
    if (f.decision !== 'confirmed') continue;
    const key = `${f.photoType}:${f.class_name}`;
    const line = counts.get(key) ?? { className: f.class_name, photoType: f.photoType, count: 0 };
    counts.set(key, { ...line, count: line.count + 1 });
  }
  const order = (c: { photoType: string; className: (typeof AI_CLASS_NAMES)[number] }) =>
    (c.photoType === 'upper' ? 0 : 10) + AI_CLASS_NAMES.indexOf(c.className);
  return {
    lang,
    oralHealth: analysis.oralHealth,
    problemCount: analysis.problemCount,
    confirmed: [...counts.values()].sort((a, b) => order(a) - order(b)),
    removedCount: analysis.findings.filter((f) => f.decision === 'removed').length,
  };
}

/**
 * POST /api/ai/content/{c}/{b}: the stored analysis is read in a short transaction of its own
 * (a clinic's, any branch), then the service writes outside any transaction.
 */
export async function analysisContent(
  deps: { db: Database; dentalAi: DentalAi; appEnv: TAppEnv },
  caller: { userId: string; branch: BranchScope },
  body: TAiContentRequest,
): Promise<TAiContent> {
  if (!isAiAvailable(deps.appEnv, deps.dentalAi)) throw new AppError('AI-DISABLED');
  const analysis = await deps.db.run({ userId: caller.userId, clinicId: caller.branch.clinicId }, (tx) =>
    readAnalysis(tx, caller.branch.clinicId, body.analysisId),
  );
  try {
    const text = await deps.dentalAi.writeContent(contentRequestOf(analysis, body.lang));
    return { analysisId: analysis.id, lang: body.lang, ...text, mode: deps.dentalAi.mode };
  } catch (error) {
    // No photo is involved: the arch only names a photo error, which a text service never gives.
    if (error instanceof IntegrationError) throw new AppError(aiErrorCode(error, 'upper'));
    throw error;
  }
}
