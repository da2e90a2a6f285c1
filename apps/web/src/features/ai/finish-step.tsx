import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  canUse,
  oralHealth,
  satangToBaht,
  type TAiAnalysis,
  type TAiPlanSuggestion,
  type TTreatmentPlan,
  type TTreatmentPlanItemInput,
} from '@yim/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSatang } from '../../lib/format.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { saveAiAnalysis, saveAiPlan, type BranchRef } from './ai.api.ts';
import type { AiPrice } from './ai-treatment-prices.ts';
import { PatientSummary } from './patient-summary.tsx';
import type { LineChoice } from './plan-step.tsx';

const HEALTH_COLOURS = { excellent: 'teal', good: 'green', fair: 'yellow', poor: 'red' } as const;
/** The arch of a photo as a `mouth_area` value: 01 upper jaw, 02 lower jaw. */
const ARCH_AREA = { upper: '01', lower: '02' } as const;

/**
 * A confirmed line as a plan item: the branch's treatment on the photo's arch, Diagnosed, at its
 * price times the findings counted; the ICD code and the count in the note. A line whose
 * condition has no treatment in the branch's list cannot be planned by itself: it is listed.
 */
function planItem(line: TAiPlanSuggestion, price: AiPrice | undefined): TTreatmentPlanItemInput | null {
  if (!price?.masterId) return null;
  return {
    masterId: price.masterId,
    teeth: [],
    mouthArea: ARCH_AREA[line.photoType],
    price: satangToBaht(price.satang * line.quantity),
    priority: 3,
    status: 'Diagnosed',
    note: `AI ${line.icdCode}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
  };
}

/** The dentist's decision on each line they decided (an undecided line is sent as nothing). */
function decisionsOf(lines: readonly TAiPlanSuggestion[], choices: Record<string, LineChoice>) {
  return lines.flatMap((line) => {
    const decision = choices[line.key];
    return decision === 'confirmed' || decision === 'removed'
      ? [{ photoType: line.photoType, className: line.className, decision }]
      : [];
  });
}

/**
 * Step 4 (spec §4): overall oral health by the problems the dentist confirmed, the plan's total,
 * and saving: the confirmed lines as the patient's treatment plan, then the analysis itself with
 * every decision and the plan's id, for the analysis reports (docs/ai-scope.md).
 */
export function FinishStep({
  branch,
  patientId,
  analyses,
  lines,
  choices,
  confirmed,
  prices,
}: {
  branch: BranchRef;
  patientId: number;
  /** Both photos' results (step 2 succeeded for each). */
  analyses: TAiAnalysis[];
  lines: TAiPlanSuggestion[];
  choices: Record<string, LineChoice>;
  confirmed: TAiPlanSuggestion[];
  prices: Map<string, AiPrice>;
}) {
  const { t } = useTranslation('ai');
  const session = useQuery(branchSessionQuery(branch.clinicUrl, branch.branchUrl));
  const mayReadAnalyses = canUse('aiAnalysis', session.data?.branch.auth.authIdItems ?? []);
  // A retry after the analysis failed to store must not save the plan a second time.
  const savedPlan = useRef<TTreatmentPlan | null>(null);
  const health = oralHealth(confirmed.length);
  const total = confirmed.reduce((sum, line) => sum + (prices.get(line.className)?.satang ?? 0) * line.quantity, 0);
  const planned = confirmed.map((line) => ({ line, item: planItem(line, prices.get(line.className)) }));
  const items = planned.flatMap((p) => (p.item ? [p.item] : []));
  const unplanned = planned.filter((p) => !p.item).map((p) => p.line);
  const save = useMutation({
    mutationFn: async () => {
      if (items.length > 0 && !savedPlan.current) {
        savedPlan.current = await saveAiPlan(branch, patientId, t('finish.planTitle'), items);
      }
      const plan = savedPlan.current;
      const stored = await saveAiAnalysis(branch, {
        patientId,
        threshold: analyses[0]?.threshold ?? 0.5,
        mode: analyses.some((a) => a.mode === 'sandbox') ? 'sandbox' : 'live',
        photos: analyses.map((a) => ({
          photoType: a.photoType,
          imageWidth: a.imageWidth,
          imageHeight: a.imageHeight,
          detections: a.detections.map(({ class_name, confidence, box }) => ({ class_name, confidence, box })),
        })),
        decisions: decisionsOf(lines, choices),
        planId: plan?.id ?? null,
      });
      return { plan, stored };
    },
    onError: showErrorToast,
  });
  return (
    <Stack>
      <Group>
        <Title order={3} fz="h4">
          {t('finish.health')}
        </Title>
        <Badge size="lg" color={HEALTH_COLOURS[health]} data-testid="ai-oral-health">
          {t(`health.${health}`)}
        </Badge>
      </Group>
      <Text>{t('finish.problems', { count: confirmed.length })}</Text>
      <Text>{t('finish.total', { amount: formatSatang(total) })}</Text>
      {unplanned.length > 0 && (
        <Alert color="yellow" title={t('finish.unplannedTitle')}>
          <List size="sm">
            {unplanned.map((line) => (
              <List.Item key={line.key}>
                {t(`classes.${line.className}`)} ({t(`photoTypes.${line.photoType}`)})
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {save.isSuccess ? (
        <Alert color="green" data-testid="ai-plan-saved">
          <Stack gap={4}>
            {save.data.plan && <Text size="sm">{t('finish.saved', { count: save.data.plan.items.length })}</Text>}
            <Text size="sm">{t('finish.analysisSaved')}</Text>
            <Text
              size="sm"
              component={Link}
              to={`/${branch.clinicUrl}/${branch.branchUrl}/patient/${patientId}`}
              c="blue"
            >
              {t('finish.openPlan')}
            </Text>
            <PatientSummary branch={branch} analysisId={save.data.stored.id} />
            {mayReadAnalyses && (
              <Text
                size="sm"
                component={Link}
                to={`/${branch.clinicUrl}/${branch.branchUrl}/analysis/patient?patientId=${patientId}`}
                c="blue"
              >
                {t('finish.openAnalyses')}
              </Text>
            )}
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t(items.length > 0 ? 'finish.save' : 'finish.saveAnalysis')}
          </Button>
          <Text size="sm" c="dimmed">
            {t(items.length > 0 ? 'finish.saveHint' : 'finish.saveAnalysisHint')}
          </Text>
        </Group>
      )}
      <Text c="dimmed" fz="sm">
        {t('finish.disclaimer')}
      </Text>
    </Stack>
  );
}
