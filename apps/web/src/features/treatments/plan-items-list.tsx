import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import type { PlanItemStatus, TTreatmentPlan, TTreatmentPlanItem } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { placeText } from './plan-draft.ts';

// Dark shades in outline: the light badges' pale text fails the contrast check on white.
const STATUS_COLOUR: Record<PlanItemStatus, string> = { Diagnosed: 'red.9', Planned: 'blue.8', Done: 'teal.9' };

type Props = {
  plan: TTreatmentPlan;
  areaNames: ReadonlyMap<string, string>;
  canWrite: boolean;
  canMarkDone: boolean;
  /** The item being changed, whose controls wait. */
  busyItemId: number | null;
  onStatus: (item: TTreatmentPlanItem, status: PlanItemStatus) => void;
};

/** A plan's items by priority: place, price and status, with the status change and "done" where allowed. */
export function PlanItemsList({ plan, areaNames, canWrite, canMarkDone, busyItemId, onStatus }: Props) {
  const { t, i18n } = useTranslation('treatments');
  if (plan.items.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('plan.noItems')}
      </Text>
    );
  }
  const items = [...plan.items].sort((a, b) => a.priority - b.priority);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label={t('plan.itemsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('plan.priority')}</Table.Th>
            <Table.Th>{t('form.entry')}</Table.Th>
            <Table.Th ta="right">{t('form.price')}</Table.Th>
            <Table.Th w={150}>{t('plan.itemStatus')}</Table.Th>
            <Table.Th w={120} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = i18n.language === 'en' ? item.nameEn || item.nameTh : item.nameTh;
            const place = placeText(item, areaNames);
            const isDone = item.status === 'Done';
            const isBusy = busyItemId === item.id;
            return (
              <Table.Tr key={item.id} data-plan-item={item.code} data-status={item.status}>
                <Table.Td>{item.priority}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {item.code} {name}
                  </Text>
                  {place && (
                    <Text size="sm" c="dimmed">
                      {item.teeth.length > 0 ? `${t('form.tooth')} ${place}` : place}
                    </Text>
                  )}
                  {item.note && (
                    <Text size="xs" c="dimmed">
                      {item.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(item.price)}
                </Table.Td>
                <Table.Td>
                  {isDone || !canWrite ? (
                    <Badge color={STATUS_COLOUR[item.status]} variant="outline">
                      {t(`plan.status.${item.status}`)}
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
                      disabled={isBusy}
                      onChange={(value) => value && value !== item.status && onStatus(item, value as PlanItemStatus)}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    {!isDone && canMarkDone && (
                      <Button
                        size="xs"
                        variant="light"
                        color="teal"
                        loading={isBusy}
                        onClick={() => onStatus(item, 'Done')}
                      >
                        {t('plan.markDone')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
