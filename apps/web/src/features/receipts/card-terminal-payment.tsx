import { formatSatang, satangToBaht, type TTerminalSale } from '@yim/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/api-client.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { EdcOverlay } from '../../ui/edc/edc-overlay.tsx';
import {
  EDC_APP_TIMEOUT_MS,
  EDC_TIMEOUT_EVENT,
  EdcTransactionError,
  type EdcOutcome,
} from '../../ui/edc/edc-session.ts';
import { withLoadingOverlay } from '../../ui/loading-overlay.tsx';
import { cancelTerminalSale, readTerminalSale, startTerminalSale, type BranchRef } from './receipts.api.ts';

/** How a terminal attempt ended for the line: paid, finished unpaid, or a sale still to settle. */
export type TerminalResult =
  | { kind: 'approved'; sale: TTerminalSale }
  | { kind: 'unpaid' }
  /** The cancel did not reach the server: the line keeps the sale, and the next try checks it. */
  | { kind: 'unsettled'; saleId: number }
  /** The start got no answer (it may have reached the terminal): the next try reuses its reference. */
  | { kind: 'startFailed'; reference: string };

/** Tries a cancel a few times: a sale left pending could still be approved later. */
async function cancelSafely(branch: BranchRef, id: number): Promise<TTerminalSale | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await cancelTerminalSale(branch, id);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return null;
}

/**
 * One card line paid at the branch's terminal (EDC): the sale is started under a fresh reference
 * (or an unsettled earlier one is resumed), then the shell's overlay counts down and polls it
 * every 4 s. Approved: the line is paid. Declined: try again (a new reference) or choose another
 * method. Cancel, timeout, "print receipt" and failing polls cancel the sale on the server, which
 * voids it even if the terminal approved meanwhile: nothing stays charged without a receipt.
 */
export function CardTerminalPayment({
  branch,
  methodId,
  satang,
  resumeSaleId,
  reference: earlierReference,
  onEnd,
}: {
  branch: BranchRef;
  methodId: number;
  satang: number;
  resumeSaleId?: number;
  /** The reference of a start that got no answer: tried again as the same sale. */
  reference?: string;
  onEnd: (result: TerminalResult) => void;
}) {
  const { t } = useTranslation('receipts');
  const [saleId, setSaleId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest props and callback, read by the one start per try (a parent's new `branch` object
  // must not start another sale).
  const latest = useRef({ branch, methodId, satang, resumeSaleId, onEnd });
  useEffect(() => {
    latest.current = { branch, methodId, satang, resumeSaleId, onEnd };
  });
  const ended = (result: TerminalResult) => latest.current.onEnd(result);
  // One reference per try, kept across a remount (React's strict mode runs effects twice): a
  // second start of the same try is the same sale.
  const references = useRef(new Map<number, string>(earlierReference ? [[0, earlierReference]] : []));

  useEffect(() => {
    let isCurrent = true;
    const { branch: where, methodId: method, satang: amount, resumeSaleId: resume } = latest.current;
    let reference = references.current.get(attempt);
    if (reference === undefined) {
      reference = newIdempotencyKey();
      references.current.set(attempt, reference);
    }
    const begin = async () => {
      try {
        const sale =
          attempt === 0 && resume !== undefined
            ? await withLoadingOverlay(readTerminalSale(where, resume))
            : await withLoadingOverlay(
                startTerminalSale(where, { reference, methodId: method, amount: satangToBaht(amount) }),
              );
        if (isCurrent) setSaleId(sale.id);
      } catch (error) {
        showErrorToast(error);
        if (isCurrent) latest.current.onEnd({ kind: 'startFailed', reference });
      }
    };
    void begin();
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  // The app's five minutes, once the overlay listens (spec access §9).
  useEffect(() => {
    if (saleId !== null)
      window.dispatchEvent(new CustomEvent(EDC_TIMEOUT_EVENT, { detail: { ms: EDC_APP_TIMEOUT_MS } }));
  }, [saleId]);

  async function settle(id: number, message: string) {
    const cancelled = await cancelSafely(branch, id);
    if (cancelled === null) {
      await dialogs.info({ kind: 'danger', message: t('terminal.cancelFailed') });
      return ended({ kind: 'unsettled', saleId: id });
    }
    await dialogs.info({ kind: 'warning', message });
    ended({ kind: 'unpaid' });
  }

  async function decided(sale: TTerminalSale) {
    switch (sale.status) {
      case 'approved':
        showToast('success', t('terminal.approved', { code: sale.approvalCode ?? '-' }));
        return ended({ kind: 'approved', sale });
      case 'declined': {
        const again = await dialogs.confirm({
          kind: 'danger',
          title: t('terminal.declinedTitle'),
          message: t('terminal.declined', { code: sale.responseCode ?? '-' }),
          confirmLabel: t('terminal.tryAgain'),
          cancelLabel: t('terminal.otherMethod'),
        });
        if (!again) return ended({ kind: 'unpaid' });
        setSaleId(null);
        return setAttempt((n) => n + 1);
      }
      case 'timed_out':
        await dialogs.info({ kind: 'warning', message: t('terminal.timeout') });
        return ended({ kind: 'unpaid' });
      case 'pending':
      case 'cancelled':
      case 'voided':
        await dialogs.info({ kind: 'warning', message: t('terminal.cancelled') });
        return ended({ kind: 'unpaid' });
    }
  }

  function onOverlayEnd(id: number, outcome: EdcOutcome<TTerminalSale>) {
    switch (outcome.kind) {
      case 'approved':
        return void decided(outcome.result);
      case 'cancelled':
        return void settle(id, t('terminal.cancelled'));
      case 'timeout':
        return void settle(id, t('terminal.timeout'));
      case 'error':
        // "Print receipt" ends the wait with the spec's message; so do five failed polls.
        return void settle(
          id,
          outcome.error instanceof EdcTransactionError ? outcome.error.message : t('terminal.timeout'),
        );
    }
  }

  if (saleId === null) return null;
  const id = saleId;
  return (
    <EdcOverlay<TTerminalSale>
      key={`${id}-${attempt}`}
      amount={formatSatang(satang)}
      poll={async (signal) => {
        const sale = await readTerminalSale(branch, id, signal);
        return sale.status === 'pending' ? { done: false } : { done: true, result: sale };
      }}
      onEnd={(outcome) => onOverlayEnd(id, outcome)}
    />
  );
}
