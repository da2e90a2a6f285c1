import { ActionIcon, Alert, Center, Container, Group, Loader, Popover, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_RECEIPT_REF, receiptLabel, receipts } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { Icon } from '../../ui/icon.tsx';
import { readColumns, saveColumns } from './receipt-columns.ts';
import type { ReceiptColumns, ReceiptLanguage } from './receipt-document.tsx';
import { ReceiptTabs } from './receipt-tabs.tsx';

const COLUMN_KEYS = ['doctor', 'quantity', 'price', 'finalDiscount'] as const;

/** Which of the spec's three alerts an answer deserves. */
function failureText(error: unknown): 'noPatient' | 'cannotShow' | 'fetchFailed' {
  if (isApiError(error) && (error.status === 404 || error.status === 422)) return 'cannotShow';
  return 'fetchFailed';
}

/**
 * /receipt/view?ref=… (spec §2 receipt display view): the receipt of a public link, no login, as
 * a copy (or marked cancelled), in Thai and English tabs, with 'แสดงคอลัมน์' switches kept in
 * this browser. Alerts 'ระบบขัดข้อง' with the spec's three texts.
 */
export function ReceiptPublicPage() {
  const { t } = useTranslation('receipts');
  const [search] = useSearchParams();
  const ref = search.get('ref') ?? '';
  const isWellFormed = PUBLIC_RECEIPT_REF.test(ref);
  const [language, setLanguage] = useState<ReceiptLanguage>('th');
  const [columns, setColumns] = useState<ReceiptColumns>(() => readColumns());
  const answer = useQuery({
    queryKey: ['receipts', 'public', ref],
    queryFn: ({ signal }) =>
      callApi(receipts.publicReceipt, { params: { hash: ref }, signal, skipAuth: true, silent: true }),
    enabled: isWellFormed,
    retry: false,
  });
  const setColumn = (key: keyof ReceiptColumns, on: boolean) => {
    const next = { ...columns, [key]: on };
    setColumns(next);
    saveColumns(next);
  };
  const failure = !isWellFormed ? 'noPatient' : answer.isError ? failureText(answer.error) : null;
  return (
    <Container size="md" py="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={1} fz="h2">
            {t('public.title')}
          </Title>
          <Popover position="bottom-end" withArrow>
            <Popover.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('public.columns')}>
                <Icon name="settings" />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <strong>{t('public.columns')}</strong>
                {COLUMN_KEYS.map((key) => (
                  <Switch
                    key={key}
                    label={t(`public.column.${key}`)}
                    checked={columns[key]}
                    onChange={(event) => setColumn(key, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        {failure && (
          <Alert color="red" title={t('public.failed')} role="alert">
            {t(`public.${failure}`)}
          </Alert>
        )}
        {isWellFormed && answer.isPending && (
          <Center p="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        )}
        {answer.data && (
          <ReceiptTabs
            receipt={answer.data.receipt}
            branch={answer.data.branch}
            columns={columns}
            label={receiptLabel(answer.data.receipt.cancel ? 'cancel' : 'copy', answer.data.receipt.receiptNo, false)}
            language={language}
            onLanguage={setLanguage}
          />
        )}
      </Stack>
    </Container>
  );
}
