import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FastPayOrders } from './fast-pay-orders.tsx';
import { StoragePlanPanel } from './storage-plan-panel.tsx';

/**
 * /{c}/{b}/subscription (spec clinic §2: manager and head counter, not in production): what the
 * branch pays the platform for, in one place: the file-storage plan to buy or extend, a credit
 * top-up through the bank's page, and every order with how the bank answered.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('payments');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('subscription.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subscription.subtitle')}
          </Text>
        </div>
        <Button component={Link} to={`/${encodeURIComponent(clinicUrl)}/${encodeURIComponent(branchUrl)}/ktbfastpay`}>
          {t('subscription.topUp')}
        </Button>
      </Group>
      <StoragePlanPanel branch={branch} />
      <FastPayOrders branch={branch} />
    </Stack>
  );
}
