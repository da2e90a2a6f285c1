import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrthoPackage } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { confirmDelete } from '../masters/confirm-delete.ts';
import { deleteTemplate, saveTemplate, templateKeys, templatesQuery } from './ortho.api.ts';
import { PackageFormDialog } from './package-form-dialog.tsx';
import { PackagesList } from './packages-list.tsx';
import { EditDeleteActions } from './packages-table.tsx';

/**
 * The super-administrator's national ortho templates (branchId 0): every branch reads them in
 * packageManage and may copy one; only here are they made, changed and retired.
 */
export function OrthoTemplatesPage() {
  const { t } = useTranslation('ortho');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TOrthoPackage | 'new' | null>(null);
  const templates = useQuery(templatesQuery(debouncedKeyword, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
  const removal = useMutation({
    mutationFn: (pkg: TOrthoPackage) => deleteTemplate(pkg.id),
    onSuccess: async () => {
      showToast('success', t('form.deleted'));
      await refresh();
    },
    onError: showErrorToast,
  });

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t('templates.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('templates.hint')}
          </Text>
        </div>
        <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing('new')}>
          {t('templates.add')}
        </Button>
      </Group>
      <TextInput
        label={t('manage.search')}
        placeholder={t('manage.searchPlaceholder')}
        leftSection={<Icon name="search" size={16} />}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          setPage(0);
        }}
        type="search"
      />
      <PackagesList
        query={templates}
        keyword={debouncedKeyword}
        page={page}
        onPage={setPage}
        actions={(pkg) => (
          <EditDeleteActions
            pkg={pkg}
            onEdit={() => setEditing(pkg)}
            onDelete={() => confirmDelete(pkg.nameTh, () => removal.mutate(pkg))}
          />
        )}
      />
      {editing !== null && (
        <PackageFormDialog
          title={editing === 'new' ? t('templates.add') : t('templates.edit')}
          initial={editing === 'new' ? null : editing}
          onSave={(body) => saveTemplate(editing === 'new' ? null : editing.id, body)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
