import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrthoPackage } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { confirmDelete } from '../masters/confirm-delete.ts';
import {
  deleteMasterPackage,
  masterPackagesQuery,
  orthoKeys,
  saveMasterPackage,
  type PackageScope,
} from './ortho.api.ts';
import { PackageFormDialog } from './package-form-dialog.tsx';
import { PackagesList } from './packages-list.tsx';
import { EditDeleteActions } from './packages-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** What the dialog is doing: a new master, an edit, or a copy of a national template. */
type Editing = { mode: 'new' } | { mode: 'edit'; pkg: TOrthoPackage } | { mode: 'copy'; pkg: TOrthoPackage };

/**
 * packageManage (spec clinic §2): the branch's master ortho packages, searched and paged, made
 * and changed in a dialog and deleted after a confirmation; beside them the national templates
 * (branchId 0), read-only, which a branch copies into a master of its own.
 */
export function PackageManagePage() {
  const { t } = useTranslation('ortho');
  const queryClient = useQueryClient();
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const [scope, setScope] = useState<PackageScope>('branch');
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);

  const packages = useQuery(masterPackagesQuery(branch, { scope, keyword: debouncedKeyword, page }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: orthoKeys.all(branch) });
  const removal = useMutation({
    mutationFn: (pkg: TOrthoPackage) => deleteMasterPackage(branch, pkg.id),
    onSuccess: async () => {
      showToast('success', t('form.deleted'));
      await refresh();
    },
    onError: showErrorToast,
  });

  const isTemplates = scope === 'template';

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t('manage.title')}</Title>
          <Text c="dimmed" size="sm">
            {isTemplates ? t('manage.templateHint') : t('manage.hint')}
          </Text>
        </div>
        {!isTemplates && (
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing({ mode: 'new' })}>
            {t('manage.add')}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={scope}
            onChange={(value) => {
              setScope(value as PackageScope);
              setPage(0);
            }}
            data={[
              { value: 'branch', label: t('manage.scopeBranch') },
              { value: 'template', label: t('manage.scopeTemplate') },
            ]}
            aria-label={t('manage.scope')}
          />
          <TextInput
            flex="1 1 260px"
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
        </Group>
      </Paper>

      <PackagesList
        query={packages}
        keyword={debouncedKeyword}
        page={page}
        onPage={setPage}
        actions={(pkg) =>
          isTemplates ? (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('manage.copy')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('manage.copyOf', { name: pkg.nameTh })}
                  onClick={() => setEditing({ mode: 'copy', pkg })}
                >
                  <Icon name="copy" size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : (
            <EditDeleteActions
              pkg={pkg}
              onEdit={() => setEditing({ mode: 'edit', pkg })}
              onDelete={() => confirmDelete(pkg.nameTh, () => removal.mutate(pkg))}
            />
          )
        }
      />

      {editing !== null && (
        <PackageFormDialog
          title={t(`form.title.${editing.mode}`)}
          initial={editing.mode === 'new' ? null : editing.pkg}
          onSave={(body) => saveMasterPackage(branch, editing.mode === 'edit' ? editing.pkg.id : null, body)}
          onSaved={() => {
            setEditing(null);
            if (editing.mode === 'copy') setScope('branch');
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
