import { ActionIcon, Badge, NumberInput, Select, Table, Text } from '@mantine/core';
import { PLAN_PRIORITY_MAX } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { placeText, type PlanDraftItem } from './plan-draft.ts';

type Props = {
  items: readonly PlanDraftItem[];
  areaNames: ReadonlyMap<string, string>;
  onChange: (key: string, patch: Partial<PlanDraftItem>) => void;
  onRemove: (key: string) => void;
};

const PRIORITIES = Array.from({ length: PLAN_PRIORITY_MAX }, (_, i) => String(i + 1));

/** The editor's items: price, priority and Diagnosed/Planned per item; a Done item is shown as it is. */
export function PlanItemsEditor({ items, areaNames, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation('treatments');
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('plan.noItems')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} aria-label={t('plan.itemsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.entry')}</Table.Th>
            <Table.Th w={104}>{t('form.price')}</Table.Th>
            <Table.Th w={76}>{t('plan.priority')}</Table.Th>
            <Table.Th w={132}>{t('plan.itemStatus')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = i18n.language === 'en' ? item.nameEn || item.nameTh : item.nameTh;
            const isDone = item.status === 'Done';
            const place = placeText(item, areaNames);
            return (
              <Table.Tr key={item.key} data-plan-item={item.code}>
                <Table.Td>
                  <Text size="sm">
                    {item.code} {name}
                  </Text>
                  {place && (
                    <Text size="sm" c="dimmed">
                      {item.teeth.length > 0 ? `${t('form.tooth')} ${place}` : place}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    hideControls
                    aria-label={t('form.priceOf', { name })}
                    value={item.price}
                    min={0}
                    decimalScale={2}
                    disabled={isDone}
                    onChange={(value) => onChange(item.key, { price: Number(value) || 0 })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={t('plan.priorityOf', { name })}
                    data={PRIORITIES}
                    value={String(item.priority)}
                    allowDeselect={false}
                    disabled={isDone}
                    onChange={(value) => onChange(item.key, { priority: Number(value ?? 3) })}
                  />
                </Table.Td>
                <Table.Td>
                  {isDone ? (
                    <Badge color="teal.9" variant="outline">
                      {t('plan.status.Done')}
                    </Badge>
                  ) : (
                    <Select
                      size="xs"
                      aria-label={t('plan.itemStatusOf', { name })}
                      data={(['Diagnosed', 'Planned'] as const).map((s) => ({
                        value: s,
                        label: t(`plan.status.${s}`),
                      }))}
                      value={item.status}
                      allowDeselect={false}
                      onChange={(value) =>
                        onChange(item.key, { status: value === 'Diagnosed' ? 'Diagnosed' : 'Planned' })
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {!isDone && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('form.removeLine', { name })}
                      onClick={() => onRemove(item.key)}
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
