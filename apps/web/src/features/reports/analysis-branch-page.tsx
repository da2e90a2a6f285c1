import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ORAL_HEALTH_BANDS, reportRangeDays } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { AnalysisRecommendations } from './analysis-recommendations.tsx';
import { ClassTable, CountFigure, HealthBadge } from './analysis-figures.tsx';
import { FindingsTimeline } from './findings-timeline.tsx';
import { IncomeBars } from './income-bars.tsx';
import { isReportRange } from './report-range.ts';
import { ReportStates } from './report-states.tsx';
import { analysisBranchQueries } from './reports.api.ts';

/** Past two months a day-by-day series is too thin to read: it is summed by month. */
const DAYS_BY_DAY = 62;

/**
 * analysis/branch (spec clinic §2, manager and head counter): the branch's stored AI analyses of
 * a range: how many, the mouths' bands, findings over time, per condition and per doctor who
 * finished them, and the rules' advice.
 */
export function AnalysisBranchPage() {
  const { t } = useTranslation('reports');
  const { t: tAi } = useTranslation('ai');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('thisMonth'));
  const isValid = isReportRange(range);
  const groupBy = isValid && reportRangeDays(range.from, range.to) > DAYS_BY_DAY ? 'month' : 'day';
  const queries = analysisBranchQueries({ clinicUrl, branchUrl }, range, groupBy);
  const items = useQuery({ ...queries.items, enabled: isValid });
  const advice = useQuery({ ...queries.advice, enabled: isValid });
  const data = items.data;
  const count = (value: number) => String(value);

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('analysis.branchTitle')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <DateRangeFilter value={range} onChange={setRange} fromLabel={t('from')} toLabel={t('to')} />
      </Paper>
      {range.from !== '' && range.to !== '' && range.from <= range.to && !isValid && (
        <Alert color="yellow">{t('rangeTooLong')}</Alert>
      )}
      <ReportStates
        isPending={isValid && items.isPending}
        isError={items.isError}
        isEmpty={data !== undefined && data.totals.analyses === 0}
        emptyText={t('analysis.empty')}
        onRetry={() => void items.refetch()}
      />
      {data && data.totals.analyses > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('period', { from: formatDate(data.range.startDate), to: formatDate(data.range.endDate) })}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-busy={items.isFetching}>
            <CountFigure label={t('analysis.analyses')} value={data.totals.analyses} testId="analysis-count" />
            <CountFigure label={t('analysis.patients')} value={data.totals.patients} />
            <CountFigure label={t('analysis.findings')} value={data.totals.findings} />
            <CountFigure label={t('analysis.confirmed')} value={data.totals.confirmed} />
          </SimpleGrid>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {t('analysis.bands')}
            </Title>
            <Group gap="lg">
              {ORAL_HEALTH_BANDS.map((band) => (
                <Group key={band} gap={6}>
                  <HealthBadge health={band} />
                  <Text fw={600}>{data.bands[band]}</Text>
                </Group>
              ))}
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Paper withBorder radius="md" p="sm">
              <FindingsTimeline
                title={t(groupBy === 'day' ? 'analysis.perDay' : 'analysis.perMonth')}
                periods={data.periods.map((p) => ({
                  label: groupBy === 'day' ? p.period.slice(8) + '/' + p.period.slice(5, 7) : p.period,
                  confirmed: p.confirmed,
                  removed: p.removed,
                  undecided: p.findings - p.confirmed - p.removed,
                }))}
              />
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <IncomeBars
                title={t('analysis.perCondition')}
                format={count}
                bars={data.classes.map((c) => ({ label: tAi(`classes.${c.className}`), value: c.confirmed }))}
              />
            </Paper>
          </SimpleGrid>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {t('analysis.perConditionTable')}
            </Title>
            <ClassTable rows={data.classes} testId="analysis-classes" />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {t('analysis.perDoctor')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table striped verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analysis.doctor')}</Table.Th>
                    <Table.Th ta="right">{t('analysis.analyses')}</Table.Th>
                    <Table.Th ta="right">{t('analysis.findings')}</Table.Th>
                    <Table.Th ta="right">{t('analysis.confirmed')}</Table.Th>
                    <Table.Th ta="right">{t('analysis.removed')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.doctors.map((d) => (
                    <Table.Tr key={d.doctorUid}>
                      <Table.Td>{d.doctorName}</Table.Td>
                      <Table.Td ta="right">{d.analyses}</Table.Td>
                      <Table.Td ta="right">{d.findings}</Table.Td>
                      <Table.Td ta="right">{d.confirmed}</Table.Td>
                      <Table.Td ta="right">{d.removed}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <AnalysisRecommendations items={advice.data?.recommendations} />
        </>
      )}
    </Stack>
  );
}
