import { Alert, Badge, Button, Group, Loader, Paper, Select, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_CHANNELS, type TMessageChannel } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { sandboxOutboxQuery } from './sandbox.api.ts';

const STATUS_COLOR = { queued: 'blue', delivered: 'teal', failed: 'red' } as const;

/** The SMS and LINE sandboxes' outbox: which reminders went out, and whether they arrived. */
export function SandboxOutbox() {
  const { t } = useTranslation('superadmin');
  const [channel, setChannel] = useState<TMessageChannel | null>(null);
  const outbox = useQuery(sandboxOutboxQuery(channel));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sandbox-outbox">
      <Group justify="space-between" mb="xs">
        <Title order={3} id="sandbox-outbox">
          {t('outbox.title')}
        </Title>
        <Group>
          <Select
            aria-label={t('outbox.channel')}
            placeholder={t('outbox.allChannels')}
            clearable
            value={channel}
            onChange={(value) => setChannel(value as TMessageChannel | null)}
            data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`services.${c}`) }))}
          />
          <Button variant="light" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            {t('refresh')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('outbox.rules')}
      </Text>
      {outbox.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : outbox.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : outbox.data.length === 0 ? (
        <Text c="dimmed">{t('outbox.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.sentAt')}</Table.Th>
                <Table.Th>{t('outbox.channel')}</Table.Th>
                <Table.Th>{t('outbox.to')}</Table.Th>
                <Table.Th>{t('outbox.text')}</Table.Th>
                <Table.Th>{t('outbox.reference')}</Table.Th>
                <Table.Th>{t('outbox.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.map((message) => (
                <Table.Tr key={message.messageId}>
                  <Table.Td>{formatDateTime(message.sentAt)}</Table.Td>
                  <Table.Td>{t(`services.${message.channel}`)}</Table.Td>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{message.text}</Table.Td>
                  <Table.Td>{message.reference}</Table.Td>
                  <Table.Td miw={120}>
                    <Badge color={STATUS_COLOR[message.status]}>{t(`messageStatuses.${message.status}`)}</Badge>
                    {message.failureReason && (
                      <Text size="xs" c="red">
                        {t(`failureReasons.${message.failureReason}`, { defaultValue: message.failureReason })}
                      </Text>
                    )}
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
