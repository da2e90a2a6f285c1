import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

/** Safari (not Chrome or Edge, whose agents also say Safari) prints only once per page without a pause. */
function isSafari(): boolean {
  const agent = navigator.userAgent;
  return /Safari\//.test(agent) && !/(Chrome|Chromium|CriOS|Edg|Android)\//.test(agent);
}

/**
 * Browser printing of one receipt: only the marked wrapper shows on the A5 sheet
 * (receipt-print.css). Safari, after the first print, shows an info dialog first (spec §4).
 */
export function useReceiptPrint() {
  const { t } = useTranslation('receipts');
  const hasPrinted = useRef(false);
  return async (wrapper: HTMLElement | null) => {
    if (!wrapper) return;
    if (hasPrinted.current && isSafari()) await dialogs.info({ message: t('print.safari') });
    wrapper.classList.add('yim-receipt-printing');
    try {
      window.print();
    } finally {
      wrapper.classList.remove('yim-receipt-printing');
      hasPrinted.current = true;
    }
  };
}
