import { Alert, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { PaymentModal } from './payment-modal.tsx';
import { ReceiptViewModal } from './receipt-view-modal.tsx';

const positiveId = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * receipt (spec §2, "receipt display", not in the menu): `?appointmentId=` takes the payment of
 * a visit (from the queue's appointment), `?id=` shows a saved receipt to print as the original.
 */
export function ReceiptPage() {
  const { t } = useTranslation('receipts');
  const { branch } = useBranchAccess();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const appointmentId = positiveId(search.get('appointmentId'));
  const [receiptId, setReceiptId] = useState(positiveId(search.get('id')));
  const base = `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}`;
  const leave = () => void navigate(`${base}/queuemanage`);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('page.title')}
      </Title>
      {appointmentId === null && receiptId === null && <Alert color="yellow" title={t('page.nothing')} />}
      <Button component={Link} to={`${base}/receiptmanage`} variant="default" w="fit-content">
        {t('page.toManage')}
      </Button>
      {appointmentId !== null && receiptId === null && (
        <PaymentModal
          branch={branch}
          appointmentId={appointmentId}
          onClose={leave}
          onPaid={(receipt) => setReceiptId(receipt.id)}
        />
      )}
      {receiptId !== null && <ReceiptViewModal branch={branch} id={receiptId} mode="original" onClose={leave} />}
    </Stack>
  );
}
