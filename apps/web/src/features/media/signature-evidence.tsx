import { Alert, Badge, Button, Code, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TMediaFile, TMediaSignature } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { verifyMediaFile } from './media.api.ts';

/**
 * A signed document's evidence (issue 15, beyond the spec): who signed, when, on what device,
 * the digests of the original and of the signed file, and a check that hashes the stored file
 * again, so that anyone reading the record can see that it is what was signed.
 */
export function SignatureEvidence({ file, signature }: { file: TMediaFile; signature: TMediaSignature }) {
  const { t } = useTranslation('media');
  const { branch } = useBranchAccess();
  const check = useMutation({ mutationFn: () => verifyMediaFile(branch, file.id) });
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t('signature.open', { name: file.fileName })}>
          <Badge size="xs" color="teal" variant="light" style={{ cursor: 'pointer' }}>
            {t('signature.badge')}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('signature.title')}
          </Text>
          <Text size="xs">{t('signature.signer', { name: signature.signerName || signature.signedBy })}</Text>
          <Text size="xs">{t('signature.signedAt', { date: formatDateTime(signature.signedAt) })}</Text>
          {signature.device && (
            <Text size="xs" c="dimmed" lineClamp={2} title={signature.device}>
              {t('signature.device', { device: signature.device })}
            </Text>
          )}
          <Digest label={t('signature.originalSha256')} value={signature.originalSha256} />
          {file.sha256 && <Digest label={t('signature.signedSha256')} value={file.sha256} />}
          <Button size="xs" variant="light" loading={check.isPending} onClick={() => check.mutate()}>
            {t('signature.verify')}
          </Button>
          {check.isError && (
            <Alert color="red" p="xs" role="alert">
              {t('signature.verifyFailed')}
            </Alert>
          )}
          {check.data && (
            <Alert color={check.data.intact ? 'teal' : 'red'} p="xs" role="status">
              {check.data.intact ? t('signature.intact') : t('signature.altered')}
            </Alert>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function Digest({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Code block fz={10} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
    </div>
  );
}
