import { Alert, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TLicenceCheck, TStaffMember } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { verifyLicence, type BranchRef } from './staff.api.ts';

const STATUS_COLOR: Record<TLicenceCheck['status'], string> = { valid: 'green', suspended: 'red', not_found: 'orange' };

type LicenceCheckDialogProps = { branch: BranchRef; member: TStaffMember; onClose: () => void };

/**
 * The licence check of usermanage (spec clinic §7 Branch, POST /api/user/tdc/verify): asks the
 * dental council's registry, through the server's adapter, about the licence number (ท.) in the
 * member's profile, and shows its answer with the name the registry holds. A registry that does
 * not answer, or a member without a number, is said in the dialog, which stays open to try again.
 */
export function LicenceCheckDialog({ branch, member, onClose }: LicenceCheckDialogProps) {
  const { t, i18n } = useTranslation('clinics');
  const check = useMutation({ mutationFn: () => verifyLicence(branch, member.uid) });
  const result = check.data;

  return (
    <Modal opened onClose={onClose} title={t('staff.licence.title')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {member.fullName} · {member.email}
        </Text>
        {result && (
          <Alert
            color={STATUS_COLOR[result.status]}
            title={t(`staff.licence.status.${result.status}`)}
            data-testid="licence-result"
          >
            <Stack gap={4}>
              <Text size="sm">{t('staff.licence.number', { number: result.licenceNo })}</Text>
              {result.holderNameTh !== null && (
                <Text size="sm">
                  {t('staff.licence.holder', {
                    name: [result.holderNameTh, result.holderNameEn].filter(Boolean).join(' / '),
                  })}
                </Text>
              )}
              {result.status !== 'not_found' && (
                <Text size="sm" c={result.nameMatches ? undefined : 'red.8'}>
                  {t(result.nameMatches ? 'staff.licence.nameMatches' : 'staff.licence.nameDiffers')}
                </Text>
              )}
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {t('staff.licence.checkedAt', { date: formatDateTime(result.checkedAt) })}
                </Text>
                {result.sandbox && (
                  <Badge size="xs" color="yellow" variant="light">
                    {t('staff.licence.sandbox')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        {check.isError && (
          <Alert color="red" role="alert">
            {errorMessage(check.error, i18n)}
          </Alert>
        )}
        <DialogFooter
          cancelLabel={t('staff.licence.close')}
          onCancel={onClose}
          confirmLabel={t(result || check.isError ? 'staff.licence.checkAgain' : 'staff.licence.check')}
          onConfirm={() => check.mutate()}
          isLoading={check.isPending}
        />
      </Stack>
    </Modal>
  );
}
