import { Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { AccountNotice } from './account-notice.tsx';

type MailKeyCheckProps<T> = {
  /** The check of the key from the mail link (activation, password reset). */
  check: UseQueryResult<T>;
  /** The error code the server answers for a key that is unknown, used or expired. */
  invalidCode: string;
  checkingText: string;
  failedTitle: string;
  /** Shown for a refused key, and for one that cannot be a key at all (a 422). */
  invalid: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The states of a page opened from a mail link: checking, the link refused, the check failed
 * (with retry), then what the checked key opens.
 */
export function MailKeyCheck<T>({
  check,
  invalidCode,
  checkingText,
  failedTitle,
  invalid,
  children,
}: MailKeyCheckProps<T>) {
  const { t, i18n } = useTranslation('auth');
  if (check.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status" aria-busy="true">
        <Loader />
        <Text c="dimmed">{checkingText}</Text>
      </Stack>
    );
  }
  if (check.isError) {
    const isInvalid = isApiError(check.error) && (check.error.errorCode === invalidCode || check.error.status === 422);
    if (isInvalid) return invalid;
    return (
      <AccountNotice
        icon="alert"
        color="red"
        title={failedTitle}
        actions={
          <Button size="md" loading={check.isFetching} onClick={() => void check.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {errorMessage(check.error, i18n)}
      </AccountNotice>
    );
  }
  return children(check.data);
}
