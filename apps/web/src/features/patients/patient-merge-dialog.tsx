import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDn, type TPatient } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { MergeComparison } from './merge-comparison.tsx';
import { patientName } from './patient-name.ts';
import { mergePatients, patientQuery, patientSearchQuery, patientsKeys, type BranchRef } from './patients.api.ts';
import { forgetPatient } from './recent-patients.ts';

const DEBOUNCE_MS = 300;

type MergeDialogProps = {
  branch: BranchRef;
  patient: TPatient;
  onClose: () => void;
  /** The record that stays, once the merge is done. */
  onMerged: (keptId: number) => void;
};

/**
 * A manager merges one person's two records (issue 9): find the duplicate, compare both side by
 * side, choose the record that stays, then type the DN of the record that goes, since a merge
 * cannot be undone. The server moves every row that names the retired record (appointments,
 * treatments, receipts, files: PATIENT_REFERENCES), fills the kept record's blanks and audits both.
 */
export function PatientMergeDialog({ branch, patient, onClose, onMerged }: MergeDialogProps) {
  const { t, i18n } = useTranslation('patients');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), DEBOUNCE_MS);
  const [candidateId, setCandidateId] = useState<number | null>(null);
  const [keepId, setKeepId] = useState(patient.id);
  const [typedDn, setTypedDn] = useState('');
  const results = useQuery({
    ...patientSearchQuery(branch, debounced),
    enabled: candidateId === null && debounced !== '',
  });
  const candidate = useQuery({ ...patientQuery(branch, candidateId ?? 0), enabled: candidateId !== null });
  const retired = candidate.data ? (keepId === patient.id ? candidate.data : patient) : null;
  const merge = useMutation({
    mutationFn: () => mergePatients(branch, keepId, retired?.id ?? 0),
    onSuccess: async (result) => {
      if (retired) forgetPatient(branch.clinicUrl, retired.id);
      showToast('success', t('merge.done', { dn: formatDn(result.patient.dn) }));
      await queryClient.invalidateQueries({ queryKey: patientsKeys.all(branch) });
      onMerged(result.patient.id);
    },
  });
  const choices = (results.data?.list ?? []).filter((found) => found.id !== patient.id);
  const isConfirmed = retired !== null && typedDn.trim() === formatDn(retired.dn);

  return (
    <Modal opened onClose={onClose} title={t('merge.title')} size="xl" centered>
      {candidateId === null ? (
        <Stack gap="sm">
          <Text size="sm">{t('merge.findHint', { name: patientName(patient), dn: formatDn(patient.dn) })}</Text>
          <TextInput
            data-autofocus
            label={t('merge.searchLabel')}
            placeholder={t('search.placeholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            rightSection={results.isFetching ? <Loader size="xs" /> : null}
          />
          {debounced !== '' && !results.isFetching && choices.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('merge.noMatch')}
            </Text>
          )}
          <Stack gap={4} role="list" aria-label={t('merge.resultsLabel')}>
            {choices.map((found) => (
              <UnstyledButton
                key={found.id}
                role="listitem"
                onClick={() => setCandidateId(found.id)}
                p="xs"
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text size="sm" fw={600} span>
                  {formatDn(found.dn)}
                </Text>{' '}
                <Text size="sm" span>
                  {patientName(found)}
                </Text>
                {found.mobile && (
                  <Text size="xs" c="dimmed">
                    {found.mobile}
                  </Text>
                )}
              </UnstyledButton>
            ))}
          </Stack>
        </Stack>
      ) : !candidate.data ? (
        candidate.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(candidate.error, i18n)}
          </Alert>
        ) : (
          <Loader aria-label={t('state.loading')} />
        )
      ) : (
        <Stack gap="sm">
          <MergeComparison records={[patient, candidate.data]} keepId={keepId} onKeep={setKeepId} />
          <Alert color="orange" title={t('merge.warningTitle')}>
            {t('merge.warning', {
              dn: formatDn(retired!.dn),
              keptDn: formatDn(keepId === patient.id ? patient.dn : candidate.data.dn),
            })}
          </Alert>
          <TextInput
            label={t('merge.typeDn', { dn: formatDn(retired!.dn) })}
            value={typedDn}
            onChange={(event) => setTypedDn(event.currentTarget.value)}
            autoComplete="off"
          />
          {merge.isError && (
            <Alert color="red" role="alert">
              {errorMessage(merge.error, i18n)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setCandidateId(null)}>
              {t('merge.chooseAnother')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button color="red" disabled={!isConfirmed} loading={merge.isPending} onClick={() => merge.mutate()}>
                {t('merge.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
