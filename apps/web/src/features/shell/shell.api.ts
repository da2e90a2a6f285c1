import { queryOptions } from '@tanstack/react-query';
import { shell } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export const shellKeys = {
  version: ['shell', 'version'] as const,
};

/** The server's version and whether it runs the demo data: fixed while the server runs. */
export function versionQuery() {
  return queryOptions({
    queryKey: shellKeys.version,
    queryFn: ({ signal }) => callApi(shell.version, { signal }),
    staleTime: Infinity,
  });
}
