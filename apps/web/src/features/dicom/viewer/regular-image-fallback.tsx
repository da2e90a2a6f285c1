// 'Try as regular image' (spec access §4): the same URL in an <img>, given 10 s; when that fails
// too, the combined message of §8.
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGULAR_IMAGE_TIMEOUT_MS } from './viewer-constants.ts';

export function RegularImageFallback({ url }: { url: string }) {
  const { t } = useTranslation('dicom');
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed' | 'timeout'>('loading');

  useEffect(() => {
    const timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'timeout' : s)), REGULAR_IMAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [url]);

  if (status === 'failed' || status === 'timeout') {
    return (
      <Alert color="red" m="md" title={status === 'timeout' ? t('problems.imageTimeout') : t('problems.loadFailed')}>
        {t('problems.bothFailed')}
      </Alert>
    );
  }
  return (
    <Center h="100%" bg="#000" pos="relative">
      {status === 'loading' && <Loader pos="absolute" color="gray" />}
      <img
        src={url}
        alt=""
        data-testid="dicom-regular-image"
        style={{ maxWidth: '100%', maxHeight: '100%', visibility: status === 'loaded' ? 'visible' : 'hidden' }}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </Center>
  );
}
