import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusScreen } from './status-screen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { clinicUrl, branchUrl } = useParams();
  return (
    <StatusScreen
      icon="compass"
      color="gray"
      fullPage={!(clinicUrl && branchUrl)}
      badge={t('notFound.code')}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Button component={Link} to="/clinic">
          {t('actions.goToClinics')}
        </Button>
      }
    />
  );
}
