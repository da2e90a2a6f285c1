import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranchAccess } from '../patients/use-branch-access.ts';

/** The record's AI tab: where the workflow starts, for the roles that may run it (spec §2). */
export function AiRecordPanel({ patientId }: { patientId: number }) {
  const { t } = useTranslation('ai');
  const { branch, can } = useBranchAccess();
  if (!can('aiPhotoAnalysis')) return <Text c="dimmed">{t('record.notAllowed')}</Text>;
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{t('record.hint')}</Text>
      <Button component={Link} to={`/${branch.clinicUrl}/${branch.branchUrl}/patient/${patientId}/ai-analysis`}>
        {t('record.start')}
      </Button>
    </Stack>
  );
}
