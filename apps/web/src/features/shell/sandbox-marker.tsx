import { Badge, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { versionQuery } from './shell.api.ts';

/**
 * "SANDBOX" in the top bar while any outside service (dental council registry, tele-dentistry, …)
 * answers from its sandbox (issue 11): what staff see of it is made up, and nothing reaches the
 * real service. Which services are sandboxes only a super-administrator sees (/superadmin/sandbox).
 */
export function SandboxMarker() {
  const { t } = useTranslation('shell');
  const { data } = useQuery(versionQuery());
  if (!data?.sandbox) return null;
  return (
    <Tooltip label={t('sandbox.hint')} multiline w={280} withArrow>
      <Badge color="yellow" variant="filled" c="dark" role="status" aria-label={t('sandbox.label')}>
        SANDBOX
      </Badge>
    </Tooltip>
  );
}
