import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../lib/route-handle.ts';
import { StatusScreen } from './status-screen.tsx';

/** Honest stand-in for screens not built yet: names the page, shows no made-up data. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  const { clinicUrl, branchUrl } = useParams();
  const page = name ? t(`shell:pages.${name}`) : '';
  const isInBranch = Boolean(clinicUrl && branchUrl);

  return (
    <StatusScreen
      icon="tools"
      fullPage={!isInBranch}
      badge={t('placeholder.badge')}
      title={t('placeholder.title')}
      description={t('placeholder.description', { page })}
      actions={
        !isInBranch && (
          <Group justify="center">
            <Button component={Link} to="/clinic" variant="light">
              {t('actions.goToClinics')}
            </Button>
          </Group>
        )
      }
    />
  );
}
