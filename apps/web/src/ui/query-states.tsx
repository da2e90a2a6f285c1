import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message.ts';

/** The parts of a TanStack query the states read: any `useQuery` result fits. */
export interface StatefulQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStatesProps {
  query: StatefulQuery;
  /** The spinner's accessible name, e.g. 'กำลังโหลด…'. */
  loadingLabel: string;
  /** The failure's title; the server's or the network's reason is shown under it. */
  errorTitle: string;
  retryLabel: string;
  /** Shown, dimmed, when the query answered and `isEmpty` holds. */
  empty?: ReactNode;
  isEmpty?: boolean;
  /** False while the query waits for input the page has not got (an invalid date range, say). */
  enabled?: boolean;
  /** Inside a dialog or a side panel: smaller spinner and spacing. */
  compact?: boolean;
}

/**
 * The loading, failed and empty states of a list or a panel, the same on every screen: a named
 * spinner, a red alert that says why with a retry, and a dimmed line when nothing matched. The
 * page renders its rows itself once there are some.
 */
export function QueryStates({
  query,
  loadingLabel,
  errorTitle,
  retryLabel,
  empty,
  isEmpty = false,
  enabled = true,
  compact = false,
}: QueryStatesProps) {
  const { i18n } = useTranslation();
  const space = compact ? 'md' : 'xl';
  if (query.isPending && enabled) {
    return (
      <Center p={space}>
        <Loader size={compact ? 'sm' : 'md'} aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" m={compact ? 0 : 'md'} title={errorTitle} role="alert">
        <Text size="sm" mb="xs">
          {errorMessage(query.error, i18n)}
        </Text>
        <Button variant="light" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
  if (query.isSuccess && isEmpty && empty) {
    return (
      <Text c="dimmed" ta="center" p={space}>
        {empty}
      </Text>
    );
  }
  return null;
}
