import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TMasterCategory, TMasterEntry } from '@yim/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { categoryText } from './category-texts.ts';
import type { MasterListConfig } from './master-lists.config.ts';

type MasterEntriesTableProps = {
  config: MasterListConfig;
  entries: TMasterEntry[];
  categories: TMasterCategory[];
  canWrite: boolean;
  onFavorite: (entry: TMasterEntry) => void;
  onEdit: (entry: TMasterEntry) => void;
  onDelete: (entry: TMasterEntry) => void;
};

/** The rows of one page; the server sends favourites first, headed here 'รายการใช้ประจำ'. */
export function MasterEntriesTable(props: MasterEntriesTableProps) {
  const { config, entries, categories, canWrite } = props;
  const { t, i18n } = useTranslation('masters');
  const isEnglish = i18n.language === 'en';
  const categoryName = (id: number | null) => {
    const category = categories.find((c) => c.id === id);
    if (!category) return '';
    return isEnglish && category.nameEn ? category.nameEn : category.nameTh;
  };
  const columnCount = 5 + (config.hasPrice ? 1 : 0) + (config.hasUnit ? 1 : 0) + 1;
  const hasFavorites = entries.some((e) => e.favorite);

  function sectionRow(label: string) {
    return (
      <Table.Tr>
        <Table.Th colSpan={columnCount} bg="var(--mantine-color-gray-0)" scope="colgroup">
          {label}
        </Table.Th>
      </Table.Tr>
    );
  }

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        aria-label={t(`lists.${config.pageName}.title`)}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('table.favorite')}</VisuallyHidden>
            </Table.Th>
            <Table.Th w={100}>{t('table.code')}</Table.Th>
            <Table.Th>{t('table.nameTh')}</Table.Th>
            <Table.Th>{t('table.nameEn')}</Table.Th>
            <Table.Th w={130}>{categoryText(t, config, 'column')}</Table.Th>
            {config.hasPrice && (
              <Table.Th w={104} ta="right">
                {t('table.price')}
              </Table.Th>
            )}
            {config.hasUnit && <Table.Th w={64}>{t('table.unit')}</Table.Th>}
            <Table.Th w={72}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => {
            const isOwn = entry.source === 'branch';
            const isFirstFavorite = entry.favorite && index === 0;
            const isFirstOther = hasFavorites && !entry.favorite && (index === 0 || entries[index - 1]?.favorite);
            return (
              <Fragment key={`${entry.source}-${entry.id}`}>
                {isFirstFavorite && sectionRow(t('table.favorites'))}
                {isFirstOther && sectionRow(t('table.others'))}
                <Table.Tr>
                  <Table.Td>
                    <Tooltip label={entry.favorite ? t('actions.unfavorite') : t('actions.favorite')}>
                      <ActionIcon
                        variant="subtle"
                        color={entry.favorite ? 'yellow' : 'gray'}
                        aria-label={`${entry.favorite ? t('actions.unfavorite') : t('actions.favorite')} ${entry.code}`}
                        aria-pressed={entry.favorite}
                        disabled={!canWrite}
                        onClick={() => props.onFavorite(entry)}
                      >
                        <Icon name="star" size={18} fill={entry.favorite ? 'currentColor' : 'none'} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td ff="monospace">{entry.code}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{entry.nameTh}</Text>
                      {!isOwn && (
                        <Badge size="xs" variant="light" color="gray">
                          {t(`source.${entry.source}`)}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td lang="en">{entry.nameEn}</Table.Td>
                  <Table.Td>{categoryName(entry.cateId)}</Table.Td>
                  {config.hasPrice && (
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {entry.price === null ? '–' : formatMoney(entry.price)}
                    </Table.Td>
                  )}
                  {config.hasUnit && <Table.Td>{entry.unit}</Table.Td>}
                  <Table.Td>
                    {canWrite && isOwn && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('actions.edit')} ${entry.code}`}
                          onClick={() => props.onEdit(entry)}
                        >
                          <Icon name="pencil" size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('actions.delete')} ${entry.code}`}
                          onClick={() => props.onDelete(entry)}
                        >
                          <Icon name="trash" size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
