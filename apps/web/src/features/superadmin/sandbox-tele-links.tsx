import { Alert, Badge, Button, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { confirmSandboxTeleCode, sandboxTeleLinksQuery, sandboxKeys } from './sandbox.api.ts';

const STATE_COLOR = {
  pending: 'blue',
  connected: 'teal',
  expired: 'gray',
  unlinked: 'gray',
  replaced: 'gray',
} as const;

/** The tele-dentistry sandbox's link codes; a pending one can be confirmed as the patient would. */
export function SandboxTeleLinks() {
  const { t } = useTranslation('superadmin');
  const queryClient = useQueryClient();
  const links = useQuery(sandboxTeleLinksQuery());
  const confirm = useMutation({
    mutationFn: confirmSandboxTeleCode,
    onSuccess: async () => {
      showToast('success', t('tele.confirmed'));
      await queryClient.invalidateQueries({ queryKey: sandboxKeys.sandbox });
    },
    onError: showErrorToast,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sandbox-tele">
      <Title order={3} id="sandbox-tele" mb="xs">
        {t('tele.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('tele.rules')}
      </Text>
      {links.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : links.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : links.data.length === 0 ? (
        <Text c="dimmed">{t('tele.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tele.code')}</Table.Th>
              <Table.Th>{t('tele.patient')}</Table.Th>
              <Table.Th>{t('tele.issuedAt')}</Table.Th>
              <Table.Th>{t('tele.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.map((link) => (
              <Table.Tr key={`${link.code}-${link.issuedAt}`}>
                <Table.Td>{link.code}</Table.Td>
                <Table.Td>{link.patientRef}</Table.Td>
                <Table.Td>{formatDateTime(link.issuedAt)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[link.state]}>{t(`linkStates.${link.state}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  {link.state === 'pending' && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => confirm.mutate(link.code)}
                      loading={confirm.isPending}
                    >
                      {t('tele.confirm')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
