import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { canUse, STORAGE_PLAN, type TStorageQuote } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { goToBank, subscribeFileStorage, type BranchRef } from './payments.api.ts';

/**
 * The file-storage plan (spec clinic §7 fileStorage/subscribe), for the manager and the head
 * counter: choose months and size, see the quote (price, the new end, the quota), then pay at the
 * bank. The plan is set when the bank approves; the menu's FileManage then appears.
 */
export function StoragePlanPanel({ branch }: { branch: BranchRef }) {
  const { t } = useTranslation('payments');
  const session = useQuery(branchSessionQuery(branch.clinicUrl, branch.branchUrl));
  const [durationMonths, setDurationMonths] = useState<number>(STORAGE_PLAN.durationsMonths[0]);
  const [storageSizeGB, setStorageSizeGB] = useState<number>(STORAGE_PLAN.sizesGB[0]);
  const [quote, setQuote] = useState<TStorageQuote | null>(null);
  const plan = { durationMonths, storageSizeGB };

  const quoting = useMutation({
    mutationFn: () => subscribeFileStorage(branch, plan, false),
    onSuccess: (answer) => setQuote(answer.quote),
    onError: (error) => showErrorToast(error),
  });
  const paying = useMutation({
    mutationFn: () => subscribeFileStorage(branch, plan, true),
    onSuccess: (answer) => {
      if (answer.order) goToBank(answer.order.ktbFastPayPayload);
    },
    onError: (error) => showErrorToast(error),
  });

  if (!canUse('fileStoragePlan', session.data?.branch.auth.authIdItems ?? [])) return null;
  const expiration = session.data?.branch.fileStoreExpiration;

  return (
    <Card withBorder component="section" aria-labelledby="storage-plan-title">
      <Stack gap="sm">
        <Title order={3} id="storage-plan-title">
          {t('plan.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {expiration ? t('plan.current', { date: formatDate(expiration, 'long') }) : t('plan.none')}
        </Text>
        <Text size="sm">{t('plan.price', { price: formatMoney(STORAGE_PLAN.bahtPerGbMonth) })}</Text>
        <Group grow>
          <Select
            label={t('plan.duration')}
            value={String(durationMonths)}
            allowDeselect={false}
            data={STORAGE_PLAN.durationsMonths.map((m) => ({
              value: String(m),
              label: t('plan.months', { count: m }),
            }))}
            onChange={(value) => {
              setDurationMonths(Number(value));
              setQuote(null);
            }}
          />
          <Select
            label={t('plan.size')}
            value={String(storageSizeGB)}
            allowDeselect={false}
            data={STORAGE_PLAN.sizesGB.map((gb) => ({ value: String(gb), label: `${gb} GB` }))}
            onChange={(value) => {
              setStorageSizeGB(Number(value));
              setQuote(null);
            }}
          />
        </Group>
        {quote && (
          <Alert color="blue" title={t('plan.quoteTitle')}>
            <Text size="sm">{t('plan.quotePrice', { price: formatMoney(quote.priceBahts) })}</Text>
            <Text size="sm">{t('plan.quoteEnd', { date: formatDate(quote.storageEndDate, 'long') })}</Text>
            <Text size="sm">{t('plan.quoteQuota', { size: quote.storageSizeGB })}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => quoting.mutate()} loading={quoting.isPending}>
            {t('plan.quote')}
          </Button>
          <Button onClick={() => paying.mutate()} loading={paying.isPending} disabled={!quote}>
            {t('plan.pay')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
