import { Badge, Card, Group, Pagination, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOrder } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { creditBalance, listOrders, ORDERS_PAGE_SIZE, paymentsKeys, type BranchRef } from './payments.api.ts';

const STATUS_COLOR = { pending: 'yellow', paid: 'teal', failed: 'red', cancelled: 'gray' } as const;

/**
 * The branch's orders on the fast-pay page (spec clinic §7 GET /api/order): what was bought, how
 * much, and how the bank answered, newest first; with the credit the top-ups have added up to.
 */
export function FastPayOrders({ branch }: { branch: BranchRef }) {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(0);
  const orders = useQuery({
    queryKey: paymentsKeys.orders(branch, page),
    queryFn: ({ signal }) => listOrders(branch, page, signal),
    placeholderData: keepPreviousData,
  });
  const balance = useQuery({
    queryKey: paymentsKeys.balance(branch),
    queryFn: ({ signal }) => creditBalance(branch, signal),
  });
  const pageCount = Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDERS_PAGE_SIZE));

  return (
    <Card withBorder component="section" aria-labelledby="fast-pay-orders">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="fast-pay-orders">
          {t('orders.title')}
        </Title>
        {balance.isSuccess && (
          <Text size="sm" data-testid="credit-balance">
            {t('orders.balance', { amount: formatMoney(balance.data.creditBalanceBahts) })}
          </Text>
        )}
      </Group>
      <QueryStates
        query={orders}
        loadingLabel={t('orders.loading')}
        errorTitle={t('orders.error')}
        retryLabel={t('orders.retry')}
        isEmpty={orders.data?.list.length === 0}
        empty={t('orders.empty')}
        compact
      />
      {orders.isSuccess && orders.data.list.length > 0 && <OrdersTable orders={orders.data.list} />}
      {pageCount > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination size="sm" total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />
        </Group>
      )}
    </Card>
  );
}

function OrdersTable({ orders }: { orders: TOrder[] }) {
  const { t } = useTranslation('payments');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.date')}</Table.Th>
            <Table.Th>{t('result.type')}</Table.Th>
            <Table.Th ta="right">{t('result.amount')}</Table.Th>
            <Table.Th>{t('result.status')}</Table.Th>
            <Table.Th>{t('result.yimReference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
              <Table.Td>{t(`type.${order.type}`)}</Table.Td>
              <Table.Td ta="right">{t('result.baht', { amount: formatMoney(order.totalBahts) })}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[order.status]}>
                  {t(`status.${order.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{order.payment?.yimReferenceId ?? '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
