import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useParams, useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '../lib/error-message.ts';
import { isChunkLoadError } from '../lib/lazy-import.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusScreen } from './status-screen.tsx';

/** Route errors: 404 page, the chunk time-out retry screen, or a translated error with retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const { clinicUrl, branchUrl } = useParams();
  const fullPage = !(clinicUrl && branchUrl);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // A chunk that never arrived: only a fresh page load fetches it again.
  if (isChunkLoadError(error)) {
    return (
      <StatusScreen
        icon="refresh"
        color="orange"
        fullPage={fullPage}
        title={t('chunkError.title')}
        description={t('chunkError.description')}
        actions={<Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>}
      />
    );
  }

  return (
    <StatusScreen
      icon="alert"
      color="red"
      fullPage={fullPage}
      title={t('routeError.title')}
      description={errorMessage(error, i18n)}
      actions={
        <Group justify="center">
          <Button loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
            {t('actions.retry')}
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        </Group>
      }
    />
  );
}
