import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMediaCategory } from '@yim/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { FileActions } from './file-actions.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { patientFilesQuery } from './media.api.ts';
import { MediaGrid } from './media-grid.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useFileActions } from './use-file-actions.ts';
import { useMediaUpload } from './use-media-upload.ts';

/** What a patient's files are filed under when uploaded here (templates and protocol photos come elsewhere). */
const UPLOAD_CATEGORIES = ['Photo', 'XRay', 'Document', 'Other'] as const satisfies readonly TMediaCategory[];
const FILTER_CATEGORIES = [
  'Photo',
  'XRay',
  'Document',
  'Protocol',
  'Other',
] as const satisfies readonly TMediaCategory[];
const ALL = 'all';

/**
 * The patient record's files (issue 14): thumbnails filtered by category, upload with each file's
 * progress (drag and drop or the button), delete to the recycle bin, and for the file managers the
 * patient's files in the bin, to restore.
 */
export function PatientFilesTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('media');
  const { branch, can } = useBranchAccess();
  const [category, setCategory] = useState<TMediaCategory | null>(null);
  const [isBin, setIsBin] = useState(false);
  const [uploadCategory, setUploadCategory] = useState<(typeof UPLOAD_CATEGORIES)[number]>('Photo');
  const target = useMemo(() => ({ category: uploadCategory, patientId }), [uploadCategory, patientId]);
  const upload = useMediaUpload(branch, target);
  const actions = useFileActions(branch);
  const files = useQuery(patientFilesQuery(branch, patientId, { category, isBin }));
  const canManage = can('fileManage');

  function onFiles(chosen: File[]) {
    const problem = upload.upload(chosen);
    if (problem) showToast('warning', t(`upload.problem.${problem}`));
  }

  const categoryOptions = [
    { value: ALL, label: t('category.all') },
    ...FILTER_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) })),
  ];

  return (
    <Stack gap="md" data-testid="patient-files">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          label={t('files.filterLabel')}
          data={categoryOptions}
          value={category ?? ALL}
          onChange={(value) => setCategory(!value || value === ALL ? null : (value as TMediaCategory))}
          allowDeselect={false}
          w={200}
        />
        {canManage && (
          <SegmentedControl
            aria-label={t('files.view')}
            value={isBin ? 'bin' : 'live'}
            onChange={(value) => setIsBin(value === 'bin')}
            data={[
              { value: 'live', label: t('files.live') },
              { value: 'bin', label: t('files.bin') },
            ]}
          />
        )}
      </Group>
      {can('mediaUpload') && !isBin && (
        <FileDropZone
          onFiles={onFiles}
          hint={t('upload.hint')}
          accept="image/*,application/pdf,application/dicom,.dcm,.dicom"
        >
          <Select
            label={t('upload.category')}
            data={UPLOAD_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
            value={uploadCategory}
            onChange={(value) => value && setUploadCategory(value as (typeof UPLOAD_CATEGORIES)[number])}
            allowDeselect={false}
            w={180}
          />
        </FileDropZone>
      )}
      <UploadProgressList items={upload.items} onClear={upload.clearFinished} />
      <MediaGrid
        query={files}
        emptyText={isBin ? t('files.binEmpty') : category ? t('files.emptyFiltered') : t('files.empty')}
        renderActions={(file) => (
          <FileActions file={file} actions={actions} canDelete={can('mediaDelete')} canManage={canManage} />
        )}
      />
    </Stack>
  );
}
