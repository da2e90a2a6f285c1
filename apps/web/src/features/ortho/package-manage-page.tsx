import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrthoPackage } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { confirmDelete } from '../masters/confirm-delete.ts';
import {
  deleteMasterPackage,
  masterPackagesQuery,
  ORTHO_PAGE_SIZE,
  orthoKeys,
  saveMasterPackage,
  type PackageScope,
} from './ortho.api.ts';
import { PackageFormDialog } from './package-form-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** What the dialog is doing: a new master, an edit, or a copy of a national template. */
type Editing = { mode: 'new' } | { mode: 'edit'; pkg: TOrthoPackage } | { mode: 'copy'; pkg: TOrthoPackage };

/**
 * packageManage (spec clinic §2): the branch's master ortho packages, searched and paged, made
 * and changed in a dialog and deleted after a confirmation; beside them the national templates
 * (branchId 0), read-only, which a branch copies into a master of its own.
 */
export function PackageManagePage() {
  const { t, i18n } = useTranslation('ortho');
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

  const total = packages.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ORTHO_PAGE_SIZE));
  const name = (pkg: TOrthoPackage) => (i18n.language === 'en' ? pkg.nameEn || pkg.nameTh : pkg.nameTh);
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

      <Paper withBorder radius="md">
        {packages.isPending && (
          <Center p="xl">
            <Loader aria-label={t('state.loading')} />
          </Center>
        )}
        {packages.isError && (
          <Alert color="red" m="md" title={t('state.error')} role="alert">
            <Button variant="light" size="xs" onClick={() => void packages.refetch()}>
              {t('state.retry')}
            </Button>
          </Alert>
        )}
        {packages.isSuccess && packages.data.list.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {debouncedKeyword ? t('state.noMatch') : t('state.empty')}
          </Text>
        )}
        {packages.isSuccess && packages.data.list.length > 0 && (
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
                {packages.data.list.map((pkg) => (
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
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {isTemplates ? (
                          <Tooltip label={t('manage.copy')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('manage.copyOf', { name: pkg.nameTh })}
                              onClick={() => setEditing({ mode: 'copy', pkg })}
                            >
                              <Icon name="copy" size={16} />
                            </ActionIcon>
                          </Tooltip>
                        ) : (
                          <>
                            <Tooltip label={t('manage.edit')}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('manage.editOf', { name: pkg.nameTh })}
                                onClick={() => setEditing({ mode: 'edit', pkg })}
                              >
                                <Icon name="pencil" size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('manage.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('manage.deleteOf', { name: pkg.nameTh })}
                                onClick={() => confirmDelete(pkg.nameTh, () => removal.mutate(pkg))}
                              >
                                <Icon name="trash" size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
