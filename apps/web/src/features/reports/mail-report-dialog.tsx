import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailedReportName, ReportLanguage } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import type { DayRange } from '../../ui/date-shortcuts.ts';
import { mailedReportsQuery, mailReport, type BranchRef } from './reports.api.ts';

/**
 * Asks before e-mailing the report on screen: which range, which language, and that it goes to
 * the caller's own account address (the server sends it nowhere else).
 */
export function MailReportDialog({
  branch,
  report,
  range,
  doctorUid = null,
  onClose,
}: {
  branch: BranchRef;
  report: MailedReportName;
  range: DayRange;
  /** personalIncome: the doctor on screen, when it is not the caller. */
  doctorUid?: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<ReportLanguage>(i18n.language === 'en' ? 'en' : 'th');
  const send = useMutation({
    mutationFn: () => mailReport(branch, { report, range, lang, doctorUid }),
    onSuccess: async (queued) => {
      showToast('success', t('mail.queued', { to: queued.to }));
      await queryClient.invalidateQueries({ queryKey: mailedReportsQuery(branch).queryKey });
      onClose();
    },
    onError: showErrorToast,
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('mail.title')}</Text>}>
      <form
        aria-label={t('mail.title')}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('mail.message', {
              report: t(report === 'branchIncome' ? 'branch.title' : 'personal.title'),
              from: formatDate(range.from),
              to: formatDate(range.to),
            })}
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mail-report-language">
              {t('mail.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="mail-report-language"
              value={lang}
              onChange={(value) => setLang(value as ReportLanguage)}
              data={[
                { value: 'th', label: 'ไทย' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Stack>
          <Text size="xs" c="dimmed">
            {t('mail.ownAddress')}
          </Text>
          <DialogFooter
            cancelLabel={t('mail.cancel')}
            onCancel={onClose}
            confirmLabel={t('mail.send')}
            isSubmit
            isLoading={send.isPending}
            autoFocus="confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
