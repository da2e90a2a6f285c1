import { Tabs } from '@mantine/core';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReceiptDocument,
  type PrintableReceipt,
  type ReceiptColumns,
  type ReceiptHeader,
  type ReceiptLanguage,
} from './receipt-document.tsx';
import type { ReceiptLabel } from '@yim/contract';

/** The receipt in Thai and English tabs; the wrapper (ref) is what printing shows. */
export const ReceiptTabs = forwardRef<
  HTMLDivElement,
  {
    receipt: PrintableReceipt;
    branch: ReceiptHeader | undefined;
    columns?: ReceiptColumns;
    label: ReceiptLabel;
    language: ReceiptLanguage;
    onLanguage: (language: ReceiptLanguage) => void;
  }
>(function ReceiptTabs({ receipt, branch, columns, label, language, onLanguage }, ref) {
  const { t, i18n } = useTranslation('receipts');
  // The English receipt needs the English texts whatever the screen's language: loaded once.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    void i18n.loadLanguages(['en', 'th']).then(() => setLoaded(true));
  }, [i18n]);
  return (
    <Tabs value={language} onChange={(v) => v && onLanguage(v as ReceiptLanguage)}>
      <Tabs.List>
        <Tabs.Tab value="th">{t('tab.th')}</Tabs.Tab>
        <Tabs.Tab value="en">{t('tab.en')}</Tabs.Tab>
      </Tabs.List>
      <div ref={ref} style={{ overflowX: 'auto', paddingTop: 8 }}>
        <ReceiptDocument receipt={receipt} branch={branch} columns={columns} language={language} label={label} />
      </div>
    </Tabs>
  );
});
