import type { TIntegrationService } from '@yim/contract';

/**
 * How an outside service failed. `unavailable`: it did not answer, timed out, answered 5xx or
 * something unreadable; the caller may try again later. `rejected`: it answered and refused the
 * request for a stated reason (the `reason` codes each interface lists); trying again will not help.
 */
export type IntegrationFailure = 'unavailable' | 'rejected';

export class IntegrationError extends Error {
  readonly service: TIntegrationService;
  readonly failure: IntegrationFailure;
  readonly reason: string;

  constructor(service: TIntegrationService, failure: IntegrationFailure, reason: string) {
    super(`${service}: ${failure} (${reason})`);
    this.name = 'IntegrationError';
    this.service = service;
    this.failure = failure;
    this.reason = reason;
  }
}

export function isRejection(error: unknown, reason?: string): error is IntegrationError {
  return error instanceof IntegrationError && error.failure === 'rejected' && (!reason || error.reason === reason);
}
