import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SandboxExchanges } from './sandbox-exchanges.tsx';
import { SandboxLicences } from './sandbox-licences.tsx';
import { SandboxOutbox } from './sandbox-outbox.tsx';
import { SandboxTeleLinks } from './sandbox-tele-links.tsx';

/** /superadmin/sandbox: what the sandboxes of the outside services did, and their levers. */
export function SandboxPage() {
  const { t } = useTranslation('superadmin');
  return (
    <Stack p="md" gap="md">
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('description')}</Text>
      </div>
      <SandboxExchanges />
      <SandboxOutbox />
      <SandboxLicences />
      <SandboxTeleLinks />
    </Stack>
  );
}
