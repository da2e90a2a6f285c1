import { Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type DialogFooterProps = {
  /**
   * The main action, right-most; a form's submit when `isSubmit`. Omitted: no main action, only
   * the way out (a dialog whose action is in its body, or a list edited row by row).
   */
  confirmLabel?: ReactNode;
  onConfirm?: () => void;
  /** Omitted: no cancel button (an information dialog). */
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  /** A third action between cancel and confirm (three-button dialogs: "don't save"). */
  extra?: { label: ReactNode; onClick: () => void; color?: ButtonProps['color'] };
  isDanger?: boolean;
  isLoading?: boolean;
  isSubmit?: boolean;
  isConfirmDisabled?: boolean;
  /** Which button takes the focus when the dialog opens; a destructive dialog focuses cancel. */
  autoFocus?: 'confirm' | 'cancel' | 'none';
};

/**
 * The one footer of every dialog: cancel (and a third action) on the left of the main action,
 * right aligned, wrapping on narrow screens.
 */
export function DialogFooter(props: DialogFooterProps) {
  const { confirmLabel, onConfirm, cancelLabel, onCancel, extra, isDanger, isLoading, isSubmit } = props;
  const autoFocus = props.autoFocus ?? 'none';
  return (
    <Group justify="flex-end" gap="sm" mt="md" wrap="wrap">
      {cancelLabel !== undefined && (
        <Button
          variant="default"
          onClick={onCancel}
          disabled={isLoading}
          data-autofocus={autoFocus === 'cancel' || undefined}
        >
          {cancelLabel}
        </Button>
      )}
      {extra && (
        <Button variant="light" color={extra.color} onClick={extra.onClick} disabled={isLoading}>
          {extra.label}
        </Button>
      )}
      {confirmLabel !== undefined && (
        <Button
          type={isSubmit ? 'submit' : 'button'}
          color={isDanger ? 'red' : undefined}
          onClick={onConfirm}
          loading={isLoading}
          disabled={props.isConfirmDisabled}
          data-autofocus={autoFocus === 'confirm' || undefined}
        >
          {confirmLabel}
        </Button>
      )}
    </Group>
  );
}
