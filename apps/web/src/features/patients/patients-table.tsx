import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDn, type TPatientSummary } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bangkokDate, formatDate, formatPhone } from '../../lib/format.ts';
import { ageInYears } from './patient-age.ts';
import { patientName, patientOtherName } from './patient-name.ts';
import type { BranchRef } from './patients.api.ts';
import { patientPath } from './use-branch-access.ts';

type PatientsTableProps = { branch: BranchRef; branchId: number | undefined; patients: TPatientSummary[] };

/** One page of patients; the name links to the record (a real link: it opens in a new tab too). */
export function PatientsTable({ branch, branchId, patients }: PatientsTableProps) {
  const { t } = useTranslation('patients');
  const today = bangkokDate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>{t('table.dn')}</Table.Th>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th w={180}>{t('table.dob')}</Table.Th>
            <Table.Th w={130}>{t('table.mobile')}</Table.Th>
            <Table.Th w={150}>{t('table.personalId')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => {
            const other = patientOtherName(patient);
            const age = patient.dob ? ageInYears(patient.dob, today) : null;
            return (
              <Table.Tr key={patient.id}>
                <Table.Td ff="monospace">
                  {formatDn(patient.dn)}
                  {patient.existDn && (
                    <Text size="xs" c="dimmed">
                      {patient.existDn}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={patientPath(branch, patient.id)} fw={600} size="sm">
                    {patientName(patient)}
                  </Anchor>
                  {patient.nickname && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      ({patient.nickname})
                    </Text>
                  )}
                  {patient.registeredBranchId !== branchId && (
                    <Badge ml="xs" size="xs" variant="light" color="gray">
                      {t('list.otherBranch')}
                    </Badge>
                  )}
                  {other && (
                    <Text size="xs" c="dimmed" lang="en">
                      {other}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {patient.dob ? formatDate(patient.dob) : '–'}
                  {age !== null && (
                    <Text size="xs" c="dimmed">
                      {t('age', { count: age })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {patient.mobile ? formatPhone(patient.mobile) : '–'}
                </Table.Td>
                <Table.Td ff="monospace">{patient.personalId || '–'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
