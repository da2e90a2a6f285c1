import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/**
 * Only server failures, which may pass by themselves, are retried. A 4xx answer will not
 * change, and network failures are not retried (spec access §8: offline shows a warning).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isApiError(error) && error.kind === 'server';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline, TanStack Query would pause a query or a save without a word
      // (a spinner for ever); the call fails fast with the network warning instead, and the
      // queries on screen are fetched again when the network returns (refetchOnReconnect, which
      // TanStack turns off by default under networkMode 'always': stated here, on purpose).
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** One client for the app: route loaders and components share its cache. */
export const queryClient = createQueryClient();
