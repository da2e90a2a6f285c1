import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import {
  issueTeleLinkCode,
  openTeleCase,
  patientsKeys,
  teleConnectionQuery,
  unlinkTele,
  type BranchRef,
} from './patients.api.ts';

type TelePanelProps = { branch: BranchRef; patientId: number; canChange: boolean };

/**
 * The record's tele-dentistry tab (spec clinic §7 Patients): whether the patient's tele-dentistry
 * app is linked to this record, the code to type into it (issued here, valid ten minutes), a
 * case for a remote consultation, and unlinking. The service is outside: each state is asked of
 * it, and its refusals and outages are said in the tab.
 */
export function TeleDentistryPanel({ branch, patientId, canChange }: TelePanelProps) {
  const { t, i18n } = useTranslation('patients');
  const queryClient = useQueryClient();
  const connection = useQuery(teleConnectionQuery(branch, patientId));
  const [note, setNote] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: patientsKeys.tele(branch, patientId) });
  const onError = showErrorToast;
  const issue = useMutation({ mutationFn: () => issueTeleLinkCode(branch, patientId), onSuccess: refresh, onError });
  const unlink = useMutation({
    mutationFn: () => unlinkTele(branch, patientId),
    onSuccess: async () => {
      showToast('success', t('tele.unlinked'));
      await refresh();
    },
    onError,
  });
  const openCase = useMutation({
    mutationFn: () => openTeleCase(branch, patientId, note.trim()),
    onSuccess: async () => {
      setNote('');
      showToast('success', t('tele.caseOpened'));
      await refresh();
    },
    onError,
  });

  if (connection.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (connection.isError) {
    return (
      <Alert color="red" title={t('tele.unavailable')} role="alert">
        <Text size="sm" mb="xs">
          {errorMessage(connection.error, i18n)}
        </Text>
        <Button variant="light" size="xs" onClick={() => void connection.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  const state = connection.data;
  const confirmUnlink = () =>
    void dialogs.confirm({
      title: t('tele.unlinkTitle'),
      message: t('tele.unlinkMessage'),
      confirmLabel: t('tele.unlink'),
      cancelLabel: t('form.cancel'),
      isDanger: true,
      onConfirm: () => unlink.mutate(),
    });

  return (
    <Stack gap="sm" maw={640}>
      <Group gap="sm">
        <Title order={2} fz="h4">
          {t('tele.title')}
        </Title>
        <Badge color={state.is_connected ? 'green' : 'gray'} variant="light" data-testid="tele-status">
          {t(state.is_connected ? 'tele.connected' : 'tele.notConnected')}
        </Badge>
        <Button variant="subtle" size="xs" onClick={() => void connection.refetch()} loading={connection.isFetching}>
          {t('tele.checkAgain')}
        </Button>
      </Group>
      {state.is_connected && state.connectedAt && (
        <Text size="sm" c="dimmed">
          {t('tele.connectedAt', { date: formatDateTime(state.connectedAt) })}
        </Text>
      )}
      {!state.is_connected && state.pendingCode && (
        <Paper withBorder p="md" radius="md">
          <Text size="sm">{t('tele.codeHint')}</Text>
          <Text fz={32} fw={700} ff="monospace" lts={6} data-testid="tele-code">
            {state.pendingCode.code}
          </Text>
          <Text size="xs" c="dimmed">
            {t('tele.codeExpires', { date: formatDateTime(state.pendingCode.expiresAt) })}
          </Text>
        </Paper>
      )}
      {canChange && !state.is_connected && (
        <Group>
          <Button onClick={() => issue.mutate()} loading={issue.isPending}>
            {t(state.pendingCode ? 'tele.newCode' : 'tele.issueCode')}
          </Button>
        </Group>
      )}
      {state.is_connected && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('tele.cases')}
          </Text>
          {state.activeCases.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tele.noCase')}
            </Text>
          ) : (
            state.activeCases.map((teleCase) => (
              <Paper key={teleCase.caseId} withBorder p="xs" radius="sm">
                <Text size="sm" fw={500}>
                  {t('tele.caseLine', { id: teleCase.caseId, date: formatDateTime(teleCase.openedAt) })}
                </Text>
                {teleCase.note && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {teleCase.note}
                  </Text>
                )}
              </Paper>
            ))
          )}
          {canChange && state.activeCases.length === 0 && (
            <Stack gap="xs">
              <Textarea
                label={t('tele.caseNote')}
                value={note}
                maxLength={1000}
                autosize
                minRows={2}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group>
                <Button onClick={() => openCase.mutate()} loading={openCase.isPending}>
                  {t('tele.openCase')}
                </Button>
              </Group>
            </Stack>
          )}
          {canChange && (
            <Group>
              <Button variant="light" color="red" onClick={confirmUnlink} loading={unlink.isPending}>
                {t('tele.unlink')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
