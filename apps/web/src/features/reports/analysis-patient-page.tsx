import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDays, bangkokDate, type TPatientAnalyticsReport } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import type { DayRange } from '../../ui/date-shortcuts.ts';
import { PatientPicker, patientLabel, type PickedPatient } from '../patients/patient-picker.tsx';
import { patientsByIdsQuery } from '../patients/patients.api.ts';
import { AnalysisRecommendations } from './analysis-recommendations.tsx';
import { ClassTable, HealthBadge } from './analysis-figures.tsx';
import { FindingsTimeline } from './findings-timeline.tsx';
import { isReportRange } from './report-range.ts';
import { ReportStates } from './report-states.tsx';
import { analysisPatientQueries } from './reports.api.ts';

/** A patient's history reads over a year: the longest range a report takes (366 days). */
const lastYear = (): DayRange => ({ from: addDays(bangkokDate(), -365), to: bangkokDate() });

/**
 * analysis/patient (spec clinic §2, manager and head counter): one patient's stored AI analyses,
 * oldest first (findings over time, the band of each), per condition, and the rules' advice. The
 * patient is in the address (`?patientId=`), so the workflow's finish step can link here.
 */
export function AnalysisPatientPage() {
  const { t } = useTranslation('reports');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const [search, setSearch] = useSearchParams();
  const patientId = Number(search.get('patientId')) || 0;
  const [range, setRange] = useState<DayRange>(lastYear);
  const isValid = isReportRange(range);
  const named = useQuery({ ...patientsByIdsQuery(branch, patientId ? [patientId] : []) });
  const found = named.data?.list.find((p) => p.id === patientId);
  const picked: PickedPatient | null = found ? { id: found.id, label: patientLabel(found) } : null;
  const queries = analysisPatientQueries(branch, range, patientId);
  const analytics = useQuery({ ...queries.analytics, enabled: isValid && patientId > 0 });
  const advice = useQuery({ ...queries.advice, enabled: isValid && patientId > 0 });
  const data = analytics.data;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('analysis.patientTitle')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <PatientPicker
            branch={branch}
            value={picked}
            onChange={(p) => setSearch(p ? { patientId: String(p.id) } : {}, { replace: true })}
          />
          <DateRangeFilter value={range} onChange={setRange} fromLabel={t('from')} toLabel={t('to')} />
        </SimpleGrid>
      </Paper>
      {range.from !== '' && range.to !== '' && range.from <= range.to && !isValid && (
        <Alert color="yellow">{t('rangeTooLong')}</Alert>
      )}
      {patientId === 0 ? (
        <Text c="dimmed" ta="center" p="xl">
          {t('analysis.pickPatient')}
        </Text>
      ) : (
        <ReportStates
          isPending={isValid && analytics.isPending}
          isError={analytics.isError}
          isEmpty={data !== undefined && data.analyses.length === 0}
          emptyText={t('analysis.patientEmpty')}
          onRetry={() => void analytics.refetch()}
        />
      )}
      {patientId > 0 && data && data.analyses.length > 0 && (
        <>
          {picked && (
            <Text size="sm">
              <Link to={`/${clinicUrl}/${branchUrl}/patient/${patientId}`}>{picked.label}</Link>
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Paper withBorder radius="md" p="sm">
              <FindingsTimeline title={t('analysis.perAnalysis')} periods={timeline(data)} />
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <Title order={2} fz="h4" mb="xs">
                {t('analysis.perConditionTable')}
              </Title>
              <ClassTable rows={data.classes} />
            </Paper>
          </SimpleGrid>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {t('analysis.history')}
            </Title>
            <PatientAnalysesTable data={data} />
          </Paper>
          <AnalysisRecommendations items={advice.data?.recommendations} />
        </>
      )}
    </Stack>
  );
}

/** One column per analysis, labelled by its Bangkok day. */
function timeline(data: TPatientAnalyticsReport) {
  return data.analyses.map((a) => {
    const sum = (key: 'confirmed' | 'removed') => a.classes.reduce((n, c) => n + c[key], 0);
    return { label: formatDate(a.createdAt), confirmed: sum('confirmed'), removed: sum('removed'), undecided: 0 };
  });
}

function PatientAnalysesTable({ data }: { data: TPatientAnalyticsReport }) {
  const { t } = useTranslation('reports');
  const { t: tAi } = useTranslation('ai');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={4} data-testid="patient-analyses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analysis.when')}</Table.Th>
            <Table.Th>{t('analysis.branch')}</Table.Th>
            <Table.Th>{t('analysis.doctor')}</Table.Th>
            <Table.Th>{t('analysis.health')}</Table.Th>
            <Table.Th>{t('analysis.confirmedConditions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...data.analyses].reverse().map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
              <Table.Td>{a.branchName}</Table.Td>
              <Table.Td>{a.doctorName}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <HealthBadge health={a.oralHealth} />
                  <Text size="xs" c="dimmed">
                    {t('analysis.problems', { count: a.problemCount })}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                {a.classes
                  .filter((c) => c.confirmed > 0)
                  .map((c) => `${tAi(`classes.${c.className}`)} ${c.confirmed}`)
                  .join(', ') || '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
