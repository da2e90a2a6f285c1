import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canUse } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { branchDoctorsQuery } from '../appointments/appointments.api.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import type { BranchRef } from './reports.api.ts';

/**
 * Whose income the personal report shows, for those who read the branch's figures (the server
 * refuses anyone else a colleague's income): empty is the caller's own. Hidden from doctors.
 */
export function DoctorPicker({
  branch,
  value,
  onChange,
}: {
  branch: BranchRef;
  value: string | null;
  onChange: (doctorUid: string | null) => void;
}) {
  const { t } = useTranslation('reports');
  const session = useQuery(branchSessionQuery(branch.clinicUrl, branch.branchUrl));
  const mayPick = canUse('reportBranch', session.data?.branch.auth.authIdItems ?? []);
  const doctors = useQuery({ ...branchDoctorsQuery(branch), enabled: mayPick });
  if (!mayPick) return null;
  return (
    <Select
      label={t('personal.doctor')}
      placeholder={t('personal.ownIncome')}
      data={(doctors.data ?? []).map((d) => ({ value: d.uid, label: d.fullName }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('personal.noDoctor')}
      maw={360}
      disabled={doctors.isPending}
    />
  );
}
