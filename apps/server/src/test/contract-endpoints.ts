import * as contract from '@yim/contract';
import type { Endpoint } from '@yim/contract';

/** Every endpoint the contract declares, found by walking its exports (for tests over all of them). */
export function allEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const candidate = value as Partial<Endpoint>;
    if (typeof candidate.path === 'string' && typeof candidate.method === 'string' && candidate.access) {
      found.set(candidate.id!, candidate as Endpoint);
      return;
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  for (const exported of Object.values(contract)) visit(exported);
  return [...found.values()];
}
