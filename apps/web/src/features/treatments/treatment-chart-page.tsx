import { Alert, Anchor, Badge, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDn, type TAppointment, type TPatient, type TTreatment } from '@yim/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatTime } from '../../lib/format.ts';
import { appointmentQuery } from '../appointments/appointments.api.ts';
import { teethQuery, toothSurfacesQuery } from '../masters/masters.api.ts';
import { MedicalAlerts } from '../patients/medical-alerts.tsx';
import { patientName } from '../patients/patient-name.ts';
import { patientQuery } from '../patients/patients.api.ts';
import { patientPath, useBranchAccess } from '../patients/use-branch-access.ts';
import { chartMarks } from './chart-marks.ts';
import { DentalChartPanel } from './dental-chart-panel.tsx';
import { SendToPaymentButton } from './send-to-payment-button.tsx';
import { ToothHistory } from './tooth-history.tsx';
import { dentitionOf, type Dentition } from './tooth-layout.ts';
import { draftOf, emptyDraft, type TreatmentDraft } from './treatment-draft.ts';
import { TreatmentForm } from './treatment-form.tsx';
import { patientTreatmentsQuery, treatmentOfAppointmentQuery } from './treatments.api.ts';
import { useChartSelection } from './use-chart-selection.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import { ageInYears } from '../patients/patient-age.ts';
import { bangkokDate } from '../../lib/format.ts';

const INT4_MAX = 2_147_483_647;

function byCode(rows: readonly { code: string; nameTh: string; nameEn: string }[] | undefined, isEnglish: boolean) {
  return new Map((rows ?? []).map((row) => [row.code, isEnglish ? row.nameEn : row.nameTh]));
}

type WorkspaceProps = {
  appointment: TAppointment;
  patient: TPatient;
  record: TTreatment | null;
  history: readonly TTreatment[];
};

/** The chart and the form of one visit; remounted when the saved record changes, so the draft starts from it. */
/** Under six a child has primary teeth only; older the chart opens on the permanent ones. */
const PRIMARY_ONLY_BELOW_AGE = 6;

function ChartWorkspace({ appointment, patient, record, history }: WorkspaceProps) {
  const { t, i18n } = useTranslation('treatments');
  const { branch, can } = useBranchAccess();
  const isEnglish = i18n.language === 'en';
  const teeth = useQuery(teethQuery());
  const surfaces = useQuery(toothSurfacesQuery());
  const toothNames = useMemo(() => byCode(teeth.data, isEnglish), [teeth.data, isEnglish]);
  const surfaceNames = useMemo(() => byCode(surfaces.data, isEnglish), [surfaces.data, isEnglish]);
  const [initial] = useState<TreatmentDraft>(() =>
    record ? draftOf(record) : emptyDraft(appointment.doctorUid ?? ''),
  );
  const [draft, setDraft] = useState<TreatmentDraft>(initial);
  useUnsavedGuard(draft !== initial, {
    title: t('leave.title'),
    message: t('leave.message'),
    leave: t('leave.leave'),
    stay: t('leave.stay'),
  });
  const selection = useChartSelection();
  // A young child's chart opens on the primary teeth, and so does one whose history names only those.
  const [dentition, setDentition] = useState<Dentition>(() => {
    const age = patient.dob ? ageInYears(patient.dob, bangkokDate()) : null;
    if (age !== null && age < PRIMARY_ONLY_BELOW_AGE) return 'primary';
    const charted = history.flatMap((r) => r.lines.flatMap((l) => l.teeth));
    return charted.length > 0 && charted.every((code) => dentitionOf(code) === 'primary') ? 'primary' : 'permanent';
  });
  const others = history.filter((r) => r.id !== record?.id);
  const marks = useMemo(() => chartMarks([...others.flatMap((r) => r.lines), ...draft.lines]), [others, draft.lines]);
  const active = selection.activeTooth;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <DentalChartPanel
            dentition={dentition}
            onDentition={setDentition}
            toothNames={toothNames}
            surfaceNames={surfaceNames}
            marks={marks}
            selection={selection}
          />
          <Paper withBorder p="sm" radius="md">
            <ToothHistory
              code={active}
              toothName={active ? (toothNames.get(active) ?? '') : ''}
              // As saved: lines being added show on the chart, and join the history once saved.
              records={history}
            />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <TreatmentForm
          branch={branch}
          appointmentId={appointment.id}
          patientId={patient.id}
          record={record}
          draft={draft}
          onDraft={setDraft}
          selectedTeeth={[...selection.teeth].sort()}
          pickedSurfaces={[...selection.surfaces]}
          canChart={can('treatmentChart')}
          canWrite={can('treatmentWrite')}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The dental chart of one visit (issue 16), `/{c}/{b}/treatment/{appointmentId}`: the patient's
 * medical alerts first, the odontogram with the history of each tooth, and the visit's record
 * beside it. Reached from the queue and the calendar once the patient has checked in.
 */
export function TreatmentChartPage() {
  const { t } = useTranslation('treatments');
  const { appointmentId: param = '' } = useParams();
  const appointmentId = Number(param);
  const isValidId = Number.isInteger(appointmentId) && appointmentId > 0 && appointmentId <= INT4_MAX;
  const { branch } = useBranchAccess();
  const appointment = useQuery({ ...appointmentQuery(branch, appointmentId), enabled: isValidId });
  const patientId = appointment.data?.patientId ?? 0;
  const patient = useQuery({ ...patientQuery(branch, patientId), enabled: patientId > 0 });
  const record = useQuery({ ...treatmentOfAppointmentQuery(branch, appointmentId), enabled: isValidId });
  const history = useQuery({ ...patientTreatmentsQuery(branch, patientId), enabled: patientId > 0 });

  const title = (
    <Title order={1} fz="h2">
      {t('page.title')}
    </Title>
  );
  if (!isValidId || appointment.isError || (appointment.data && appointment.data.patientId === null)) {
    return (
      <Stack p="md" gap="sm">
        {title}
        <Alert color="red" role="alert">
          {t('page.notFound')}
        </Alert>
      </Stack>
    );
  }
  const failed = [patient, record, history].find((query) => query.isError);
  if (failed) {
    return (
      <Stack p="md" gap="sm">
        {title}
        <Alert color="red" role="alert" title={t('state.error')}>
          <Button variant="light" size="xs" onClick={() => void failed.refetch()}>
            {t('state.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!appointment.data || !patient.data || record.data === undefined || !history.data) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  const a = appointment.data;
  const p = patient.data;
  const isCheckedIn = [5, 6, 7].includes(a.statusId);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          {title}
          <Group gap="sm" wrap="wrap">
            <Text fw={600}>{patientName(p)}</Text>
            <Badge variant="light" ff="monospace">
              DN {formatDn(p.dn)}
            </Badge>
            <Text c="dimmed">
              {formatDate(a.startDt)} {formatTime(a.startDt)}–{formatTime(a.endDt)}
            </Text>
            <Anchor component={Link} to={patientPath(branch, p.id)} size="sm">
              {t('page.openRecord')}
            </Anchor>
          </Group>
        </div>
        <SendToPaymentButton branch={branch} appointment={a} hasRecord={record.data !== null} />
      </Group>
      <MedicalAlerts branch={branch} patient={p} />
      {!isCheckedIn && <Alert color="yellow">{t('page.notCheckedIn')}</Alert>}
      <ChartWorkspace
        key={record.data?.modifyDt ?? 'new'}
        appointment={a}
        patient={p}
        record={record.data}
        history={history.data.list}
      />
    </Stack>
  );
}
