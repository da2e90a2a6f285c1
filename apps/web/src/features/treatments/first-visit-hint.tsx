import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMasterEntry } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { firstVisitQuery, type BranchRef } from './treatments.api.ts';

type Props = {
  branch: BranchRef;
  patientId: number;
  /** Whether the form already has the examination (then nothing is proposed). */
  hasEntry: (entry: TMasterEntry) => boolean;
  onAdd: (entry: TMasterEntry) => void;
};

/**
 * A patient's first visit to the clinic is charged the comprehensive oral examination (spec
 * clinic §9, the comprehensive-treatment id): the form proposes the branch's entry as a line.
 */
export function FirstVisitHint({ branch, patientId, hasEntry, onAdd }: Props) {
  const { t } = useTranslation('treatments');
  const visit = useQuery(firstVisitQuery(branch, patientId));
  const exam = visit.data?.comprehensiveExam;
  if (!visit.data?.firstVisit || !exam || hasEntry(exam)) return null;
  return (
    <Alert color="blue" title={t('form.firstVisit')}>
      <Button size="xs" variant="light" onClick={() => onAdd(exam)}>
        {t('form.addFirstVisitExam', { name: exam.nameTh })}
      </Button>
    </Alert>
  );
}
