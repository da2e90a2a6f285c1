import { useEffect, useState } from 'react';

/** Spec access §8: the change-password tooltips clear themselves after 5 seconds. */
export const HINT_DURATION_MS = 5000;

export type Hint<F extends string> = { field: F; text: string };

/** A message pinned to one field that disappears on its own. */
export function useTimedHint<F extends string>(durationMs: number = HINT_DURATION_MS) {
  const [hint, setHint] = useState<Hint<F> | null>(null);

  useEffect(() => {
    if (!hint) return undefined;
    const timer = setTimeout(() => setHint(null), durationMs);
    return () => clearTimeout(timer);
  }, [hint, durationMs]);

  return [hint, setHint] as const;
}
