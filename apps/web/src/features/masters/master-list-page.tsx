import { Button, Group, Pagination, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMasterEntry } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { categoryText } from './category-texts.ts';
import { confirmDelete } from './confirm-delete.ts';
import { MasterCategoriesDialog } from './master-categories-dialog.tsx';
import { MasterEntriesTable } from './master-entries-table.tsx';
import { entryFields, entryValues } from './master-fields.ts';
import { MasterFormDialog } from './master-form-dialog.tsx';
import {
  deleteMasterEntry,
  MASTER_PAGE_SIZE,
  masterCategoriesQuery,
  masterEntriesQuery,
  masterListKeys,
  saveMasterEntry,
  setMasterFavorite,
} from './master-lists.api.ts';
import type { MasterListConfig } from './master-lists.config.ts';
import { useParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The one page of every master list (spec clinic §2 aptlistmanage, txlistmanage, dxlistmanage,
 * itemslistmanage): search by code or name, a category filter, favourites first, paging, and the
 * create/edit/delete dialogs; read-only for roles outside PERMISSIONS.masterListsWrite.
 */
export function MasterListPage({ config, canWrite }: { config: MasterListConfig; canWrite: boolean }) {
  const { t } = useTranslation('masters');
  const queryClient = useQueryClient();
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const [cateId, setCateId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [withCatalogue, setWithCatalogue] = useState(false);
  const [editing, setEditing] = useState<TMasterEntry | 'new' | null>(null);
  const [isManagingCategories, setIsManagingCategories] = useState(false);

  const search = { keyword: debouncedKeyword, cateId, page, withCatalogue };
  const entries = useQuery(masterEntriesQuery(config, branch, search));
  const categories = useQuery(masterCategoriesQuery(config, branch));
  const categoryList = categories.data?.list ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: masterListKeys.all(config.kind, branch) });

  const favorite = useMutation({
    mutationFn: (entry: TMasterEntry) => setMasterFavorite(config, branch, entry.id, !entry.favorite),
    onSuccess: refresh,
    onError: showErrorToast,
  });
  const removal = useMutation({
    mutationFn: (entry: TMasterEntry) => deleteMasterEntry(config, branch, entry.id),
    onSuccess: async (result) => {
      showToast('success', result.hidden ? t('form.hidden') : t('form.deleted'));
      await refresh();
    },
    onError: showErrorToast,
  });

  // A new search or filter starts again at the first page.
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(0);
  };
  const total = entries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MASTER_PAGE_SIZE));
  const title = t(`lists.${config.pageName}.title`);

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{title}</Title>
          <Text c="dimmed" size="sm">
            {canWrite ? t(`lists.${config.pageName}.hint`) : t('readOnly')}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => setIsManagingCategories(true)}>
            {categoryText(t, config, 'title')}
          </Button>
          {canWrite && (
            <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing('new')}>
              {t('actions.add')}
            </Button>
          )}
        </Group>
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            flex="1 1 260px"
            label={t('filter.search')}
            placeholder={t('filter.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={keyword}
            onChange={(event) => {
              const value = event.currentTarget.value;
              changeFilter(() => setKeyword(value));
            }}
            type="search"
          />
          <Select
            w={220}
            label={categoryText(t, config, 'filter')}
            placeholder={categoryText(t, config, 'all')}
            data={categoryList.map((c) => ({ value: String(c.id), label: `${c.code} ${c.nameTh}` }))}
            value={cateId === null ? null : String(cateId)}
            onChange={(value) => changeFilter(() => setCateId(value === null ? null : Number(value)))}
            clearable
          />
          {config.catalogueFlag && (
            <Switch
              mb={8}
              label={t(`filter.${config.catalogueFlag}`)}
              checked={withCatalogue}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                changeFilter(() => setWithCatalogue(checked));
              }}
            />
          )}
        </Group>
      </Paper>

      <Paper withBorder radius="md">
        <QueryStates
          query={entries}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={entries.data?.list.length === 0}
          empty={debouncedKeyword || cateId ? t('state.noMatch') : t('state.empty')}
        />
        {entries.isSuccess && entries.data.list.length > 0 && (
          <MasterEntriesTable
            config={config}
            entries={entries.data.list}
            categories={categoryList}
            canWrite={canWrite}
            onFavorite={(entry) => favorite.mutate(entry)}
            onEdit={setEditing}
            onDelete={(entry) => confirmDelete(`${entry.code} ${entry.nameTh}`, () => removal.mutate(entry))}
          />
        )}
      </Paper>

      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('paging.total', { count: total })}
          </Text>
          {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />}
        </Group>
      )}

      {editing !== null && (
        <MasterFormDialog
          title={editing === 'new' ? t('actions.add') : t('actions.editTitle')}
          schema={config.schema}
          fields={entryFields(config, categoryList, t)}
          initialValues={entryValues(config, editing === 'new' ? null : editing)}
          onSave={(body) => saveMasterEntry(config, branch, editing === 'new' ? null : editing.id, body)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {isManagingCategories && (
        <MasterCategoriesDialog
          config={config}
          branch={branch}
          canWrite={canWrite}
          onClose={() => setIsManagingCategories(false)}
        />
      )}
    </Stack>
  );
}
