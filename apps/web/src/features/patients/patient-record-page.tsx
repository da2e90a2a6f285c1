import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDn, type PermissionArea, type TPatient } from '@yim/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { MedicalAlerts } from './medical-alerts.tsx';
import { MedicalHistoryTab } from './medical-history-tab.tsx';
import { TeleDentistryPanel } from './tele-dentistry-panel.tsx';
import { PatientDetails } from './patient-details.tsx';
import { PatientFormModal } from './patient-form-modal.tsx';
import { PatientHistoryTab } from './patient-history-tab.tsx';
import { PatientMergeDialog } from './patient-merge-dialog.tsx';
import { patientName, patientOtherName } from './patient-name.ts';
import { deletePatient, patientQuery, patientsKeys } from './patients.api.ts';
import { forgetPatient, rememberPatient } from './recent-patients.ts';
import { patientListPath, patientPath, useBranchAccess } from './use-branch-access.ts';
import { usePatientConfig } from './use-patient-options.ts';

/**
 * A tab a higher feature adds to the record (appointments, later treatments…): patients cannot
 * import them (feature ranks), so the route that shows the page hands them in.
 */
export type RecordTab = {
  value: 'appointments' | 'treatments' | 'plan' | 'ortho' | 'files' | 'protocol' | 'ai' | 'receipts';
  render: (patientId: number) => React.ReactNode;
  /** The permission the tab's data needs: without it the tab is not shown (the receipts). */
  area?: PermissionArea;
};

function RecordHeader({ patient }: { patient: TPatient }) {
  const { t } = useTranslation('patients');
  const config = usePatientConfig();
  const other = patientOtherName(patient);
  return (
    <div>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} fz="h2">
          {patientName(patient, { th: config.titlesTh, en: config.titlesEn })}
        </Title>
        {patient.nickname && <Text c="dimmed">({patient.nickname})</Text>}
        <Badge variant="light" size="lg" ff="monospace">
          {t('record.dn', { dn: formatDn(patient.dn) })}
        </Badge>
        {patient.existDn && (
          <Badge variant="outline" color="gray">
            {t('record.existDn', { dn: patient.existDn })}
          </Badge>
        )}
        {patient.foreigner && <Badge color="grape">{t('fields.foreigner')}</Badge>}
      </Group>
      {other && (
        <Text c="dimmed" lang="en">
          {other}
        </Text>
      )}
    </div>
  );
}

/** The patient record (issue 9): its own route, details, medical alerts, tabs; opening it is audited. */
export function PatientRecordPage({ extraTabs = [] }: { extraTabs?: readonly RecordTab[] }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { patientId = '' } = useParams();
  const id = Number(patientId);
  const isValidId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { branch, can } = useBranchAccess();
  const shownTabs = extraTabs.filter((tab) => !tab.area || can(tab.area));
  const [isEditing, setIsEditing] = useState(false);
  const [isMerging, setIsMerging] = useState(false);
  const record = useQuery({ ...patientQuery(branch, id), enabled: isValidId });

  // Remembered once it has opened (ids only: see recent-patients.ts).
  const openedId = record.data?.id;
  useEffect(() => {
    if (openedId !== undefined) rememberPatient(branch.clinicUrl, openedId);
  }, [branch.clinicUrl, openedId]);

  const removal = useMutation({
    mutationFn: () => deletePatient(branch, id),
    onSuccess: async () => {
      forgetPatient(branch.clinicUrl, id);
      showToast('success', t('record.deleted'));
      await queryClient.invalidateQueries({ queryKey: patientsKeys.all(branch) });
      void navigate(patientListPath(branch));
    },
    onError: showErrorToast,
  });

  const backLink = (
    <Anchor component={Link} to={patientListPath(branch)} size="sm">
      ← {t('record.backToList')}
    </Anchor>
  );

  if (!isValidId || (record.isError && isApiError(record.error) && record.error.status === 404)) {
    return (
      <Stack p="md" gap="sm">
        <Title order={1} fz="h2">
          {t('record.notFound')}
        </Title>
        <Text c="dimmed">{t('record.notFoundHint')}</Text>
        {backLink}
      </Stack>
    );
  }
  if (record.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (record.isError) {
    return (
      <Stack p="md">
        <Alert color="red" title={t('state.error')} role="alert">
          <Button variant="light" size="xs" onClick={() => void record.refetch()}>
            {t('state.retry')}
          </Button>
        </Alert>
        {backLink}
      </Stack>
    );
  }

  const patient = record.data;
  function confirmRemoval() {
    void dialogs.confirm({
      title: t('record.deleteTitle'),
      message: t('record.deleteMessage', { name: patientName(patient), dn: formatDn(patient.dn) }),
      confirmLabel: t('record.delete'),
      cancelLabel: t('form.cancel'),
      isDanger: true,
      onConfirm: () => removal.mutate(),
    });
  }

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      {backLink}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <RecordHeader patient={patient} />
        <Group gap="sm">
          {can('patientWrite') && (
            <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setIsEditing(true)}>
              {t('record.edit')}
            </Button>
          )}
          {can('patientManage') && (
            <Button variant="light" leftSection={<Icon name="users" size={16} />} onClick={() => setIsMerging(true)}>
              {t('merge.open')}
            </Button>
          )}
          {can('patientManage') && (
            <Button
              variant="light"
              color="red"
              leftSection={<Icon name="trash" size={16} />}
              onClick={confirmRemoval}
              loading={removal.isPending}
            >
              {t('record.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <MedicalAlerts branch={branch} patient={patient} />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="medical">{t('tabs.medical')}</Tabs.Tab>
          <Tabs.Tab value="tele">{t('tabs.tele')}</Tabs.Tab>
          {shownTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(`tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
          {can('patientManage') && <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <PatientDetails patient={patient} />
        </Tabs.Panel>
        <Tabs.Panel value="medical" pt="md">
          <MedicalHistoryTab branch={branch} patientId={patient.id} />
        </Tabs.Panel>
        <Tabs.Panel value="tele" pt="md">
          <TeleDentistryPanel branch={branch} patientId={patient.id} canChange={can('teleDentistry')} />
        </Tabs.Panel>
        {shownTabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.render(patient.id)}
          </Tabs.Panel>
        ))}
        {can('patientManage') && (
          <Tabs.Panel value="history" pt="md">
            <PatientHistoryTab branch={branch} patientId={patient.id} />
          </Tabs.Panel>
        )}
      </Tabs>
      {isMerging && (
        <PatientMergeDialog
          branch={branch}
          patient={patient}
          onClose={() => setIsMerging(false)}
          onMerged={(keptId) => {
            setIsMerging(false);
            if (keptId !== patient.id) void navigate(patientPath(branch, keptId));
            else void record.refetch();
          }}
        />
      )}
      {isEditing && (
        <PatientFormModal
          branch={branch}
          patient={patient}
          onSaved={() => setIsEditing(false)}
          onOpenPatient={(other) => {
            setIsEditing(false);
            void navigate(patientPath(branch, other));
          }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </Stack>
  );
}
