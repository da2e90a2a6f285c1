import { Alert, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bahtToSatang, bangkokDate, formatSatang, orthoSchedule, ZPatientOrthoInput } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationIssues } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { assignPackage, choosablePackagesQuery, type BranchRef } from './ortho.api.ts';
import { ScheduleTable } from './schedule-table.tsx';
import { DayInput } from '../../ui/day-input.tsx';

type Props = { branch: BranchRef; patientId: number; onSaved: () => void; onClose: () => void };

/**
 * Gives a patient a package: one of the branch's masters or a national template, the day the first
 * instalment is due and how many there are (the package's own number unless changed), with the
 * schedule previewed as the server will store it.
 */
export function AssignPackageDialog({ branch, patientId, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('ortho');
  const packages = useQuery(choosablePackagesQuery(branch));
  const [packageId, setPackageId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(bangkokDate());
  const [instalments, setInstalments] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const list = packages.data?.list ?? [];
  const chosen = list.find((pkg) => String(pkg.id) === packageId);
  const label = (pkg: (typeof list)[number]) =>
    `${i18n.language === 'en' ? pkg.nameEn || pkg.nameTh : pkg.nameTh} (${formatSatang(bahtToSatang(pkg.price))})`;
  const options = [
    { group: t('assign.groupBranch'), items: list.filter((p) => p.branchId !== 0) },
    { group: t('assign.groupTemplate'), items: list.filter((p) => p.branchId === 0) },
  ]
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      group: group.group,
      items: group.items.map((pkg) => ({ value: String(pkg.id), label: label(pkg) })),
    }));

  const count = instalments === '' ? (chosen?.instalments ?? 1) : instalments;
  const preview =
    chosen && /^\d{4}-\d{2}-\d{2}$/.test(startDate) && count >= 1 && count <= 60
      ? orthoSchedule(bahtToSatang(chosen.price), count, startDate)
      : [];

  const mutation = useMutation({
    mutationFn: assignPackage.bind(null, branch),
    onSuccess: () => {
      showToast('success', t('assign.saved'));
      onSaved();
    },
    onError: (error) => {
      setErrors(Object.fromEntries(validationIssues(error).map((issue) => [issue.path, issue.message])));
      setFailure(errorMessage(error, i18n));
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZPatientOrthoInput.safeParse({
      patientId,
      packageId: chosen?.id,
      startDate,
      note,
      ...(instalments === '' ? {} : { instalments }),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  return (
    <Modal opened onClose={onClose} title={t('assign.title')} centered size="lg" closeOnEscape>
      <form onSubmit={submit} noValidate aria-label={t('assign.title')}>
        <Stack gap="md">
          {packages.isError && (
            <Alert color="red" role="alert">
              {t('state.error')}
            </Alert>
          )}
          <Select
            label={t('assign.package')}
            placeholder={packages.isPending ? t('state.loading') : t('assign.packagePlaceholder')}
            data={options}
            value={packageId}
            onChange={(value) => {
              setPackageId(value);
              setInstalments('');
            }}
            searchable
            withAsterisk
            nothingFoundMessage={t('state.empty')}
            error={errors.packageId && !chosen ? t('assign.packageRequired') : errors.packageId}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DayInput
              label={t('assign.startDate')}
              withAsterisk
              value={startDate}
              onChange={(day) => setStartDate(day ?? '')}
              error={errors.startDate}
            />
            <NumberInput
              label={t('form.instalments')}
              min={1}
              max={60}
              allowDecimal={false}
              placeholder={chosen ? String(chosen.instalments) : undefined}
              value={instalments}
              onChange={(value) => setInstalments(value === '' ? '' : Number(value))}
              error={errors.instalments}
            />
          </SimpleGrid>
          <TextInput
            label={t('assign.note')}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          {chosen && (
            <Text size="sm" c="dimmed">
              {t('assign.summary', { visits: chosen.visits, count: preview.length })}
            </Text>
          )}
          {preview.length > 0 && (
            <ScheduleTable
              lines={preview.map((line) => ({ ...line, amount: formatSatang(line.amountSatang) }))}
              label={t('schedule.title')}
              height={200}
            />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            confirmLabel={t('assign.confirm')}
            isSubmit
            isLoading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
