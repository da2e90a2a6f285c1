import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FAST_PAY_AMOUNT_MESSAGE, FAST_PAY_PRESET_BAHTS, MAX_TOP_UP_BAHTS } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { FastPayOrders } from './fast-pay-orders.tsx';
import { goToBank, topUpCredit } from './payments.api.ts';

/**
 * The fast-pay top-up (spec clinic §2 ktbfastpay): branch info, the preset amounts, a custom
 * amount, the total, cancel and proceed. Proceed needs an amount above 0 ('กรุณาเลือกจำนวนเงิน',
 * §5), then posts the server's payload to the bank's page.
 */
export function FastPayPage() {
  const { t } = useTranslation('payments');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const navigate = useNavigate();
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const amount = custom !== '' ? custom : (preset ?? 0);

  const proceed = useMutation({
    mutationFn: () => topUpCredit(branch, amount),
    onSuccess: (started) => goToBank(started.ktbFastPayPayload),
    onError: (failure) => showErrorToast(failure),
  });

  const submit = () => {
    if (!(amount > 0)) {
      setError(FAST_PAY_AMOUNT_MESSAGE);
      return;
    }
    setError(null);
    proceed.mutate();
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={640}>
      <Title order={1} size="h2">
        {t('fastPay.title')}
      </Title>
      <Card withBorder>
        <Text fw={600}>{session.data?.branch.name ?? branchUrl}</Text>
        <Text size="sm" c="dimmed">
          {session.data?.branch.clinic.name ?? clinicUrl}
        </Text>
      </Card>
      <div>
        <Text fw={600} mb="xs">
          {t('fastPay.choose')}
        </Text>
        {/* Three in a row: in the page's 640 px five left '1,000.00 บาท' clipped at any screen size. */}
        <SimpleGrid cols={{ base: 2, xs: 3 }}>
          {FAST_PAY_PRESET_BAHTS.map((value) => (
            <Button
              key={value}
              variant={preset === value && custom === '' ? 'filled' : 'default'}
              aria-pressed={preset === value && custom === ''}
              onClick={() => {
                setPreset(value);
                setCustom('');
                setError(null);
              }}
            >
              {t('fastPay.baht', { amount: formatMoney(value) })}
            </Button>
          ))}
        </SimpleGrid>
      </div>
      <NumberInput
        label={t('fastPay.custom')}
        value={custom}
        onChange={(value) => {
          setCustom(typeof value === 'number' ? value : '');
          setError(null);
        }}
        min={0}
        max={MAX_TOP_UP_BAHTS}
        decimalScale={2}
        thousandSeparator=","
        allowNegative={false}
      />
      <Group justify="space-between">
        <Text fw={600}>{t('fastPay.total')}</Text>
        <Text fw={700} size="xl" data-testid="fast-pay-total">
          {t('fastPay.baht', { amount: formatMoney(amount) })}
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(`/${clinicUrl}/${branchUrl}`)}>
          {t('fastPay.cancel')}
        </Button>
        <Button onClick={submit} loading={proceed.isPending}>
          {t('fastPay.proceed')}
        </Button>
      </Group>
      <FastPayOrders branch={branch} />
    </Stack>
  );
}
