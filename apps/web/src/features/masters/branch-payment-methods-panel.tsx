import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentGroup } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import type { BranchRef } from './master-lists.api.ts';
import { branchPaymentMethodsQuery, paymentMethodKeys, saveBranchPaymentMethods } from './payment-methods.api.ts';

type BranchPaymentMethodsPanelProps = {
  branch: BranchRef;
  /** PERMISSIONS.settingWrite, decided by the page that mounts the panel (the setting page). */
  canWrite: boolean;
};

/**
 * Which payment methods the branch takes, one switch each, grouped as the payment dialog groups
 * them; a switch saves at once. For the setting page; receipts offer the enabled methods.
 */
export function BranchPaymentMethodsPanel({ branch, canWrite }: BranchPaymentMethodsPanelProps) {
  const { t, i18n } = useTranslation('masters');
  const queryClient = useQueryClient();
  const groups = useQuery(branchPaymentMethodsQuery(branch));
  const save = useMutation({
    mutationFn: (change: { id: number; enabled: boolean }) => saveBranchPaymentMethods(branch, { methods: [change] }),
    onSuccess: (answer: TPaymentGroup[]) => {
      queryClient.setQueryData(paymentMethodKeys.branch(branch), answer);
      showToast('success', t('paymentMethods.saved'));
    },
    onError: showErrorToast,
  });
  const name = (item: { nameTh: string; nameEn: string }) =>
    i18n.language === 'en' && item.nameEn ? item.nameEn : item.nameTh;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payment-methods-title">
      <Stack gap="sm">
        <div>
          <Title order={3} id="payment-methods-title">
            {t('paymentMethods.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {canWrite ? t('paymentMethods.hint') : t('readOnly')}
          </Text>
        </div>
        <QueryStates
          query={groups}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          compact
        />
        {groups.isSuccess && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {groups.data.map((group) => (
              <Stack key={group.id} gap={6} role="group" aria-label={name(group)}>
                <Text fw={600} size="sm">
                  {name(group)}
                </Text>
                {group.mReceiptPayment.map((method) => (
                  <Switch
                    key={method.id}
                    label={name(method)}
                    checked={method.enabled}
                    disabled={!canWrite || save.isPending}
                    onChange={(event) => save.mutate({ id: method.id, enabled: event.currentTarget.checked })}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
