import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { bahtToSatang, formatSatang, satangToBaht, type TReceiptCheck } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { MethodLine } from './payment-draft.ts';

/**
 * PaymentMethodModal (spec §2): the amount paid today split across the branch's payment methods
 * (the receipt's displayAmount lines). Done only when the lines add up to the amount.
 */
export function PaymentMethodModal({
  check,
  paidSatang,
  value,
  onDone,
  onClose,
}: {
  check: TReceiptCheck;
  paidSatang: number;
  value: MethodLine[];
  onDone: (lines: MethodLine[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('receipts');
  const [lines, setLines] = useState<MethodLine[]>(value);
  const sum = lines.reduce((s, l) => s + l.satang, 0);
  const unused = check.paymentMethods.filter((m) => !lines.some((l) => l.methodId === m.id));
  const name = (m: TReceiptCheck['paymentMethods'][number]) =>
    i18n.language === 'en' ? m.cateNameEn || m.cateName : m.cateName;
  const isValid = sum === paidSatang && lines.every((l) => l.satang > 0);
  const setLine = (index: number, line: MethodLine) => setLines(lines.map((l, i) => (i === index ? line : l)));
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('method.title')}</Text>} size="lg">
      <Stack gap="sm">
        {lines.map((line, index) => (
          <Group key={line.methodId} align="flex-end" wrap="nowrap">
            <Select
              label={t('method.method')}
              data={check.paymentMethods
                .filter((m) => m.id === line.methodId || unused.includes(m))
                .map((m) => ({ value: String(m.id), label: name(m) }))}
              value={String(line.methodId)}
              onChange={(v) => v && setLine(index, { ...line, methodId: Number(v) })}
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={t('method.amount')}
              value={satangToBaht(line.satang)}
              onChange={(v) => setLine(index, { ...line, satang: bahtToSatang(Number(v) || 0) })}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              w={160}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('method.remove', { name: name(check.paymentMethods.find((m) => m.id === line.methodId)!) })}
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              <Icon name="trash" />
            </ActionIcon>
          </Group>
        ))}
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
    </Modal>
  );
}
