import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORTHO_STATUS, type TPatientOrthoPackage } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { AssignPackageDialog } from './assign-package-dialog.tsx';
import { changePackageStatus, orthoKeys, patientPackagesQuery, recordPackageVisit } from './ortho.api.ts';
import { ScheduleTable } from './schedule-table.tsx';

/**
 * The record's ortho tab (spec clinic §3 Ortho package, §4): the patient's packages in use and
 * completed, each with its price, visits used and instalment schedule. packageManage's people give
 * a package, count a visit, mark it completed or delete it (both asked first).
 */
export function PatientOrthoTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('ortho');
  const { branch, can } = useBranchAccess();
  const queryClient = useQueryClient();
  const packages = useQuery(patientPackagesQuery(branch, patientId));
  const [assigning, setAssigning] = useState(false);
  const mayWrite = can('orthoPackageAssign');
  const refresh = () => queryClient.invalidateQueries({ queryKey: orthoKeys.ofPatient(branch, patientId) });

  const visit = useMutation({
    mutationFn: (pkg: TPatientOrthoPackage) => recordPackageVisit(branch, pkg.id),
    onSuccess: async () => {
      showToast('success', t('tab.visitSaved'));
      await refresh();
    },
    onError: showErrorToast,
  });
  const status = useMutation({
    mutationFn: ({ pkg, to }: { pkg: TPatientOrthoPackage; to: 2 | 3 }) => changePackageStatus(branch, pkg.id, to),
    onSuccess: async (_data, { to }) => {
      showToast('success', to === ORTHO_STATUS.DELETED ? t('tab.deleted') : t('tab.completedSaved'));
      await refresh();
    },
    onError: showErrorToast,
  });

  function ask(pkg: TPatientOrthoPackage, to: 2 | 3) {
    const isDelete = to === ORTHO_STATUS.DELETED;
    void dialogs.confirm({
      title: isDelete ? t('tab.deleteTitle') : t('tab.completeTitle'),
      message: isDelete ? t('tab.deleteMessage', { name: pkg.nameTh }) : t('tab.completeMessage', { name: pkg.nameTh }),
      confirmLabel: isDelete ? t('tab.delete') : t('tab.complete'),
      cancelLabel: t('form.cancel'),
      isDanger: isDelete,
      onConfirm: () => status.mutate({ pkg, to }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('tab.title')}
        </Title>
        {mayWrite && (
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setAssigning(true)}>
            {t('tab.assign')}
          </Button>
        )}
      </Group>
      <QueryStates
        query={packages}
        loadingLabel={t('state.loading')}
        errorTitle={t('state.error')}
        retryLabel={t('state.retry')}
        isEmpty={packages.data?.list.length === 0}
        empty={t('tab.empty')}
      />
      {packages.data?.list.map((pkg) => {
        const isActive = pkg.status === ORTHO_STATUS.ACTIVE;
        return (
          <Paper key={pkg.id} withBorder radius="md" p="md" aria-label={pkg.nameTh} component="section">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{pkg.nameTh}</Text>
                    <Badge color={isActive ? 'blue.8' : 'teal.9'} variant="filled">
                      {isActive ? t('status.active') : t('status.completed')}
                    </Badge>
                    {pkg.fromTemplate && (
                      <Badge variant="light" color="grape">
                        {t('manage.templateBadge')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('tab.summary', {
                      price: formatMoney(pkg.price),
                      start: formatDate(pkg.startDate),
                      count: pkg.instalments,
                    })}
                  </Text>
                  {pkg.note && <Text size="sm">{pkg.note}</Text>}
                </div>
                {mayWrite && (
                  <Group gap="xs">
                    {isActive && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => visit.mutate(pkg)}
                        disabled={pkg.visitsUsed >= pkg.visitsTotal}
                        loading={visit.isPending && visit.variables?.id === pkg.id}
                      >
                        {t('tab.recordVisit')}
                      </Button>
                    )}
                    {isActive && (
                      <Button size="xs" variant="light" color="teal" onClick={() => ask(pkg, 3)}>
                        {t('tab.complete')}
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" color="red" onClick={() => ask(pkg, 2)}>
                      {t('tab.delete')}
                    </Button>
                  </Group>
                )}
              </Group>
              <div>
                <Text size="sm">{t('tab.visits', { used: pkg.visitsUsed, total: pkg.visitsTotal })}</Text>
                <Progress
                  value={(pkg.visitsUsed / pkg.visitsTotal) * 100}
                  aria-label={t('tab.visits', { used: pkg.visitsUsed, total: pkg.visitsTotal })}
                />
              </div>
              <ScheduleTable
                lines={pkg.schedule.map((line) => ({ ...line, amount: formatMoney(line.amount) }))}
                label={t('schedule.titleOf', { name: pkg.nameTh })}
                height={240}
              />
            </Stack>
          </Paper>
        );
      })}
      {assigning && (
        <AssignPackageDialog
          branch={branch}
          patientId={patientId}
          onSaved={() => {
            setAssigning(false);
            void refresh();
          }}
          onClose={() => setAssigning(false)}
        />
      )}
    </Stack>
  );
}
