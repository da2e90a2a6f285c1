import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { showToast, type ToastKind } from '../../lib/notify.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { whenModalsReady } from './modals-host.tsx';

// Spec access §2 "Dialogs: confirm, info, three-button, toast" and §8's titles ('คำเตือน',
// 'สำเร็จ', 'ข้อความแจ้ง', 'เกิดข้อผิดพลาด'). Every feature asks through these, so each dialog
// looks, focuses and closes the same way. Each returns a promise of the choice; Escape, the close
// button and a click outside count as cancel.

export type DialogKind = ToastKind;

type Common = {
  /** Defaults to the spec's title of `kind`. */
  title?: ReactNode;
  message: ReactNode;
  kind?: DialogKind;
  /** Fixed id: opening the same dialog again while it is up does nothing. */
  id?: string;
};

export type ConfirmOptions = Common & {
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button, cancel focused: deleting, discarding, unlinking. */
  isDanger?: boolean;
  onConfirm?: () => void;
};

export type InfoOptions = Common & { okLabel?: ReactNode };

export type ThreeButtonChoice = 'confirm' | 'deny' | 'cancel';
export type ThreeButtonOptions = Common & {
  confirmLabel: ReactNode;
  /** The middle answer, e.g. "don't save". */
  denyLabel: ReactNode;
  cancelLabel?: ReactNode;
  isDenyDanger?: boolean;
};

let nextId = 0;
/** The answers still awaited, by dialog id. */
const pending = new Map<string, Promise<unknown>>();

function titleOf(options: Common, fallback: DialogKind): ReactNode {
  return options.title ?? i18n.t(`errors:toast.${options.kind ?? fallback}`);
}

function body(message: ReactNode): ReactNode {
  return typeof message === 'string' ? <Text size="sm">{message}</Text> : message;
}

/** Opens a dialog whose footer settles it with one of its answers; closing it any other way is `dismissed`. */
function openDialog<T>(
  options: Common,
  fallbackKind: DialogKind,
  dismissed: T,
  footer: (settle: (answer: T) => void) => ReactNode,
): Promise<T> {
  const modalId = options.id ?? `dialog-${++nextId}`;
  const already = pending.get(modalId);
  if (already) return already as Promise<T>;
  const answer = new Promise<T>((resolve) => {
    let isSettled = false;
    const settle = (choice: T) => {
      if (isSettled) return;
      isSettled = true;
      pending.delete(modalId);
      resolve(choice);
      modals.close(modalId);
    };
    whenModalsReady(() =>
      modals.open({
        modalId,
        title: titleOf(options, fallbackKind),
        centered: true,
        closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
        onClose: () => settle(dismissed),
        children: (
          <Stack gap={0}>
            {body(options.message)}
            {footer(settle)}
          </Stack>
        ),
      }),
    );
  });
  pending.set(modalId, answer);
  return answer;
}

function confirm(options: ConfirmOptions): Promise<boolean> {
  const answer = openDialog(options, 'warning', false, (settle) => (
    <DialogFooter
      confirmLabel={options.confirmLabel ?? i18n.t('common:dialog.confirm')}
      cancelLabel={options.cancelLabel ?? i18n.t('common:dialog.cancel')}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      isDanger={options.isDanger}
      autoFocus={options.isDanger ? 'cancel' : 'confirm'}
    />
  ));
  if (options.onConfirm) {
    const onConfirm = options.onConfirm;
    void answer.then((isConfirmed) => isConfirmed && onConfirm());
  }
  return answer;
}

function info(options: InfoOptions): Promise<void> {
  return openDialog(options, 'info', undefined, (settle) => (
    <DialogFooter
      confirmLabel={options.okLabel ?? i18n.t('common:dialog.ok')}
      onConfirm={() => settle(undefined)}
      autoFocus="confirm"
    />
  ));
}

function threeButton(options: ThreeButtonOptions): Promise<ThreeButtonChoice> {
  return openDialog<ThreeButtonChoice>(options, 'warning', 'cancel', (settle) => (
    <DialogFooter
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel ?? i18n.t('common:dialog.cancel')}
      extra={{
        label: options.denyLabel,
        onClick: () => settle('deny'),
        color: options.isDenyDanger ? 'red' : undefined,
      }}
      onConfirm={() => settle('confirm')}
      onCancel={() => settle('cancel')}
      autoFocus="confirm"
    />
  ));
}

function toast(kind: ToastKind, message: string, autoCloseMs?: number): void {
  showToast(kind, message, autoCloseMs);
}

/** Tests: forget dialogs a test left open (or never really opened, with `modals.open` mocked). */
export function resetDialogs(): void {
  pending.clear();
}

/** The one dialog API of the app: `dialogs.confirm`, `dialogs.info`, `dialogs.threeButton`, `dialogs.toast`. */
export const dialogs = { confirm, info, threeButton, toast };
