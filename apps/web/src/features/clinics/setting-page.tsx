import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canUse } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryStates } from '../../ui/query-states.tsx';
import { branchSettingsQuery } from './branch-settings.api.ts';
import { branchSessionQuery } from './clinics.api.ts';
import { BranchPaymentMethodsPanel } from '../masters/branch-payment-methods-panel.tsx';
import { SettingForm } from './setting-form.tsx';

/**
 * The setting page (spec clinic §2 setting): counter, manager and head counter open it; only
 * PERMISSIONS.settingWrite (manager, head counter) edits, so a counter sees it read-only.
 */
export function SettingPage() {
  const { t } = useTranslation('clinics');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const settings = useQuery(branchSettingsQuery(branch));
  const canWrite = canUse('settingWrite', session.data?.branch.auth.authIdItems ?? []);

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <div>
        <Title order={2}>{t('setting.title')}</Title>
        <Text c="dimmed" size="sm">
          {canWrite ? t('setting.hint') : t('setting.readOnly')}
        </Text>
      </div>
      <QueryStates
        query={settings}
        loadingLabel={t('setting.state.loading')}
        errorTitle={t('setting.state.error')}
        retryLabel={t('setting.state.retry')}
      />
      {settings.isSuccess && (
        // A new answer (after saving) starts the form again from what the server stored.
        <SettingForm key={JSON.stringify(settings.data)} branch={branch} settings={settings.data} canWrite={canWrite} />
      )}
      {/* Which payment methods the branch takes: switches that save at once, for the same roles. */}
      <BranchPaymentMethodsPanel branch={branch} canWrite={canWrite} />
    </Stack>
  );
}
