import { Alert, Badge, Button, Code, Group, Loader, Paper, Select, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INTEGRATION_SERVICES, type TIntegrationService } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { sandboxExchangesQuery } from './sandbox.api.ts';

// The monospace font has no Thai letters: the app's font shows the names the sandboxes answered.
const THAI_CAPABLE = { fontFamily: 'inherit' };
const OUTCOME_COLOR = { ok: 'teal', rejected: 'orange', unavailable: 'red' } as const;

/** What the sandboxes were asked and answered, newest first (docs/integrations.md). */
export function SandboxExchanges() {
  const { t } = useTranslation('superadmin');
  const [service, setService] = useState<TIntegrationService | null>(null);
  const exchanges = useQuery(sandboxExchangesQuery(service));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sandbox-exchanges">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="sandbox-exchanges">
          {t('exchanges.title')}
        </Title>
        <Group>
          <Select
            aria-label={t('exchanges.service')}
            placeholder={t('exchanges.allServices')}
            clearable
            value={service}
            onChange={(value) => setService(value as TIntegrationService | null)}
            data={INTEGRATION_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
          />
          <Button variant="light" onClick={() => void exchanges.refetch()} loading={exchanges.isFetching}>
            {t('refresh')}
          </Button>
        </Group>
      </Group>
      {exchanges.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : exchanges.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : exchanges.data.length === 0 ? (
        <Text c="dimmed">{t('exchanges.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exchanges.at')}</Table.Th>
                <Table.Th>{t('exchanges.service')}</Table.Th>
                <Table.Th>{t('exchanges.operation')}</Table.Th>
                <Table.Th>{t('exchanges.request')}</Table.Th>
                <Table.Th>{t('exchanges.response')}</Table.Th>
                <Table.Th>{t('exchanges.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exchanges.data.map((exchange) => (
                <Table.Tr key={exchange.id}>
                  <Table.Td>{formatDateTime(exchange.at)}</Table.Td>
                  <Table.Td>{t(`services.${exchange.service}`)}</Table.Td>
                  <Table.Td>{exchange.operation}</Table.Td>
                  <Table.Td>
                    <Code style={THAI_CAPABLE}>{JSON.stringify(exchange.request)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code style={THAI_CAPABLE}>{JSON.stringify(exchange.response)}</Code>
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Badge color={OUTCOME_COLOR[exchange.outcome]}>{t(`outcomes.${exchange.outcome}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
