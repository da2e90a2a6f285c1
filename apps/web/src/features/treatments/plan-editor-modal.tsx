import { Alert, Button, Grid, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMasterEntry, TTreatmentPlan } from '@yim/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { formatMoney } from '../../lib/format.ts';
import { showToast, withValidationPath } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { TREAT_LIST } from '../masters/master-lists.config.ts';
import { configValuesQuery, teethQuery, toothSurfacesQuery } from '../masters/masters.api.ts';
import { DentalChartPanel } from './dental-chart-panel.tsx';
import { MasterEntryPicker } from './master-entry-picker.tsx';
import {
  createPlanBody,
  draftOfPlan,
  emptyPlanDraft,
  itemFromEntry,
  planDraftTotal,
  updatePlanBody,
  type PlanDraft,
  type PlanDraftItem,
} from './plan-draft.ts';
import { PlanItemsEditor } from './plan-items-editor.tsx';
import { createPlan, planKeys, updatePlan } from './treatment-plans.api.ts';
import type { BranchRef } from './treatments.api.ts';
import type { Dentition } from './tooth-layout.ts';
import { useChartSelection } from './use-chart-selection.ts';

type Props = {
  branch: BranchRef;
  patientId: number;
  /** The plan to edit; null makes a new one. */
  plan: TTreatmentPlan | null;
  onClose: () => void;
};

const byCode = (rows: readonly { code: string; nameTh: string; nameEn: string }[] | undefined, isEnglish: boolean) =>
  new Map((rows ?? []).map((row) => [row.code, isEnglish ? row.nameEn : row.nameTh]));

/**
 * A plan's editor: teeth picked on the odontogram (or a mouth area) and a treatment of the
 * branch's list make an item at the branch's price; each item gets its price, priority and
 * Diagnosed/Planned. Closing with unsaved changes asks first.
 */
export function PlanEditorModal({ branch, patientId, plan, onClose }: Props) {
  const { t, i18n } = useTranslation('treatments');
  const isEnglish = i18n.language === 'en';
  const queryClient = useQueryClient();
  const [initial] = useState<PlanDraft>(() => (plan ? draftOfPlan(plan) : emptyPlanDraft()));
  const [draft, setDraft] = useState<PlanDraft>(initial);
  const [mouthArea, setMouthArea] = useState<string | null>(null);
  const [dentition, setDentition] = useState<Dentition>('permanent');
  const [failure, setFailure] = useState<string | null>(null);
  const selection = useChartSelection();
  const teeth = useQuery(teethQuery());
  const surfaces = useQuery(toothSurfacesQuery());
  const areas = useQuery(configValuesQuery('mouthArea'));
  const toothNames = useMemo(() => byCode(teeth.data, isEnglish), [teeth.data, isEnglish]);
  const surfaceNames = useMemo(() => byCode(surfaces.data, isEnglish), [surfaces.data, isEnglish]);
  const areaNames = useMemo(
    () => new Map((areas.data ?? []).map((a) => [a.value ?? a.id, isEnglish ? a.nameEn : a.nameTh])),
    [areas.data, isEnglish],
  );
  const selectedTeeth = [...selection.teeth].sort();

  const save = useMutation({
    mutationFn: () =>
      plan ? updatePlan(branch, updatePlanBody(draft, plan)) : createPlan(branch, createPlanBody(draft, patientId)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planKeys.ofPatient(branch, patientId) });
      showToast('success', t('plan.saved'));
      onClose();
    },
    onError: (error) => setFailure(withValidationPath(errorMessage(error, i18n), error)),
  });

  function add(entry: TMasterEntry) {
    setDraft({ ...draft, items: [...draft.items, itemFromEntry(entry, selectedTeeth, mouthArea)] });
    selection.clear();
  }
  function change(key: string, patch: Partial<PlanDraftItem>) {
    setDraft({ ...draft, items: draft.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) });
  }
  async function close() {
    if (draft !== initial && !save.isPending) {
      const leave = await dialogs.confirm({
        title: t('plan.discardTitle'),
        message: t('plan.discardMessage'),
        confirmLabel: t('plan.discard'),
        cancelLabel: t('form.cancel'),
        isDanger: true,
      });
      if (!leave) return;
    }
    onClose();
  }

  const where =
    selectedTeeth.length > 0
      ? t('plan.onTeeth', { teeth: selectedTeeth.join(', ') })
      : mouthArea
        ? t('plan.onArea', { area: areaNames.get(mouthArea) ?? mouthArea })
        : t('form.noTooth');

  return (
    <Modal
      opened
      onClose={() => void close()}
      title={plan ? t('plan.editTitle') : t('plan.newTitle')}
      size="min(1180px, 96vw)"
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DentalChartPanel
            dentition={dentition}
            onDentition={setDentition}
            toothNames={toothNames}
            surfaceNames={surfaceNames}
            marks={new Map()}
            selection={selection}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group grow align="flex-end">
              <TextInput
                label={t('plan.titleLabel')}
                value={draft.title}
                maxLength={200}
                onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
              />
              <Select
                label={t('plan.planStatus')}
                data={(['Active', 'Inactive', 'Completed'] as const).map((s) => ({
                  value: s,
                  label: t(`plan.planStatuses.${s}`),
                }))}
                value={draft.status}
                allowDeselect={false}
                onChange={(value) => value && setDraft({ ...draft, status: value as PlanDraft['status'] })}
              />
            </Group>
            <Select
              label={t('plan.mouthArea')}
              placeholder={t('plan.mouthAreaPlaceholder')}
              data={(areas.data ?? []).map((a) => ({ value: a.value ?? a.id, label: isEnglish ? a.nameEn : a.nameTh }))}
              value={mouthArea}
              clearable
              onChange={setMouthArea}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {where}
            </Text>
            <MasterEntryPicker
              branch={branch}
              list={TREAT_LIST}
              label={t('plan.addTreatment')}
              disabled={false}
              onPick={add}
            />
            <PlanItemsEditor
              items={draft.items}
              areaNames={areaNames}
              onChange={change}
              onRemove={(key) => setDraft({ ...draft, items: draft.items.filter((item) => item.key !== key) })}
            />
            <Group justify="flex-end">
              <Text fw={700}>
                {t('plan.total')} {formatMoney(planDraftTotal(draft.items))}
              </Text>
            </Group>
            <Textarea
              label={t('form.note')}
              autosize
              minRows={2}
              maxLength={4000}
              value={draft.note}
              onChange={(e) => setDraft({ ...draft, note: e.currentTarget.value })}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void close()}>
                {t('form.cancel')}
              </Button>
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                {t('plan.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
