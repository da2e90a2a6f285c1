import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyStatus } from './use-clipboard-copy.ts';

type CopyFeedbackProps = { status: CopyStatus; children: ReactElement };

/**
 * The tooltip of a copy control: 'บันทึกใส่คลิปบอร์ดสำเร็จ' after a copy, a red error otherwise;
 * also announced to screen readers, since a tooltip alone is not.
 */
export function CopyFeedback({ status, children }: CopyFeedbackProps) {
  const { t } = useTranslation();
  const text = status === 'copied' ? t('clipboard.copied') : status === 'failed' ? t('clipboard.failed') : '';
  return (
    <>
      <Tooltip
        label={text}
        opened={status !== 'idle'}
        color={status === 'failed' ? 'red' : undefined}
        withArrow
        withinPortal
      >
        {children}
      </Tooltip>
      <span role="status" aria-live="polite" className="visually-hidden-status" style={VISUALLY_HIDDEN}>
        {text}
      </span>
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
