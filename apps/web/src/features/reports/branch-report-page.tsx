import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { branchReportSheets, type BranchReportData } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { reportSheetWords } from './report-sheet-words.ts';
import { IncomeBars } from './income-bars.tsx';
import classes from './report-print.module.css';
import { MailReportDialog } from './mail-report-dialog.tsx';
import { MailedReportsPanel } from './mailed-reports-panel.tsx';
import { isReportRange } from './report-range.ts';
import { ReportStates } from './report-states.tsx';
import { ReportTable } from './report-table.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { branchReportQueries } from './reports.api.ts';

/**
 * report/branch (spec clinic §2): the branch's income over a range of days (this month first):
 * totals, income per day, per doctor, per payment method and the best paid treatments, with the
 * lab costs beside them; print, CSV and XLSX say the same as the screen.
 */
export function BranchReportPage() {
  const { t } = useTranslation('reports');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('thisMonth'));
  const isValid = isReportRange(range);
  const [isMailing, setMailing] = useState(false);
  const queries = branchReportQueries({ clinicUrl, branchUrl }, range);
  const receipts = useQuery({ ...queries.receipts, enabled: isValid });
  const doctors = useQuery({ ...queries.doctors, enabled: isValid });
  const payments = useQuery({ ...queries.payments, enabled: isValid });
  const items = useQuery({ ...queries.items, enabled: isValid });
  const overdue = useQuery({ ...queries.overdue, enabled: isValid });
  const all = [receipts, doctors, payments, items, overdue];
  const data: BranchReportData | null =
    receipts.data && doctors.data && payments.data && items.data && overdue.data
      ? {
          receipts: receipts.data,
          doctors: doctors.data,
          payments: payments.data,
          items: items.data,
          overdue: overdue.data,
        }
      : null;
  const sheets = data ? branchReportSheets(data, reportSheetWords(t)) : null;
  const totals = data?.receipts.totals;
  const charts = data
    ? [
        {
          title: t('chart.perDay'),
          bars: data.receipts.days.map((d) => ({ label: formatDate(d.date), value: d.paid })),
        },
        {
          title: t('chart.perDoctor'),
          bars: data.doctors.doctors.map((d) => ({ label: d.doctorName, value: d.paid })),
        },
        { title: t('chart.perMethod'), bars: data.payments.methods.map((m) => ({ label: m.name, value: m.amount })) },
        {
          title: t('chart.topItems'),
          bars: data.items.items.slice(0, 10).map((i) => ({ label: i.name, value: i.paid })),
        },
      ].filter((chart) => chart.bars.some((bar) => bar.value > 0))
    : [];

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('branch.title')}
        </Title>
        <ReportToolbar
          // While the last range's figures stand in for the new one's, they are not exported
          // under the new range's name.
          sheets={all.some((q) => q.isPlaceholderData) ? null : sheets}
          fileName={`${t('branch.fileName')}-${range.from}-${range.to}`}
          onMail={() => setMailing(true)}
        />
      </Group>
      <Paper withBorder radius="md" p="sm" className={classes.noPrint}>
        <DateRangeFilter value={range} onChange={setRange} fromLabel={t('from')} toLabel={t('to')} />
      </Paper>
      {range.from !== '' && range.to !== '' && range.from <= range.to && !isValid && (
        <Alert color="yellow">{t('rangeTooLong')}</Alert>
      )}
      {data && (
        <Text size="sm" c="dimmed">
          {t('period', {
            from: formatDate(data.receipts.range.startDate),
            to: formatDate(data.receipts.range.endDate),
          })}
        </Text>
      )}
      <ReportStates
        isPending={isValid && all.some((q) => q.isPending)}
        isError={all.some((q) => q.isError)}
        isEmpty={data !== null && data.receipts.days.length === 0}
        onRetry={() => all.forEach((q) => void q.refetch())}
      />
      {totals && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-busy={all.some((q) => q.isFetching)}>
          <Figure
            label={t('summary.paid')}
            value={totals.paid}
            note={t('summary.receipts', { count: totals.receiptCount })}
            testId="report-paid"
          />
          <Figure
            label={t('summary.labCost')}
            value={totals.labCost}
            note={t('summary.labCount', { count: totals.labCount })}
          />
          <Figure
            label={t('summary.net')}
            value={totals.net}
            note={t('summary.cancelled', { count: totals.cancelledCount })}
          />
          <Figure label={t('summary.overdue')} value={totals.overdue} />
        </SimpleGrid>
      )}
      {charts.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {charts.map((chart) => (
            <Paper key={chart.title} withBorder radius="md" p="sm">
              <IncomeBars title={chart.title} bars={chart.bars} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {sheets &&
        sheets.slice(1).map((sheet, i) => (
          <Paper key={sheet.name} withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {sheet.name}
            </Title>
            <ReportTable sheet={sheet} hasTotal testId={i === 0 ? 'report-days' : undefined} />
          </Paper>
        ))}
      <MailedReportsPanel branch={{ clinicUrl, branchUrl }} />
      {isMailing && (
        <MailReportDialog
          branch={{ clinicUrl, branchUrl }}
          report="branchIncome"
          range={range}
          onClose={() => setMailing(false)}
        />
      )}
    </Stack>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: number; note?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {formatMoney(value)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
