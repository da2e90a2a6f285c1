// /dicom-viewer (spec access §2, §4): the URL from the query, then loading, the image, or an
// error with retry and 'try as regular image'. Public page: no session, no product API.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DicomMetadataPanel } from './dicom-metadata-panel.tsx';
import { resolveDicomUrl } from './dicom-url.ts';
import { DicomViewerScreen } from './dicom-viewer-screen.tsx';
import { RegularImageFallback } from './regular-image-fallback.tsx';
import { useDicomImage } from './use-dicom-image.ts';

export function DicomViewerPage() {
  const { t } = useTranslation('dicom');
  const [search] = useSearchParams();
  const resolved = useMemo(() => resolveDicomUrl(search, window.location.origin), [search]);
  const url = resolved.ok ? resolved.url : null;
  const { state, showFrame, retry } = useDicomImage(url);
  const [isFallback, setFallback] = useState(false);

  if (!resolved.ok) {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title={t('errorTitle')} maw={520} data-testid="dicom-error">
          {t(`problems.${resolved.problem}`)}
        </Alert>
      </Center>
    );
  }
  if (isFallback && url) {
    return (
      <div style={{ height: '100dvh' }}>
        <RegularImageFallback url={url} />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <Center h="100dvh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text size="sm">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'failed') {
    const detail = state.reason === 'download' ? t('problems.loadFailed') : t(`decodeErrors.${state.failure.code}`);
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={560} w="100%" gap="md">
          <Alert color="red" title={t('errorTitle')} data-testid="dicom-error">
            <Text size="sm">{detail}</Text>
            {state.reason === 'decode' && (
              <Text size="xs" c="dimmed" mt={4}>
                {state.failure.message}
              </Text>
            )}
          </Alert>
          <Group>
            <Button onClick={retry}>{t('actions.retry')}</Button>
            <Button variant="light" onClick={() => setFallback(true)}>
              {t('actions.tryRegularImage')}
            </Button>
          </Group>
          {state.reason === 'decode' && state.metadata && (
            <DicomMetadataPanel metadata={state.metadata} window={null} />
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <DicomViewerScreen
      key={url}
      metadata={state.metadata}
      frameCount={state.frameCount}
      frameIndex={state.frameIndex}
      isMonochrome1={state.isMonochrome1}
      current={state.current}
      onFrame={(index) => void showFrame(index)}
    />
  );
}
