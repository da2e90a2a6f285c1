import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { personalIncomeSheets } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { IncomeBars } from './income-bars.tsx';
import { reportSheetWords } from './report-sheet-words.ts';
import classes from './report-print.module.css';
import { MailReportDialog } from './mail-report-dialog.tsx';
import { MailedReportsPanel } from './mailed-reports-panel.tsx';
import { DoctorPicker } from './doctor-picker.tsx';
import { isReportRange } from './report-range.ts';
import { ReportStates } from './report-states.tsx';
import { ReportTable } from './report-table.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { personalIncomeQuery } from './reports.api.ts';

/**
 * report/personal (spec clinic §2): the signed-in doctor's own income over a range, with the
 * doctor fee share set in staff; a member who is no doctor of the branch sees that said. Those
 * who read the branch's figures (manager, counter, head counter) may pick any of its doctors.
 */
export function PersonalIncomePage() {
  const { t } = useTranslation('reports');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('thisMonth'));
  const isValid = isReportRange(range);
  const [isMailing, setMailing] = useState(false);
  const [doctorUid, setDoctorUid] = useState<string | null>(null);
  const income = useQuery({ ...personalIncomeQuery({ clinicUrl, branchUrl }, range, doctorUid), enabled: isValid });
  const data = income.data;
  const sheets = data ? personalIncomeSheets(data, reportSheetWords(t)) : null;
  const isNotMember = income.error instanceof ApiError && income.error.status === 404;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('personal.title')}
        </Title>
        <ReportToolbar
          // While the last range's figures stand in for the new one's, they are not exported
          // under the new range's name.
          sheets={income.isPlaceholderData ? null : sheets}
          fileName={`${t('personal.fileName')}-${range.from}-${range.to}`}
          onMail={() => setMailing(true)}
        />
      </Group>
      <Paper withBorder radius="md" p="sm" className={classes.noPrint}>
        <Stack gap="sm">
          <DoctorPicker branch={{ clinicUrl, branchUrl }} value={doctorUid} onChange={setDoctorUid} />
          <DateRangeFilter value={range} onChange={setRange} fromLabel={t('from')} toLabel={t('to')} />
        </Stack>
      </Paper>
      {range.from !== '' && range.to !== '' && range.from <= range.to && !isValid && (
        <Alert color="yellow">{t('rangeTooLong')}</Alert>
      )}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {data.doctor.doctorName} ·{' '}
            {t('period', { from: formatDate(data.range.startDate), to: formatDate(data.range.endDate) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Paper withBorder radius="md" p="sm">
              <Text size="sm" c="dimmed">
                {t('summary.paid')}
              </Text>
              <Text fz="xl" fw={700}>
                {formatMoney(data.doctor.paid)}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <Text size="sm" c="dimmed">
                {t('summary.fee')}
              </Text>
              <Text fz="xl" fw={700}>
                {formatMoney(data.doctor.fee)}
              </Text>
              <Text size="xs" c="dimmed">
                {data.doctor.feeSharePercent === null
                  ? t('personal.noFeeShare')
                  : t('personal.feeShare', { percent: data.doctor.feeSharePercent })}
              </Text>
            </Paper>
          </SimpleGrid>
          {data.days.some((d) => d.paid > 0) && (
            <Paper withBorder radius="md" p="sm">
              <IncomeBars
                title={t('chart.perDay')}
                bars={data.days.map((d) => ({ label: formatDate(d.date), value: d.paid }))}
              />
            </Paper>
          )}
        </>
      )}
      {isNotMember ? (
        <Alert color="gray">{doctorUid ? t('personal.doctorGone') : t('personal.notMember')}</Alert>
      ) : (
        <ReportStates
          isPending={isValid && income.isPending}
          isError={income.isError}
          isEmpty={data !== undefined && data.days.length === 0}
          onRetry={() => void income.refetch()}
        />
      )}
      {sheets &&
        data &&
        data.days.length > 0 &&
        sheets.slice(1).map((sheet) => (
          <Paper key={sheet.name} withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {sheet.name}
            </Title>
            <ReportTable sheet={sheet} hasTotal />
          </Paper>
        ))}
      <MailedReportsPanel branch={{ clinicUrl, branchUrl }} />
      {isMailing && (
        <MailReportDialog
          branch={{ clinicUrl, branchUrl }}
          report="personalIncome"
          range={range}
          doctorUid={doctorUid}
          onClose={() => setMailing(false)}
        />
      )}
    </Stack>
  );
}
