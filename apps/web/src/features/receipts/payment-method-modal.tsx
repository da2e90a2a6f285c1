import { ActionIcon, Badge, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { bahtToSatang, formatSatang, satangToBaht, type TReceiptCheck } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { Icon } from '../../ui/icon.tsx';
import { CardTerminalPayment, type TerminalResult } from './card-terminal-payment.tsx';
import { isCardMethod, type MethodLine } from './payment-draft.ts';
import { cancelTerminalSale, type BranchRef } from './receipts.api.ts';

/**
 * PaymentMethodModal (spec §2): the amount paid today split across the branch's payment methods
 * (the receipt's displayAmount lines). Done only when the lines add up to the amount. A card line
 * is paid at the card terminal (EDC) from here; once approved its method and amount are the
 * terminal's (locked) and the draft keeps it at once (`onCommit`), so closing cannot lose a charge.
 */
export function PaymentMethodModal({
  branch,
  check,
  paidSatang,
  value,
  onDone,
  onCommit,
  onClose,
}: {
  branch: BranchRef;
  check: TReceiptCheck;
  paidSatang: number;
  value: MethodLine[];
  onDone: (lines: MethodLine[]) => void;
  onCommit: (lines: MethodLine[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('receipts');
  const [lines, setLines] = useState<MethodLine[]>(value);
  const [paying, setPaying] = useState<number | null>(null);
  const sum = lines.reduce((s, l) => s + l.satang, 0);
  const unused = check.paymentMethods.filter((m) => !lines.some((l) => l.methodId === m.id));
  const name = (m: TReceiptCheck['paymentMethods'][number]) =>
    i18n.language === 'en' ? m.cateNameEn || m.cateName : m.cateName;
  const nameOf = (methodId: number) => name(check.paymentMethods.find((m) => m.id === methodId)!);
  const isValid = sum === paidSatang && lines.every((l) => l.satang > 0);
  const setLine = (index: number, line: MethodLine) => setLines(lines.map((l, i) => (i === index ? line : l)));

  function terminalEnded(index: number, result: TerminalResult) {
    setPaying(null);
    const line = lines[index]!;
    const next: MethodLine =
      result.kind === 'approved'
        ? {
            methodId: line.methodId,
            satang: line.satang,
            terminalSale: {
              id: result.sale.id,
              approvalCode: result.sale.approvalCode,
              maskedPan: result.sale.maskedPan,
              cardBrand: result.sale.cardBrand,
            },
          }
        : result.kind === 'unsettled'
          ? { ...line, terminalAttempt: result.saleId }
          : result.kind === 'startFailed'
            ? { ...line, terminalReference: result.reference }
            : { methodId: line.methodId, satang: line.satang };
    const updated = lines.map((l, i) => (i === index ? next : l));
    setLines(updated);
    onCommit(updated);
  }

  async function remove(index: number) {
    const line = lines[index]!;
    if (line.terminalSale) {
      const isVoided = await dialogs.confirm({
        kind: 'warning',
        title: t('terminal.voidTitle'),
        message: t('terminal.voidConfirm', { amount: formatSatang(line.satang) }),
        confirmLabel: t('terminal.voidButton'),
        cancelLabel: t('terminal.keepButton'),
        isDanger: true,
      });
      if (!isVoided) return;
      try {
        await cancelTerminalSale(branch, line.terminalSale.id);
      } catch (error) {
        showErrorToast(error);
        return;
      }
    }
    const updated = lines.filter((_, i) => i !== index);
    setLines(updated);
    if (line.terminalSale) onCommit(updated);
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('method.title')}</Text>} size="lg">
      <Stack gap="sm">
        {lines.map((line, index) => {
          const isCard = isCardMethod(check, line.methodId);
          const isLocked =
            line.terminalSale !== undefined ||
            line.terminalAttempt !== undefined ||
            line.terminalReference !== undefined;
          return (
            <Stack key={line.methodId} gap={4}>
              <Group align="flex-end" wrap="nowrap">
                <Select
                  label={t('method.method')}
                  data={check.paymentMethods
                    .filter((m) => m.id === line.methodId || unused.includes(m))
                    .map((m) => ({ value: String(m.id), label: name(m) }))}
                  value={String(line.methodId)}
                  onChange={(v) => v && setLine(index, { ...line, methodId: Number(v) })}
                  allowDeselect={false}
                  disabled={isLocked}
                  style={{ flex: 1 }}
                />
                <NumberInput
                  label={t('method.amount')}
                  value={satangToBaht(line.satang)}
                  onChange={(v) => setLine(index, { ...line, satang: bahtToSatang(Number(v) || 0) })}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  disabled={isLocked}
                  w={160}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('method.remove', { name: nameOf(line.methodId) })}
                  disabled={line.terminalAttempt !== undefined || line.terminalReference !== undefined}
                  onClick={() => void remove(index)}
                >
                  <Icon name="trash" />
                </ActionIcon>
              </Group>
              {isCard && line.terminalSale && (
                <Group gap="xs">
                  <Badge color="green" variant="light" data-testid="terminal-paid">
                    {t('terminal.paid', { code: line.terminalSale.approvalCode ?? '-' })}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t('terminal.card', {
                      brand: line.terminalSale.cardBrand ?? '',
                      pan: line.terminalSale.maskedPan ?? '',
                    })}
                  </Text>
                </Group>
              )}
              {isCard && !line.terminalSale && (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<Icon name="creditCard" />}
                    disabled={line.satang <= 0 || paying !== null}
                    aria-label={t('terminal.payOf', { name: nameOf(line.methodId) })}
                    onClick={() => setPaying(index)}
                  >
                    {t('terminal.pay')}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        })}
        {unused.length > 0 && (
          <Button
            variant="light"
            leftSection={<Icon name="plus" />}
            onClick={() => setLines([...lines, { methodId: unused[0]!.id, satang: Math.max(0, paidSatang - sum) }])}
          >
            {t('method.add')}
          </Button>
        )}
        <Text c={isValid ? undefined : 'red'} size="sm" data-testid="method-sum">
          {t('method.sum', { sum: formatSatang(sum), paid: formatSatang(paidSatang) })}
        </Text>
        <DialogFooter
          cancelLabel={t('close')}
          onCancel={onClose}
          confirmLabel={t('method.done')}
          onConfirm={() => isValid && onDone(lines)}
          isConfirmDisabled={!isValid}
        />
      </Stack>
      {paying !== null && lines[paying] && (
        <CardTerminalPayment
          branch={branch}
          methodId={lines[paying].methodId}
          satang={lines[paying].satang}
          resumeSaleId={lines[paying].terminalAttempt}
          reference={lines[paying].terminalReference}
          onEnd={(result) => terminalEnded(paying, result)}
        />
      )}
    </Modal>
  );
}
