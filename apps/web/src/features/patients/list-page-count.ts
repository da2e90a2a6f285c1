import { PATIENT_PAGE_SIZE } from './patients.api.ts';

/**
 * How many pages the patients list offers. A broad keyword's count stops at the server's cap
 * (`capped`: more patients match than `total` says, ADR 0012): every counted page, the one after
 * them, and past that one more page at a time as long as the page shown is full, so the deep
 * pages stay reachable.
 */
export function listPageCount(total: number, capped: boolean, page: number, shown: number): number {
  const counted = Math.max(1, Math.ceil(total / PATIENT_PAGE_SIZE));
  if (!capped) return counted;
  return Math.max(counted + 1, page + (shown === PATIENT_PAGE_SIZE ? 2 : 1));
}
