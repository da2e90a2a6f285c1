import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { oralHealth, type TAiPlanSuggestion } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatSatang } from '../../lib/format.ts';
import type { AiPrice } from './ai-treatment-prices.ts';

const HEALTH_COLOURS = { excellent: 'teal', good: 'green', fair: 'yellow', poor: 'red' } as const;

/** Step 4 (spec §4): overall oral health by the problems the dentist confirmed, and the plan's total. */
export function FinishStep({ confirmed, prices }: { confirmed: TAiPlanSuggestion[]; prices: Map<string, AiPrice> }) {
  const { t } = useTranslation('ai');
  const health = oralHealth(confirmed.length);
  const total = confirmed.reduce((sum, line) => sum + (prices.get(line.className)?.satang ?? 0) * line.quantity, 0);
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
      <Alert color="blue">{t('finish.savingLater')}</Alert>
      <Text c="dimmed" fz="sm">
        {t('finish.disclaimer')}
      </Text>
    </Stack>
  );
}
