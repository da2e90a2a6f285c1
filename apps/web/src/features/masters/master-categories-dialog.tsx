import { ActionIcon, Button, Group, Modal, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMasterCategory } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { categoryText } from './category-texts.ts';
import { confirmDelete } from './confirm-delete.ts';
import { categoryFields, categoryValues } from './master-fields.ts';
import { MasterFormDialog } from './master-form-dialog.tsx';
import {
  deleteMasterCategory,
  masterCategoriesQuery,
  masterListKeys,
  saveMasterCategory,
  type BranchRef,
} from './master-lists.api.ts';
import { categorySchema, type MasterListConfig } from './master-lists.config.ts';

type MasterCategoriesDialogProps = {
  config: MasterListConfig;
  branch: BranchRef;
  canWrite: boolean;
  onClose: () => void;
};

/** The categories of one list (the *Cate endpoints, the lab companies): add, rename, delete. */
export function MasterCategoriesDialog({ config, branch, canWrite, onClose }: MasterCategoriesDialogProps) {
  const { t } = useTranslation('masters');
  const queryClient = useQueryClient();
  const categories = useQuery(masterCategoriesQuery(config, branch));
  const [editing, setEditing] = useState<TMasterCategory | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: masterListKeys.all(config.kind, branch) });

  const removal = useMutation({
    mutationFn: (id: number) => deleteMasterCategory(config, branch, id),
    onSuccess: async () => {
      showToast('success', t('form.deleted'));
      await refresh();
    },
    onError: showErrorToast,
  });

  const list = categories.data?.list ?? [];
  const title = categoryText(t, config, 'title');
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="md">
        {canWrite && (
          <Group justify="flex-end">
            <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing('new')}>
              {categoryText(t, config, 'add')}
            </Button>
          </Group>
        )}
        <QueryStates
          query={categories}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={list.length === 0}
          empty={categoryText(t, config, 'empty')}
          compact
        />
        {list.length > 0 && (
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t('table.code')}</Table.Th>
                <Table.Th>{t('table.nameTh')}</Table.Th>
                <Table.Th>{t('table.nameEn')}</Table.Th>
                <Table.Th w={88} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td ff="monospace">{category.code}</Table.Td>
                  <Table.Td>{category.nameTh}</Table.Td>
                  <Table.Td lang="en">{category.nameEn}</Table.Td>
                  <Table.Td>
                    {canWrite && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('actions.edit')} ${category.code}`}
                          onClick={() => setEditing(category)}
                        >
                          <Icon name="pencil" size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('actions.delete')} ${category.code}`}
                          onClick={() =>
                            confirmDelete(`${category.code} ${category.nameTh}`, () => removal.mutate(category.id))
                          }
                        >
                          <Icon name="trash" size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {/* Rows are saved one by one (their own dialogs): the footer only closes the list. */}
      <DialogFooter cancelLabel={t('common:actions.close')} onCancel={onClose} />
      {editing !== null && (
        <MasterFormDialog
          title={editing === 'new' ? categoryText(t, config, 'add') : categoryText(t, config, 'edit')}
          schema={categorySchema}
          fields={categoryFields(t)}
          initialValues={categoryValues(editing === 'new' ? null : editing)}
          onSave={(body) => saveMasterCategory(config, branch, editing === 'new' ? null : editing.id, body)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Modal>
  );
}
