/** An unconfirmed code stops working after ten minutes (documented case T2). */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;

export type TeleLinkState = 'pending' | 'connected' | 'expired' | 'unlinked' | 'replaced';

type LinkTimes = {
  issuedAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
};

/**
 * When the simulated patient confirms a code by themselves: `confirmSeconds` after it was issued,
 * if that is before it expires; null when only the sandbox page's button will (0 seconds).
 */
export function autoConfirmAt(link: Pick<LinkTimes, 'issuedAt' | 'expiresAt'>, confirmSeconds: number): Date | null {
  if (confirmSeconds <= 0) return null;
  const at = new Date(link.issuedAt.getTime() + confirmSeconds * 1000);
  return at < link.expiresAt ? at : null;
}

/** Where a link stands at `now`, counting a confirmation that fell due but was not written yet. */
export function linkState(link: LinkTimes, now: Date, confirmSeconds: number): TeleLinkState {
  if (link.endedAt) return link.endReason === 'replaced' ? 'replaced' : 'unlinked';
  if (link.confirmedAt) return 'connected';
  const due = autoConfirmAt(link, confirmSeconds);
  if (due && due <= now) return 'connected';
  return link.expiresAt <= now ? 'expired' : 'pending';
}
