import { Anchor, Text } from '@mantine/core';
import { formatDn, type TPatientSummary } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BranchRef } from '../patients/patients.api.ts';
import { patientName } from '../patients/patient-name.ts';
import { patientPath } from '../patients/use-branch-access.ts';

/** Whose file it is, linking to the record: DN and name once known, the id until then. */
export function PatientLink({
  branch,
  patientId,
  patient,
}: {
  branch: BranchRef;
  patientId: number | null;
  patient: TPatientSummary | undefined;
}) {
  const { t } = useTranslation('media');
  if (patientId === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('manager.noPatient')}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={patientPath(branch, patientId)} size="xs" truncate="end">
      {patient ? `${formatDn(patient.dn)} ${patientName(patient)}` : `${t('manager.patient')} #${patientId}`}
    </Anchor>
  );
}
