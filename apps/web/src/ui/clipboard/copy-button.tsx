import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import { CopyFeedback } from './copy-feedback.tsx';
import { useClipboardCopy } from './use-clipboard-copy.ts';

type CopyButtonProps = {
  /** The text to copy, read when clicked (a token may change between renders). */
  value: () => string;
  /** Accessible name; defaults to 'คัดลอก'. */
  label?: string;
};

/** An icon button that copies, with the two-second feedback of spec access §8. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const { status, copy } = useClipboardCopy();
  return (
    <CopyFeedback status={status}>
      <ActionIcon
        variant="subtle"
        color={status === 'failed' ? 'red' : status === 'copied' ? 'teal' : 'gray'}
        aria-label={label ?? t('clipboard.copy')}
        onClick={() => void copy(value())}
      >
        <Icon name={status === 'copied' ? 'check' : 'copy'} size={18} />
      </ActionIcon>
    </CopyFeedback>
  );
}
