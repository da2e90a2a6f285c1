import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDn, formatMoney, type TReceiptList } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { CopyButton } from '../../ui/clipboard/copy-button.tsx';

export type ReceiptSummary = TReceiptList['receipts'][number];

/**
 * Receipts as rows: number, date, patient (unless the page is one patient's), paid, owing,
 * status, and the actions: copy the public link, print again, cancel (when `canCancel`). The
 * branch's receipts page and a patient's receipts tab show the same rows.
 */
export function ReceiptTable({
  rows,
  showPatient = true,
  canCancel,
  onView,
  onCancel,
}: {
  rows: readonly ReceiptSummary[];
  showPatient?: boolean;
  canCancel: boolean;
  onView: (receipt: ReceiptSummary) => void;
  onCancel: (receipt: ReceiptSummary) => void;
}) {
  const { t } = useTranslation('receipts');
  return (
    <Table.ScrollContainer minWidth={showPatient ? 720 : 560}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manage.column.no')}</Table.Th>
            <Table.Th>{t('manage.column.date')}</Table.Th>
            {showPatient && <Table.Th>{t('manage.column.patient')}</Table.Th>}
            <Table.Th ta="right">{t('manage.column.paid')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('manage.column.overdue')}
            </Table.Th>
            <Table.Th>{t('manage.column.status')}</Table.Th>
            <Table.Th w={170}>
              <VisuallyHidden>{t('manage.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} c={row.cancel ? 'dimmed' : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.receiptNo}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.creationDt)}</Table.Td>
              {showPatient && (
                <Table.Td>
                  <Text size="sm">{row.patient.name}</Text>
                  <Text size="xs" c="dimmed">
                    DN {formatDn(row.patient.dn)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td ta="right" td={row.cancel ? 'line-through' : undefined}>
                {formatMoney(row.paid)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.overdue)}</Table.Td>
              <Table.Td>
                <Badge color={row.cancel ? 'red' : 'teal'} variant="light" style={{ overflow: 'visible' }}>
                  {t(row.cancel ? 'manage.statuses.cancel' : 'manage.statuses.active')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <CopyButton
                    label={t('manage.copyLink', { no: row.receiptNo })}
                    value={() => `${window.location.origin}/receipt/view?ref=${encodeURIComponent(row.publicRef)}`}
                  />
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={t('manage.reprintOf', { no: row.receiptNo })}
                    onClick={() => onView(row)}
                  >
                    {t('manage.reprint')}
                  </Button>
                  {!row.cancel && canCancel && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('cancel.action', { no: row.receiptNo })}
                      onClick={() => onCancel(row)}
                    >
                      {t('cancel.short')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
