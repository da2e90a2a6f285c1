import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './copy-to-clipboard.ts';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Spec access §9: a tooltip shows for 2 s. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies and says how it went for two seconds (spec access §8: 'บันทึกใส่คลิปบอร์ดสำเร็จ', or an
 * error state), then returns to idle. A second copy restarts the two seconds.
 */
export function useClipboardCopy(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let outcome: CopyStatus;
    try {
      await copyToClipboard(text);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    clearTimeout(timer.current);
    setStatus(outcome);
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, []);

  return { status, copy };
}
