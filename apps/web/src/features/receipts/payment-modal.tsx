import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  bahtToSatang,
  formatDn,
  formatSatang,
  formatThaiDate,
  formatThaiDateTime,
  satangToBaht,
  type TReceipt,
} from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientAppointmentsQuery } from '../appointments/appointments.api.ts';
import { draftProblem, draftTotals, fullPaymentDraft, nextVisitOf, type PaymentDraft } from './payment-draft.ts';
import { PaymentMethodModal } from './payment-method-modal.tsx';
import { PaymentReceiptPreviewModal } from './payment-receipt-preview-modal.tsx';
import { cancelTerminalSale, receiptCheckQuery, type BranchRef } from './receipts.api.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

/**
 * PaymentModal (spec §2): what the visit owes (its own treatment's lines, then earlier debts),
 * how much of each line is paid today (in full by default) and what stays owed, the split across
 * payment methods (PaymentMethodModal), then the preview that saves and prints
 * (PaymentReceiptPreviewModal). A stale treatment closes all three.
 */
export function PaymentModal({
  branch,
  appointmentId,
  onClose,
  onPaid,
}: {
  branch: BranchRef;
  appointmentId: number;
  onClose: () => void;
  onPaid: (receipt: TReceipt) => void;
}) {
  const { t } = useTranslation('receipts');
  const check = useQuery(receiptCheckQuery(branch, appointmentId));
  const [draft, setDraft] = useState<PaymentDraft | null>(null);
  const [step, setStep] = useState<'lines' | 'methods' | 'preview'>('lines');
  const data = check.data;
  const patientId = data?.patient?.id ?? 0;
  const booked = useQuery({ ...patientAppointmentsQuery(branch, patientId), enabled: patientId > 0 });
  const upcoming = booked.data ? nextVisitOf(booked.data.appointments) : null;
  const [isNextVisitShown, setIsNextVisitShown] = useState(true);
  const edited = data && draft === null ? fullPaymentDraft(data) : draft;
  const current = edited && { ...edited, nextVisit: isNextVisitShown ? upcoming : null };
  const totals = data && current ? draftTotals(data, current) : null;
  const problem = data && current ? draftProblem(data, current) : null;

  const setPaid = (itemId: number, satang: number) => {
    if (!data || !current) return;
    const paid = { ...current.paid, [itemId]: satang };
    const next = { ...current, paid };
    // One method takes the whole amount: it follows the amount, as a counter expects (not a card
    // line the terminal already took: that amount is the terminal's).
    if (current.methods.length === 1 && !current.methods[0]!.terminalSale) {
      next.methods = [{ ...current.methods[0]!, satang: draftTotals(data, next).paidSatang }];
    }
    setDraft(next);
  };

  const taken = (current?.methods ?? []).flatMap((m) => (m.terminalSale ? [m.terminalSale.id] : []));

  /** Voids the card sales no receipt holds; false when the server could not be told. */
  async function voidTaken(): Promise<boolean> {
    try {
      await Promise.all(taken.map((id) => cancelTerminalSale(branch, id)));
      return true;
    } catch (error) {
      showErrorToast(error);
      return false;
    }
  }

  /** Card lines the terminal took but no receipt holds are voided first: nothing stays charged. */
  async function close() {
    if (taken.length > 0) {
      const isVoided = await dialogs.confirm({
        kind: 'warning',
        title: t('terminal.voidTitle'),
        message: t('terminal.voidOnClose'),
        confirmLabel: t('terminal.voidButton'),
        cancelLabel: t('terminal.keepButton'),
        isDanger: true,
      });
      if (!isVoided || !(await voidTaken())) return;
    }
    onClose();
  }

  return (
    <Modal opened onClose={() => void close()} title={<Text fw={700}>{t('pay.title')}</Text>} size="xl">
      {check.isPending && (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {check.isError && (
        <Alert color="red" title={t('pay.loadError')}>
          <Button size="xs" variant="light" onClick={() => void check.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {data && !data.canCreate && (
        <Alert color="yellow" title={data.receiptId ? t('pay.alreadyPaid') : t('pay.notPayable')} />
      )}
      {data && data.canCreate && current && totals && (
        <Stack gap="sm">
          {data.patient && (
            <Text>
              {data.patient.name} · DN {formatDn(data.patient.dn)}
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pay.item')}</Table.Th>
                  <Table.Th>{t('pay.doctor')}</Table.Th>
                  <Table.Th ta="right">{t('pay.remained')}</Table.Th>
                  <Table.Th ta="right" w={170}>
                    {t('pay.paidNow')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => (
                  <Table.Tr key={line.treatmentItemId}>
                    <Table.Td>
                      {line.name}
                      {!line.current && (
                        <Badge ml="xs" size="sm" color="orange" variant="light">
                          {t('pay.overdueFrom', { date: formatThaiDate(line.treatmentDate) })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{line.doctor}</Table.Td>
                    <Table.Td ta="right">{formatSatang(bahtToSatang(line.remained))}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('pay.paidOf', { name: line.name })}
                        value={satangToBaht(current.paid[line.treatmentItemId] ?? 0)}
                        onChange={(v) => setPaid(line.treatmentItemId, bahtToSatang(Number(v) || 0))}
                        min={0}
                        max={line.remained}
                        clampBehavior="strict"
                        decimalScale={2}
                        thousandSeparator=","
                        size="xs"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="xl">
            <Text>
              {t('pay.owed')} <b>{formatSatang(totals.owedSatang)}</b>
            </Text>
            <Text>
              {t('pay.paidToday')} <b data-testid="pay-total">{formatSatang(totals.paidSatang)}</b>
            </Text>
            <Text>
              {t('pay.stillOwed')} <b>{formatSatang(totals.overdueSatang)}</b>
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c={problem === 'methodsMismatch' ? 'red' : 'dimmed'}>
              {current.methods
                .map((m) => {
                  const method = data.paymentMethods.find((p) => p.id === m.methodId);
                  return `${method?.cateName ?? m.methodId} ${formatSatang(m.satang)}`;
                })
                .join(' · ') || t('pay.noMethod')}
            </Text>
            <Button variant="default" onClick={() => setStep('methods')}>
              {t('pay.methods')}
            </Button>
          </Group>
          {upcoming && (
            <Checkbox
              checked={isNextVisitShown}
              onChange={(event) => setIsNextVisitShown(event.currentTarget.checked)}
              label={t('pay.nextVisit', {
                date: formatThaiDateTime(upcoming.start),
                title: upcoming.treatmentTitle,
              })}
            />
          )}
          {problem && (
            <Text c="red" size="sm" role="alert">
              {t(`pay.problem.${problem}`)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void close()}>
              {t('close')}
            </Button>
            <Button disabled={problem !== null} onClick={() => setStep('preview')}>
              {t('pay.preview')}
            </Button>
          </Group>
        </Stack>
      )}
      {data && current && totals && step === 'methods' && (
        <PaymentMethodModal
          branch={branch}
          check={data}
          paidSatang={totals.paidSatang}
          value={current.methods}
          onClose={() => setStep('lines')}
          onDone={(methods) => {
            setDraft({ ...current, methods });
            setStep('lines');
          }}
          onCommit={(methods) => setDraft({ ...current, methods })}
        />
      )}
      {data && current && step === 'preview' && (
        <PaymentReceiptPreviewModal
          branch={branch}
          check={data}
          draft={current}
          onClose={() => setStep('lines')}
          onStale={() => void voidTaken().then(onClose)}
          onSaved={onPaid}
        />
      )}
    </Modal>
  );
}
