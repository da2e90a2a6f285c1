import { Alert, Button, Paper, SegmentedControl, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../lib/notify.ts';
import { writeAiContent, type BranchRef } from './ai.api.ts';

/**
 * After step 4: a patient-friendly text of the stored analysis (POST /api/ai/content), in Thai or
 * English, written by the AI service or its sandbox from the confirmed findings alone.
 */
export function PatientSummary({ branch, analysisId }: { branch: BranchRef; analysisId: number }) {
  const { t } = useTranslation('ai');
  const [lang, setLang] = useState<'th' | 'en'>('th');
  const write = useMutation({ mutationFn: () => writeAiContent(branch, analysisId, lang), onError: showErrorToast });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <SegmentedControl
          size="xs"
          value={lang}
          onChange={(value) => setLang(value === 'en' ? 'en' : 'th')}
          data={[
            { value: 'th', label: 'ไทย' },
            { value: 'en', label: 'English' },
          ]}
          aria-label={t('summary.language')}
        />
        <Button size="xs" variant="light" onClick={() => write.mutate()} loading={write.isPending}>
          {t('summary.write')}
        </Button>
      </Group>
      {write.data && (
        <Paper withBorder p="sm" data-testid="ai-patient-summary" lang={write.data.lang}>
          <Title order={4} fz="md" mb={4}>
            {write.data.title}
          </Title>
          {write.data.paragraphs.map((p, i) => (
            <Text key={i} size="sm" mb={4}>
              {p}
            </Text>
          ))}
          {write.data.mode === 'sandbox' && (
            <Alert color="gray" p={6} mt="xs">
              <Text size="xs">{t('summary.sandbox')}</Text>
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}
