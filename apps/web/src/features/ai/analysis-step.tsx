import { Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { AI_PHOTO_TYPES, confidenceBand, type TAiAnalysis, type TAiPhotoType } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { analyzePhoto, type BranchRef } from './ai.api.ts';
import { AiFailure } from './ai-failure.tsx';
import type { AiPhoto } from './ai-photo.ts';
import { PhotoWithFindings } from './photo-with-findings.tsx';

const BAND_BADGE = { high: 'red', medium: 'orange', low: 'yellow', uncertain: 'gray' } as const;

/** Both photos' analyses, kept for the session of the workflow (never re-run behind the user's back). */
export function useAnalyses(branch: BranchRef, photos: Record<TAiPhotoType, AiPhoto>) {
  return useQueries({
    queries: AI_PHOTO_TYPES.map((type) => ({
      queryKey: ['ai', 'analysis', branch.clinicUrl, branch.branchUrl, type, photos[type].id],
      queryFn: () => analyzePhoto(branch, type, photos[type].blob),
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
    })),
  });
}

function FindingsTable({ analysis }: { analysis: TAiAnalysis }) {
  const { t } = useTranslation('ai');
  if (analysis.detections.length === 0) {
    return <Text c="dimmed">{t('analysis.noFindings')}</Text>;
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analysis.condition')}</Table.Th>
          <Table.Th>{t('analysis.confidence')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {analysis.detections.map((d, index) => {
          const band = confidenceBand(d.confidence);
          return (
            <Table.Tr key={index} data-testid="ai-finding">
              <Table.Td>{t(`classes.${d.class_name}`)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text fz="sm">{Math.round(d.confidence * 100)}%</Text>
                  <Badge color={BAND_BADGE[band]} variant="light">
                    {t(`bands.${band}`)}
                  </Badge>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Step 2 (spec §4): each photo with its findings drawn on it, labelled in Thai with their band. */
export function AnalysisStep({
  photos,
  analyses,
}: {
  photos: Record<TAiPhotoType, AiPhoto>;
  analyses: ReturnType<typeof useAnalyses>;
}) {
  const { t } = useTranslation('ai');
  const isSandbox = analyses.some((a) => a.data?.mode === 'sandbox');
  return (
    <Stack>
      {isSandbox && (
        <Text c="dimmed" fz="sm" data-testid="ai-sandbox-note">
          {t('analysis.sandboxNote')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {AI_PHOTO_TYPES.map((type, index) => {
          const result = analyses[index]!;
          return (
            <Paper key={type} withBorder p="md" radius="md" data-testid={`ai-result-${type}`}>
              <Stack gap="sm">
                <Title order={3} fz="h4">
                  {t(`photoTypes.${type}`)}
                </Title>
                <PhotoWithFindings src={photos[type].dataUrl} analysis={result.data} alt={t(`photoTypes.${type}`)} />
                {result.isPending && (
                  <Center>
                    <Loader size="sm" aria-label={t('analysis.running')} />
                  </Center>
                )}
                {result.isError && <AiFailure error={result.error} onRetry={() => void result.refetch()} />}
                {result.data && <FindingsTable analysis={result.data} />}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
