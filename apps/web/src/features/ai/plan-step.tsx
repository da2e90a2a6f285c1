import { Button, Group, Table, Text } from '@mantine/core';
import type { TAiPlanSuggestion } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatSatang } from '../../lib/format.ts';
import type { AiPrice } from './ai-treatment-prices.ts';

export type LineChoice = 'pending' | 'confirmed' | 'removed';

/**
 * Step 3 (spec §4): the suggested plan, one line per condition and arch from 0.3 confidence,
 * with its nominal K-code, the branch's price (or the fallback) and status Diagnosed. Nothing
 * enters the plan until the dentist confirms it.
 */
export function PlanStep({
  lines,
  prices,
  choices,
  onChoose,
}: {
  lines: TAiPlanSuggestion[];
  prices: Map<string, AiPrice>;
  choices: Record<string, LineChoice>;
  onChoose: (key: string, choice: LineChoice) => void;
}) {
  const { t } = useTranslation('ai');
  if (lines.length === 0) return <Text c="dimmed">{t('plan.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('plan.condition')}</Table.Th>
            <Table.Th>{t('plan.icd')}</Table.Th>
            <Table.Th>{t('plan.quantity')}</Table.Th>
            <Table.Th ta="right">{t('plan.price')}</Table.Th>
            <Table.Th>{t('plan.status')}</Table.Th>
            <Table.Th>{t('plan.decision')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const price = prices.get(line.className);
            const choice = choices[line.key] ?? 'pending';
            const name = `${t(`classes.${line.className}`)} (${t(`photoTypes.${line.photoType}`)})`;
            return (
              <Table.Tr
                key={line.key}
                data-testid="ai-plan-line"
                data-choice={choice}
                opacity={choice === 'removed' ? 0.5 : 1}
              >
                <Table.Td>
                  <Text fz="sm">{name}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('plan.treatment', { name: price?.treatmentName ?? t(`treatments.${line.className}`) })}
                  </Text>
                </Table.Td>
                <Table.Td>{line.icdCode}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td ta="right">
                  {price ? formatSatang(price.satang * line.quantity) : '…'}
                  {price && (
                    <Text fz="xs" c="dimmed">
                      {t(`plan.priceSource.${price.source}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {/* The wire status (spec §3: Diagnosed), whole: a badge would cut it at tablet width. */}
                  <Text fz="sm" fw={500} c="teal.8">
                    {line.status}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant={choice === 'confirmed' ? 'filled' : 'light'}
                      aria-pressed={choice === 'confirmed'}
                      aria-label={`${t('plan.confirm')} ${name}`}
                      onClick={() => onChoose(line.key, 'confirmed')}
                    >
                      {t('plan.confirm')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant={choice === 'removed' ? 'filled' : 'subtle'}
                      aria-pressed={choice === 'removed'}
                      aria-label={`${t('plan.remove')} ${name}`}
                      onClick={() => onChoose(line.key, 'removed')}
                    >
                      {t('plan.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
