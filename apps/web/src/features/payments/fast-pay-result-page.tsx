import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { authKeys } from '../auth/auth-keys.ts';
import { fastPayTransaction, paymentsKeys, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from './payments.api.ts';

export type FastPayOutcome = 'success' | 'fail' | 'cancel';

/**
 * The bank's return screens (spec clinic §2 ktbfastpay/success, /fail, /cancel): what the query
 * says (amount, transactionId, Ref or ref, dateTime, errorCode, errorMessage, cancelReason) and
 * what the server knows of the order, polled every 4 s at most 5 times while the bank's answer has
 * not arrived. Fail and cancel offer to try again; without a reference, back to /clinic.
 */
export function FastPayResultPage({ outcome }: { outcome: FastPayOutcome }) {
  const { t } = useTranslation('payments');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const [query] = useSearchParams();
  const referenceId = query.get('Ref') ?? query.get('ref') ?? '';
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: paymentsKeys.transaction(branch, referenceId),
    queryFn: ({ signal }) => fastPayTransaction(branch, referenceId, signal),
    enabled: referenceId !== '',
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.dataUpdateCount < POLL_MAX_ATTEMPTS ? POLL_INTERVAL_MS : false,
  });
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    // A paid plan changes the branch (fileStoreExpiration): the menu's FileManage appears.
    if (paid) void queryClient.invalidateQueries({ queryKey: authKeys.branchSession(clinicUrl, branchUrl) });
  }, [paid, queryClient, clinicUrl, branchUrl]);

  const retry =
    outcome === 'success' ? null : (
      <Button component={Link} to={referenceId ? `/${clinicUrl}/${branchUrl}/ktbfastpay` : '/clinic'}>
        {t('result.retry')}
      </Button>
    );

  if (!referenceId || order.isError) {
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={640}>
        <Title order={1} size="h2">
          {t(`result.title.${outcome}`)}
        </Title>
        <Alert color="red" role="alert">
          {t('result.missing')}
        </Alert>
        <Group>
          <Button component={Link} to="/clinic">
            {t('result.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const data = order.data;
  const amount = data?.totalBahts ?? Number(query.get('amount') ?? 0);
  const dateTime = data?.payment?.settledAt ?? query.get('dateTime');
  const status = data?.status ?? 'pending';
  const rows: [string, string][] = [
    [t('result.amount'), t('result.baht', { amount: formatMoney(amount) })],
    [t('result.date'), dateTime ? formatDateTime(dateTime) : '-'],
    [t('result.status'), t(`status.${status}`)],
    [t('result.type'), data ? t(`type.${data.type}`) : '-'],
    [t('result.reference'), referenceId],
    [t('result.transactionId'), data?.payment?.transactionId ?? query.get('transactionId') ?? '-'],
    [t('result.yimReference'), data?.payment?.yimReferenceId ?? '-'],
  ];
  if (data?.storageEndDate) rows.push([t('result.expiry'), formatDateTime(data.storageEndDate)]);
  const reason =
    data?.payment?.errorMessage ??
    query.get('errorMessage') ??
    data?.payment?.cancelReason ??
    query.get('cancelReason');
  const code = data?.payment?.errorCode ?? query.get('errorCode');

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={640}>
      <Title order={1} size="h2">
        {t(`result.title.${outcome}`)}
      </Title>
      {order.isPending && <Loader aria-label={t('result.loading')} />}
      {status === 'pending' && !order.isPending && (
        <Text c="dimmed" size="sm">
          {t('result.waiting')}
        </Text>
      )}
      {outcome !== 'success' && (reason || code) && (
        <Alert color={outcome === 'fail' ? 'red' : 'yellow'}>
          {/* The bank's own codes, in words where we know them (USER_CANCEL: the payer pressed cancel). */}
          {[code, reason && t(`result.reason.${reason}`, { defaultValue: reason })].filter(Boolean).join(' ')}
        </Alert>
      )}
      <Card withBorder>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Group>
        {retry}
        <Button variant="default" component={Link} to={`/${clinicUrl}/${branchUrl}`}>
          {t('result.done')}
        </Button>
      </Group>
    </Stack>
  );
}

export const FastPaySuccessPage = () => <FastPayResultPage outcome="success" />;
export const FastPayFailPage = () => <FastPayResultPage outcome="fail" />;
export const FastPayCancelPage = () => <FastPayResultPage outcome="cancel" />;
