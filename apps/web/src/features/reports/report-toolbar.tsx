import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import classes from './report-print.module.css';
import type { ReportSheet } from '@yim/contract';
import { downloadBlob, reportToCsv, reportToXlsx } from './report-export.ts';

/** Print, CSV and XLSX of the report on screen, and mailing it; hidden on paper. */
export function ReportToolbar({
  sheets,
  fileName,
  onMail,
}: {
  sheets: ReportSheet[] | null;
  fileName: string;
  /** Offers "send by e-mail" (the server renders and mails the same sheets). */
  onMail?: () => void;
}) {
  const { t } = useTranslation('reports');
  const [isExporting, setExporting] = useState(false);
  const exportXlsx = async () => {
    if (!sheets) return;
    setExporting(true);
    try {
      downloadBlob(await reportToXlsx(sheets), `${fileName}.xlsx`);
    } catch {
      dialogs.toast('danger', t('exportError'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group gap="xs" className={classes.noPrint}>
      <Button variant="default" onClick={() => window.print()} disabled={!sheets}>
        {t('print')}
      </Button>
      <Button
        variant="default"
        disabled={!sheets}
        onClick={() =>
          sheets && downloadBlob(new Blob([reportToCsv(sheets)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`)
        }
      >
        {t('exportCsv')}
      </Button>
      <Button variant="default" disabled={!sheets} loading={isExporting} onClick={() => void exportXlsx()}>
        {t('exportXlsx')}
      </Button>
      {onMail && (
        <Button variant="default" disabled={!sheets} onClick={onMail}>
          {t('exportMail')}
        </Button>
      )}
    </Group>
  );
}
