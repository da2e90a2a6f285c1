import { Button, Group, Pagination, Paper, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMediaCategory } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { showToast } from '../../lib/notify.ts';
import { patientsByIdsQuery } from '../patients/patients.api.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { FileActions } from './file-actions.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { branchFilesQuery, FILE_MANAGER_PAGE } from './media.api.ts';
import { MEDIA_CATEGORIES } from './media-categories.ts';
import { MediaGrid } from './media-grid.tsx';
import { PatientLink } from './patient-link.tsx';
import { StorageUsage } from './storage-usage.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useFileActions } from './use-file-actions.ts';
import { useMediaUpload } from './use-media-upload.ts';

const ALL = 'all';
/** The branch's form templates (the signing page opens them): no patient, PDF. */
const TEMPLATE_TARGET = { category: 'Template', patientId: null } as const;

/**
 * filemanage (spec clinic §2; manager and head counter, only with a file store plan, which the
 * route guard and the menu check): the branch's files by category, the usage bar against the
 * quota, and the recycle bin with restore, permanent delete and emptying.
 */
export function FileManagerPage() {
  const { t } = useTranslation('media');
  const { branch, can } = useBranchAccess();
  const [category, setCategory] = useState<TMediaCategory | null>(null);
  const [isBin, setIsBin] = useState(false);
  const [page, setPage] = useState(0);
  const files = useQuery(branchFilesQuery(branch, { category, isBin }, page));
  const actions = useFileActions(branch);
  const pages = Math.ceil((files.data?.total ?? 0) / FILE_MANAGER_PAGE);
  const patientIds = [
    ...new Set((files.data?.list ?? []).flatMap((file) => (file.patientId === null ? [] : [file.patientId]))),
  ];
  const patients = useQuery({ ...patientsByIdsQuery(branch, patientIds), staleTime: 60_000 });
  const templates = useMediaUpload(branch, TEMPLATE_TARGET);

  function onTemplates(chosen: File[]) {
    const problem = templates.upload(chosen);
    if (problem) showToast('warning', t(`upload.problem.${problem}`));
  }

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('manager.title')}
      </Title>
      <StorageUsage branch={branch} />
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('files.filterLabel')}
              data={[
                { value: ALL, label: t('category.all') },
                ...MEDIA_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) })),
              ]}
              value={category ?? ALL}
              onChange={(value) => {
                setPage(0);
                setCategory(!value || value === ALL ? null : (value as TMediaCategory));
              }}
              allowDeselect={false}
              w={200}
            />
            <SegmentedControl
              aria-label={t('files.view')}
              value={isBin ? 'bin' : 'live'}
              onChange={(value) => {
                setPage(0);
                setIsBin(value === 'bin');
              }}
              data={[
                { value: 'live', label: t('files.live') },
                { value: 'bin', label: t('files.bin') },
              ]}
            />
          </Group>
          {isBin && (
            <Button
              color="red"
              variant="light"
              leftSection={<Icon name="trash" size={16} />}
              onClick={actions.confirmEmptyBin}
              loading={actions.isEmptying}
              disabled={(files.data?.total ?? 0) === 0}
            >
              {t('manager.emptyBin')}
            </Button>
          )}
        </Group>
      </Paper>
      {!isBin && (
        <FileDropZone onFiles={onTemplates} accept="application/pdf" hint={t('manager.templateHint')}>
          <Title order={2} fz="md" mb={6}>
            {t('manager.templateUpload')}
          </Title>
        </FileDropZone>
      )}
      <UploadProgressList items={templates.items} onClear={templates.clearFinished} />
      <MediaGrid
        query={files}
        emptyText={isBin ? t('files.binEmpty') : t('manager.empty')}
        renderNote={(file) => (
          <PatientLink
            branch={branch}
            patientId={file.patientId}
            patient={patients.data?.list.find((patient) => patient.id === file.patientId)}
          />
        )}
        renderActions={(file) => (
          <FileActions file={file} actions={actions} canDelete={can('mediaDelete')} canManage={can('fileManage')} />
        )}
      />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
            aria-label={t('manager.page')}
          />
        </Group>
      )}
    </Stack>
  );
}
