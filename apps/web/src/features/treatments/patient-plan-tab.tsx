import { Alert, Badge, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanItemStatus, TTreatmentPlan, TTreatmentPlanItem } from '@yim/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { configValuesQuery } from '../masters/masters.api.ts';
import { patientQuery } from '../patients/patients.api.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { PlanEditorModal } from './plan-editor-modal.tsx';
import { PlanItemsList } from './plan-items-list.tsx';
import { PlanPrintModal } from './plan-print-modal.tsx';
import { changePlanItem, patientPlansQuery, planKeys } from './treatment-plans.api.ts';
import { treatmentsKeys } from './treatments.api.ts';

const PLAN_COLOUR = { Active: 'blue.8', Inactive: 'gray.8', Completed: 'teal.9' } as const;

/**
 * The record's plan tab (spec clinic §7 Treatment plan): the Active plan first, any other plan
 * by choice; items change between Diagnosed and Planned, a doctor marks one done (it becomes a
 * treatment line of today's visit); a new plan or an edit opens the editor; the plan prints.
 */
export function PatientPlanTab({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation('treatments');
  const { branch, info, can } = useBranchAccess();
  const queryClient = useQueryClient();
  const plans = useQuery(patientPlansQuery(branch, patientId));
  const patient = useQuery(patientQuery(branch, patientId));
  const areas = useQuery(configValuesQuery('mouthArea'));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<TTreatmentPlan | 'new' | null>(null);
  const [printing, setPrinting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const areaNames = useMemo(
    () => new Map((areas.data ?? []).map((a) => [a.value ?? a.id, i18n.language === 'en' ? a.nameEn : a.nameTh])),
    [areas.data, i18n.language],
  );

  const change = useMutation({
    mutationFn: ({ item, status }: { item: TTreatmentPlanItem; status: PlanItemStatus }) =>
      changePlanItem(branch, item.id, { status }),
    onSuccess: async (_plan, { status }) => {
      setFailure(null);
      await queryClient.invalidateQueries({ queryKey: planKeys.ofPatient(branch, patientId) });
      if (status === 'Done') {
        await queryClient.invalidateQueries({ queryKey: treatmentsKeys.all(branch) });
        showToast('success', t('plan.doneSaved'));
      }
    },
    onError: (error) => setFailure(errorMessage(error, i18n)),
  });

  async function onStatus(item: TTreatmentPlanItem, status: PlanItemStatus) {
    if (status === 'Done') {
      const name = i18n.language === 'en' ? item.nameEn || item.nameTh : item.nameTh;
      const confirmed = await dialogs.confirm({
        title: t('plan.doneTitle'),
        message: t('plan.doneMessage', { name }),
        confirmLabel: t('plan.markDone'),
        cancelLabel: t('form.cancel'),
      });
      if (!confirmed) return;
    }
    change.mutate({ item, status });
  }

  if (plans.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" role="alert" title={t('state.error')}>
        <Button variant="light" size="xs" onClick={() => void plans.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  const { list, active } = plans.data;
  const shown = list.find((plan) => plan.id === chosenId) ?? active ?? list[0] ?? null;
  const canWrite = can('treatmentPlanWrite');
  // A plan is edited at the branch that made it (its prices are that branch's).
  const isOwnBranch = shown !== null && shown.branchId === info?.id;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2} fz="h4">
            {t('plan.title')}
          </Title>
          {list.length > 1 && (
            <Select
              aria-label={t('plan.choose')}
              size="xs"
              data={list.map((plan) => ({
                value: String(plan.id),
                label: `${formatDate(plan.creationDt)} · ${plan.title || t('plan.untitled')} (${t(`plan.planStatuses.${plan.status}`)})`,
              }))}
              value={shown ? String(shown.id) : null}
              allowDeselect={false}
              onChange={(value) => setChosenId(value ? Number(value) : null)}
            />
          )}
        </Group>
        <Group gap="xs">
          {shown && (
            <Button variant="default" onClick={() => setPrinting(true)} disabled={!patient.data}>
              {t('plan.print')}
            </Button>
          )}
          {shown && canWrite && isOwnBranch && (
            <Button variant="light" onClick={() => setEditing(shown)}>
              {t('plan.edit')}
            </Button>
          )}
          {canWrite && <Button onClick={() => setEditing('new')}>{t('plan.new')}</Button>}
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {shown === null ? (
        <Text c="dimmed" ta="center" p="xl">
          {t('plan.empty')}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="md" data-plan-id={shown.id}>
          <Group justify="space-between" wrap="wrap" mb="xs">
            <Group gap="sm">
              <Text fw={600}>{shown.title || t('plan.untitled')}</Text>
              <Badge color={PLAN_COLOUR[shown.status]} variant="outline">
                {t(`plan.planStatuses.${shown.status}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {formatDate(shown.creationDt)} · {shown.creationName}
              </Text>
            </Group>
            <Group gap="md">
              <Text size="sm">
                {t('plan.remaining')} {formatMoney(shown.remaining)}
              </Text>
              <Text fw={700}>
                {t('plan.total')} {formatMoney(shown.total)}
              </Text>
            </Group>
          </Group>
          <PlanItemsList
            plan={shown}
            areaNames={areaNames}
            canWrite={canWrite && isOwnBranch}
            canMarkDone={can('treatmentChart') && isOwnBranch}
            busyItemId={change.isPending ? change.variables.item.id : null}
            onStatus={(item, status) => void onStatus(item, status)}
          />
          {shown.note && (
            <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {shown.note}
            </Text>
          )}
        </Paper>
      )}
      {editing && (
        <PlanEditorModal
          branch={branch}
          patientId={patientId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {printing && shown && patient.data && (
        <PlanPrintModal plan={shown} patient={patient.data} branch={info} onClose={() => setPrinting(false)} />
      )}
    </Stack>
  );
}
