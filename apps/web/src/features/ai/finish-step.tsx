import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { oralHealth, satangToBaht, type TAiPlanSuggestion, type TTreatmentPlanItemInput } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSatang } from '../../lib/format.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { saveAiPlan, type BranchRef } from './ai.api.ts';
import type { AiPrice } from './ai-treatment-prices.ts';

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

/**
 * Step 4 (spec §4): overall oral health by the problems the dentist confirmed, the plan's total,
 * and saving the confirmed lines as the patient's treatment plan.
 */
export function FinishStep({
  branch,
  patientId,
  confirmed,
  prices,
}: {
  branch: BranchRef;
  patientId: number;
  confirmed: TAiPlanSuggestion[];
  prices: Map<string, AiPrice>;
}) {
  const { t } = useTranslation('ai');
  const health = oralHealth(confirmed.length);
  const total = confirmed.reduce((sum, line) => sum + (prices.get(line.className)?.satang ?? 0) * line.quantity, 0);
  const planned = confirmed.map((line) => ({ line, item: planItem(line, prices.get(line.className)) }));
  const items = planned.flatMap((p) => (p.item ? [p.item] : []));
  const unplanned = planned.filter((p) => !p.item).map((p) => p.line);
  const save = useMutation({
    mutationFn: () => saveAiPlan(branch, patientId, t('finish.planTitle'), items),
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
            <Text size="sm">{t('finish.saved', { count: save.data.items.length })}</Text>
            <Text
              size="sm"
              component={Link}
              to={`/${branch.clinicUrl}/${branch.branchUrl}/patient/${patientId}`}
              c="blue"
            >
              {t('finish.openPlan')}
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={items.length === 0}>
            {t('finish.save')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('finish.saveHint')}
          </Text>
        </Group>
      )}
      <Text c="dimmed" fz="sm">
        {t('finish.disclaimer')}
      </Text>
    </Stack>
  );
}
