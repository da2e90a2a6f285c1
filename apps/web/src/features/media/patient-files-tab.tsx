import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMediaCategory, TMediaFile } from '@yim/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { FileActions } from './file-actions.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { mediaKeys, patientFilesQuery } from './media.api.ts';
import { MediaGrid } from './media-grid.tsx';
import { mediaKindOf, signingHref } from './media-kind.ts';
import { TileButton } from './media-tile.tsx';
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

/** The key and check of the signing page's cross-tab message (written by features/signing). */
const CROSS_TAB_KEY = 'crossTabEvent';
function isPollForUpdate(raw: string, patientId: number): boolean {
  try {
    const message = JSON.parse(raw) as { type?: unknown; payload?: { patientId?: unknown } };
    const target = message.payload?.patientId;
    return message.type === 'POLL_FOR_UPDATE' && (target == null || String(target) === String(patientId));
  } catch {
    return false;
  }
}

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
  const queryClient = useQueryClient();

  // The signing window announces its upload in localStorage (spec access §3 "Cross-tab message").
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CROSS_TAB_KEY || !event.newValue) return;
      if (isPollForUpdate(event.newValue, patientId))
        void queryClient.invalidateQueries({ queryKey: mediaKeys.all(branch) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, branch, patientId]);

  function openSigning(file: TMediaFile, forPatient: number) {
    const href = signingHref({
      src: file.mediaURL,
      id: file.id,
      patientId: forPatient,
      ...branch,
      filename: file.fileName,
      isTemplate: file.category === 'Template',
    });
    // A window of its own, handed to the patient on a tablet; it reuses the staff session.
    window.open(href, '_blank');
  }

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
          <>
            {file.deletedAt === null && can('mediaUpload') && mediaKindOf(file) === 'pdf' && (
              <TileButton label={t('files.sign')} icon="pencil" onClick={() => openSigning(file, patientId)} />
            )}
            <FileActions file={file} actions={actions} canDelete={can('mediaDelete')} canManage={canManage} />
          </>
        )}
      />
    </Stack>
  );
}
