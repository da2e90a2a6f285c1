import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMasterEntry, TreatmentLineKind, TTreatment } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatMoney } from '../../lib/format.ts';
import { showToast, withValidationPath } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { branchDoctorsQuery } from '../appointments/appointments.api.ts';
import { ITEM_LIST, TREAT_DIAG_LIST, TREAT_LIST } from '../masters/master-lists.config.ts';
import { FirstVisitHint } from './first-visit-hint.tsx';
import { MasterEntryPicker } from './master-entry-picker.tsx';
import {
  createBody,
  draftTotals,
  lineFromEntry,
  updateBody,
  type DraftLine,
  type TreatmentDraft,
} from './treatment-draft.ts';
import { TreatmentLinesTable } from './treatment-lines-table.tsx';
import { createTreatment, treatmentsKeys, updateTreatment, type BranchRef } from './treatments.api.ts';

/** Answers that mean the record moved on elsewhere: the form offers to load what is saved now. */
const STALE_CODES = new Set(['TREAT-EXISTED', 'TREAT-NOT-UPTO-DATE', 'PAYMENT-COMPLETED']);

type Props = {
  branch: BranchRef;
  appointmentId: number;
  patientId: number;
  record: TTreatment | null;
  draft: TreatmentDraft;
  onDraft: (draft: TreatmentDraft) => void;
  selectedTeeth: readonly string[];
  pickedSurfaces: readonly string[];
  canChart: boolean;
  canWrite: boolean;
};

/**
 * The record of the visit beside the chart: the doctor, the lines added from the master lists on
 * the teeth selected on the chart, money per line and for the bill, the note. A doctor charts
 * (diagnoses, treatments), an assistant records items; a paid record is read only.
 */
export function TreatmentForm(props: Props) {
  const { t, i18n } = useTranslation('treatments');
  const queryClient = useQueryClient();
  const { branch, draft, onDraft, record } = props;
  const doctors = useQuery(branchDoctorsQuery(branch));
  const [failure, setFailure] = useState<{ text: string; isStale: boolean } | null>(null);
  const isPaid = record?.paid ?? false;
  const canEdit = (kind: TreatmentLineKind) => props.canWrite && !isPaid && (kind === 'item' || props.canChart);
  const totals = draftTotals(draft);

  const save = useMutation({
    mutationFn: () =>
      record
        ? updateTreatment(branch, record.id, updateBody(draft, record.modifyDt))
        : createTreatment(branch, createBody(draft, props.appointmentId)),
    onSuccess: async (saved) => {
      setFailure(null);
      queryClient.setQueryData(treatmentsKeys.ofAppointment(branch, props.appointmentId), saved);
      await queryClient.invalidateQueries({ queryKey: treatmentsKeys.ofPatient(branch, props.patientId) });
      showToast('success', t('form.saved'));
    },
    onError: (error) =>
      setFailure({
        text: withValidationPath(errorMessage(error, i18n), error),
        isStale: isApiError(error) && STALE_CODES.has(error.errorCode),
      }),
  });

  function add(kind: TreatmentLineKind, entry: TMasterEntry) {
    onDraft({
      ...draft,
      lines: [...draft.lines, lineFromEntry(kind, entry, props.selectedTeeth, props.pickedSurfaces)],
    });
  }
  function change(key: string, patch: Partial<DraftLine>) {
    onDraft({ ...draft, lines: draft.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) });
  }
  async function remove(key: string) {
    const line = draft.lines.find((candidate) => candidate.key === key);
    // A saved line leaves the record on the next save: ask first. A line just added goes quietly.
    if (line?.id !== undefined) {
      const confirmed = await dialogs.confirm({
        title: t('form.removeTitle'),
        message: t('form.removeMessage', { name: `${line.code} ${line.nameTh}` }),
        confirmLabel: t('form.removeConfirm'),
        cancelLabel: t('form.cancel'),
        isDanger: true,
      });
      if (!confirmed) return;
    }
    onDraft({ ...draft, lines: draft.lines.filter((candidate) => candidate.key !== key) });
  }
  async function reload() {
    setFailure(null);
    // A new version remounts the workspace with the saved record (its key is the modifyDt).
    await queryClient.invalidateQueries({ queryKey: treatmentsKeys.all(branch) });
  }

  const where =
    props.selectedTeeth.length > 0
      ? t('form.onTeeth', { teeth: props.selectedTeeth.join(', '), surfaces: props.pickedSurfaces.join('') })
      : t('form.noTooth');

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="treatment-form-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="treatment-form-title">
            {t('form.title')}
          </Title>
          {record && (
            <Badge color={isPaid ? 'teal' : 'orange'} size="lg" variant="light">
              {isPaid ? t('status.paid') : t('status.awaitingPayment')}
            </Badge>
          )}
        </Group>
        {isPaid && <Alert color="teal">{t('form.paidReadOnly')}</Alert>}
        <Select
          label={t('form.doctor')}
          required
          data={(doctors.data ?? []).map((d) => ({ value: d.uid, label: `${d.firstNameTh} ${d.lastNameTh}` }))}
          value={draft.doctorUid || null}
          onChange={(value) => onDraft({ ...draft, doctorUid: value ?? '' })}
          disabled={!props.canChart || isPaid}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {where}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 1, xl: 3 }} spacing="xs">
          <MasterEntryPicker
            branch={branch}
            list={TREAT_DIAG_LIST}
            label={t('form.addDiagnosis')}
            disabled={!canEdit('diagnosis')}
            onPick={(entry) => add('diagnosis', entry)}
          />
          <MasterEntryPicker
            branch={branch}
            list={TREAT_LIST}
            label={t('form.addTreatment')}
            disabled={!canEdit('treatment')}
            onPick={(entry) => add('treatment', entry)}
          />
          <MasterEntryPicker
            branch={branch}
            list={ITEM_LIST}
            label={t('form.addItem')}
            disabled={!canEdit('item')}
            onPick={(entry) => add('item', entry)}
          />
        </SimpleGrid>
        {!record && props.canChart && (
          <FirstVisitHint
            branch={branch}
            patientId={props.patientId}
            hasEntry={(entry) => draft.lines.some((line) => line.kind === 'treatment' && line.masterId === entry.id)}
            onAdd={(entry) => add('treatment', entry)}
          />
        )}
        <TreatmentLinesTable
          lines={draft.lines}
          canEdit={canEdit}
          onChange={change}
          onRemove={(key) => void remove(key)}
        />
        <Textarea
          label={t('form.note')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={4000}
          value={draft.note}
          onChange={(event) => onDraft({ ...draft, note: event.currentTarget.value })}
          disabled={!props.canChart || isPaid}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('form.finalDiscount')}
            w={160}
            min={0}
            decimalScale={2}
            value={draft.finalDiscount}
            onChange={(value) => onDraft({ ...draft, finalDiscount: Number(value) || 0 })}
            disabled={!props.canWrite || isPaid}
          />
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('form.subtotal')} {formatMoney(totals.subtotal)}
            </Text>
            <Text fw={700} size="lg" data-testid="treatment-total">
              {t('form.total')} {formatMoney(totals.total)}
            </Text>
          </Stack>
        </Group>
        {failure && (
          <Alert color="red" role="alert" title={t('form.saveFailed')}>
            <Text size="sm">{failure.text}</Text>
            {failure.isStale && (
              <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void reload()}>
                {t('form.reload')}
              </Button>
            )}
          </Alert>
        )}
        {props.canWrite && !isPaid && (
          <Group justify="flex-end">
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={draft.doctorUid === ''}>
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
