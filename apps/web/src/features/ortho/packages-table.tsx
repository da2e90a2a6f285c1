import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TOrthoPackage } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';

/** The table of packages of packageManage and of the super-administrator's templates page. */
export function PackagesTable({
  packages,
  actions,
}: {
  packages: readonly TOrthoPackage[];
  actions: (pkg: TOrthoPackage) => ReactNode;
}) {
  const { t, i18n } = useTranslation('ortho');
  const name = (pkg: TOrthoPackage) => (i18n.language === 'en' ? pkg.nameEn || pkg.nameTh : pkg.nameTh);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('manage.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={180}>{t('table.name')}</Table.Th>
              <Table.Th>{t('table.items')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('table.price')}
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('table.visits')}
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('table.instalments')}
              </Table.Th>
              <Table.Th w={110}>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.map((pkg) => (
              <Table.Tr key={pkg.id}>
                <Table.Td>
                  <Text fw={500}>{name(pkg)}</Text>
                  {i18n.language !== 'en' && pkg.nameEn && (
                    <Text size="xs" c="dimmed" lang="en">
                      {pkg.nameEn}
                    </Text>
                  )}
                  {pkg.branchId === 0 && (
                    <Badge size="xs" variant="light" color="grape">
                      {t('manage.templateBadge')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {pkg.items
                      .map((item) => (i18n.language === 'en' ? item.nameEn || item.nameTh : item.nameTh))
                      .join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(pkg.price)}</Table.Td>
                <Table.Td ta="right">{pkg.visits}</Table.Td>
                <Table.Td ta="right">{pkg.instalments}</Table.Td>
                <Table.Td>{actions(pkg)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** Edit and delete buttons of one package's row, named after it for screen readers. */
export function EditDeleteActions({
  pkg,
  onEdit,
  onDelete,
}: {
  pkg: TOrthoPackage;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('ortho');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('manage.edit')}>
        <ActionIcon variant="subtle" aria-label={t('manage.editOf', { name: pkg.nameTh })} onClick={onEdit}>
          <Icon name="pencil" size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('manage.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('manage.deleteOf', { name: pkg.nameTh })}
          onClick={onDelete}
        >
          <Icon name="trash" size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
