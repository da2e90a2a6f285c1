import { ActionIcon, Badge, NumberInput, Table, Text } from '@mantine/core';
import { TREATMENT_MAX_QUANTITY, type TreatmentLineKind } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { lineAmountBaht, type DraftLine } from './treatment-draft.ts';

type Props = {
  lines: readonly DraftLine[];
  /** Whether the caller may change a line of this kind (the chart is the doctor's, items everyone's who writes). */
  canEdit: (kind: TreatmentLineKind) => boolean;
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
};

const KIND_COLOUR: Record<TreatmentLineKind, string> = { diagnosis: 'red', treatment: 'blue', item: 'grape' };

export function toothText(line: Pick<DraftLine, 'teeth' | 'surfaces'>): string {
  if (line.teeth.length === 0) return '—';
  return `${line.teeth.join(', ')}${line.surfaces.length > 0 ? ` ${line.surfaces.join('')}` : ''}`;
}

/** The record's lines: what was found, done and dispensed, with quantity, price, discount and amount. */
export function TreatmentLinesTable({ lines, canEdit, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation('treatments');
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('form.noLines')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table verticalSpacing={4} aria-label={t('form.linesTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.entry')}</Table.Th>
            <Table.Th w={64}>{t('form.quantity')}</Table.Th>
            <Table.Th w={96}>{t('form.price')}</Table.Th>
            <Table.Th w={88}>{t('form.discount')}</Table.Th>
            <Table.Th ta="right">{t('form.amount')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const editable = canEdit(line.kind);
            const priced = line.kind !== 'diagnosis';
            const name = i18n.language === 'en' ? line.nameEn || line.nameTh : line.nameTh;
            return (
              <Table.Tr key={line.key} data-line-kind={line.kind}>
                <Table.Td>
                  <Badge size="xs" color={KIND_COLOUR[line.kind]} variant="light" mr={4}>
                    {t(`kind.${line.kind}`)}
                  </Badge>
                  <Text span size="sm">
                    {line.code} {name}
                  </Text>
                  {line.teeth.length > 0 && (
                    // Thai words in a monospace font fall back to boxes: only the codes are monospace.
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('form.tooth')}{' '}
                      <Text span inherit ff="monospace">
                        {toothText(line)}
                      </Text>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {priced ? (
                    <NumberInput
                      size="xs"
                      hideControls
                      aria-label={t('form.quantityOf', { name })}
                      value={line.quantity}
                      min={1}
                      max={TREATMENT_MAX_QUANTITY}
                      allowDecimal={false}
                      disabled={!editable}
                      onChange={(value) => onChange(line.key, { quantity: Math.max(1, Number(value) || 1) })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {priced ? (
                    <NumberInput
                      size="xs"
                      hideControls
                      aria-label={t('form.priceOf', { name })}
                      value={line.price}
                      min={0}
                      decimalScale={2}
                      disabled={!editable}
                      onChange={(value) => onChange(line.key, { price: Number(value) || 0 })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {priced ? (
                    <NumberInput
                      size="xs"
                      hideControls
                      aria-label={t('form.discountOf', { name })}
                      value={line.discount}
                      min={0}
                      decimalScale={2}
                      disabled={!editable}
                      onChange={(value) => onChange(line.key, { discount: Number(value) || 0 })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {priced ? formatMoney(lineAmountBaht(line)) : ''}
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('form.removeLine', { name })}
                      onClick={() => onRemove(line.key)}
                    >
                      <Icon name="trash" size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
