import { Alert, Button, Center, Group, Loader, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PROTOCOL_VIEWS, type TProtocolMedia, type TProtocolView } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { protocolsQuery } from './media.api.ts';
import { formatFileSize } from './media-kind.ts';
import { ProtocolSlot } from './protocol-slot.tsx';
import { chosenInOrder, editableUntil, missingViews, protocolBatchProblem, type Chosen } from './protocol-views.ts';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useProtocolUpload } from './use-protocol-upload.ts';

const NEW_SET = 'new';

function photoOf(protocol: TProtocolMedia | null, view: TProtocolView) {
  return protocol?.photos.find((photo) => photo.view === view) ?? null;
}

/**
 * The orthodontic protocol photos (spec clinic §3, §5, §9): the five views of a set, which are
 * still missing, photos chosen per view and uploaded as one batch with progress, and the 24-hour
 * window in which a set takes more photos.
 */
export function ProtocolPhotosTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('media');
  const { branch, can } = useBranchAccess();
  const [withOlder, setWithOlder] = useState(false);
  const protocols = useQuery(protocolsQuery(branch, patientId, withOlder));
  const [picked, setPicked] = useState<number | typeof NEW_SET | null>(null);
  const [chosen, setChosen] = useState<Chosen>({});
  const [shown, setShown] = useState<number | null>(null);
  const upload = useProtocolUpload(branch, patientId);

  if (protocols.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (protocols.isError) {
    return (
      <Alert color="red" title={t('state.error')} role="alert">
        <Button variant="light" size="xs" onClick={() => void protocols.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }

  const list = protocols.data.list;
  const selectedId = picked ?? list[0]?.id ?? NEW_SET;
  const protocol = selectedId === NEW_SET ? null : (list.find((item) => item.id === selectedId) ?? null);
  const canUpload = can('mediaUpload');
  const isEditable = canUpload && (protocol === null || protocol.edit_status.can_edit) && !upload.isUploading;
  const missing = missingViews(protocol, chosen);
  const entries = chosenInOrder(chosen);
  const chosenBytes = entries.reduce((sum, { photo }) => sum + photo.file.size, 0);
  const photos = protocol?.photos.map((photo) => photo.media) ?? [];

  function choose(view: TProtocolView, file: File) {
    const problem = protocolBatchProblem([file]);
    if (problem) {
      showToast('warning', t(problem === 'onlyImages' ? 'protocol.onlyImages' : `upload.problem.${problem}`));
      return;
    }
    setChosen((current) => ({ ...current, [view]: { file, arch: current[view]?.arch ?? 'upper' } }));
  }

  async function send() {
    const problem = protocolBatchProblem(entries.map(({ photo }) => photo.file));
    if (problem) {
      showToast('warning', t(problem === 'onlyImages' ? 'protocol.onlyImages' : `upload.problem.${problem}`));
      return;
    }
    const saved = await upload.upload(protocol?.id ?? null, chosen);
    if (!saved) return;
    showToast('success', t('protocol.uploaded'));
    setChosen({});
    setPicked(saved.id);
  }

  const options = [
    ...list.map((item) => ({
      value: String(item.id),
      label: t('protocol.pickOption', { date: formatDateTime(item.creationDt), percent: item.progress.percent }),
    })),
    ...(canUpload ? [{ value: NEW_SET, label: t('protocol.newSet') }] : []),
  ];

  return (
    <Stack gap="md" data-testid="protocol-photos">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={2} fz="h4">
            {t('protocol.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('protocol.intro')}
          </Text>
        </div>
        {options.length > 0 && (
          <Select
            label={t('protocol.pick')}
            data={options}
            value={String(selectedId)}
            onChange={(value) => {
              setChosen({});
              upload.clear();
              setPicked(value === NEW_SET ? NEW_SET : Number(value));
            }}
            allowDeselect={false}
            w={280}
          />
        )}
        {!withOlder && protocols.data.total > list.length && (
          <Button variant="subtle" size="sm" onClick={() => setWithOlder(true)}>
            {t('protocol.older', { count: protocols.data.total - list.length })}
          </Button>
        )}
      </Group>
      {list.length === 0 && !canUpload && <Text c="dimmed">{t('protocol.empty')}</Text>}
      {protocol &&
        (protocol.edit_status.can_edit ? (
          <Alert color="blue" variant="light">
            {t('protocol.editWindow', { until: formatDateTime(editableUntil(protocol)) })}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" role="status">
            {t('protocol.editExpired')}
          </Alert>
        ))}
      <div>
        <Progress
          value={protocol?.progress.percent ?? 0}
          color={(protocol?.progress.percent ?? 0) >= 100 ? 'teal' : 'blue'}
          aria-label={t('protocol.progress', { percent: protocol?.progress.percent ?? 0 })}
        />
        <Text size="sm" mt={4} fw={500} c={missing.length === 0 ? 'teal.9' : undefined} data-testid="protocol-missing">
          {missing.length === 0
            ? t('protocol.complete')
            : t('protocol.missing', { views: missing.map((view) => t(`protocol.view.${view}`)).join(', ') })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="sm">
        {PROTOCOL_VIEWS.map((view) => {
          const photo = photoOf(protocol, view);
          return (
            <ProtocolSlot
              key={view}
              view={view}
              takenUrl={photo?.media.mediaURL ?? null}
              chosen={chosen[view]}
              isEditable={isEditable}
              onChoose={(file) => choose(view, file)}
              onArch={(arch) =>
                setChosen((current) => {
                  const entry = current[view];
                  return entry ? { ...current, [view]: { ...entry, arch } } : current;
                })
              }
              onRemove={() =>
                setChosen((current) => {
                  const next = { ...current };
                  delete next[view];
                  return next;
                })
              }
              onOpenTaken={() => setShown(photos.findIndex((media) => media.id === photo?.media.id))}
            />
          );
        })}
      </SimpleGrid>
      {canUpload && (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {entries.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('protocol.selected', { count: entries.length, size: formatFileSize(chosenBytes) })}
            </Text>
          )}
          <Button onClick={() => void send()} disabled={entries.length === 0} loading={upload.isUploading}>
            {t('protocol.upload')}
          </Button>
        </Group>
      )}
      <UploadProgressList items={upload.items} />
      <ImageLightbox branch={branch} images={photos} index={shown} onIndex={setShown} />
    </Stack>
  );
}
