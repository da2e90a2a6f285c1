import { List, Paper, Text, Title } from '@mantine/core';
import type { TRecommendation } from '@yim/contract';
import { useTranslation } from 'react-i18next';

/** The rules' advice (POST recommendations) in words; the server says which and with what figures. */
export function AnalysisRecommendations({ items }: { items: readonly TRecommendation[] | undefined }) {
  const { t } = useTranslation('reports');
  const { t: tAi } = useTranslation('ai');
  if (!items) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="h4" mb="xs">
        {t('analysis.recommendations')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('analysis.noRecommendations')}
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="analysis-recommendations">
          {items.map((r, i) => (
            <List.Item key={`${r.code}-${r.className ?? ''}-${i}`}>
              {t(`analysis.advice.${r.code}`, {
                condition: r.className ? tAi(`classes.${r.className}`) : '',
                value: r.value,
                total: r.total ?? 0,
                count: r.value,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
