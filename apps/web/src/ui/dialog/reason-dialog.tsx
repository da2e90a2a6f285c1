import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DialogFooter } from './dialog-footer.tsx';

type Props = {
  title: string;
  /** What is about to be cancelled, in the feature's words. */
  message: ReactNode;
  reasonLabel: string;
  reasonRequired: string;
  keepLabel: string;
  confirmLabel: string;
  /** The modal's own close button, when the feature names it. */
  closeLabel?: string;
  /** The server's limit on the reason, when it has one. */
  maxLength?: number;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Cancelling something the server keeps (a receipt, a lab expense): a destructive step, so it
 * asks first with "keep" focused, and the reason it takes is required and sent trimmed. The
 * feature owns the call and the words; this owns the form.
 */
export function ReasonDialog(props: Props) {
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const isEmpty = reason.trim() === '';
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={<Text fw={700}>{props.title}</Text>}
      {...(props.closeLabel ? { closeButtonProps: { 'aria-label': props.closeLabel } } : {})}
    >
      <form
        noValidate
        aria-label={props.title}
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitted(true);
          if (!isEmpty) props.onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{props.message}</Text>
          <Textarea
            label={props.reasonLabel}
            required
            autosize
            minRows={2}
            maxLength={props.maxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={isSubmitted && isEmpty ? props.reasonRequired : undefined}
          />
          <DialogFooter
            cancelLabel={props.keepLabel}
            onCancel={props.onClose}
            confirmLabel={props.confirmLabel}
            isSubmit
            isDanger
            isLoading={props.isPending}
            autoFocus="cancel"
          />
        </Stack>
      </form>
    </Modal>
  );
}
