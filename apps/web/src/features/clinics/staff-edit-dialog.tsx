import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZStaffUpdateBody, type TStaffMember } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { updateStaff, type BranchRef } from './staff.api.ts';
import { StaffFieldsInputs } from './staff-fields.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';

type StaffEditDialogProps = {
  branch: BranchRef;
  member: TStaffMember;
  isCallerManager: boolean;
  onSaved: () => void;
  onClose: () => void;
};

/** Changes an active member's roles, appointment colour and fee share (PUT branchMember). */
export function StaffEditDialog({ branch, member, isCallerManager, onSaved, onClose }: StaffEditDialogProps) {
  const { t, i18n } = useTranslation('clinics');
  const form = useZodForm(ZStaffUpdateBody, {
    uid: member.uid,
    authIdItems: member.authIdItems,
    drApptColor: member.drApptColor,
    drFeeSharePercent: member.drFeeSharePercent,
  });
  const mutation = useMutation({
    mutationFn: (body: typeof form.values) => updateStaff(branch, member.uid, body),
    onSuccess: () => {
      showToast('success', t('staff.form.saved'));
      onSaved();
    },
    onError: (error) => form.setServerErrors(serverFieldErrors(error)),
  });
  const title = t('staff.form.editTitle', { name: member.fullName });

  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnEscape>
      <form onSubmit={form.handleSubmit((body) => mutation.mutate(body))} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
          <StaffFieldsInputs
            values={form.values}
            errorOf={form.errorOf}
            onChange={form.setFieldValues}
            isCallerManager={isCallerManager}
          />
          {mutation.isError && (
            <Alert color="red" title={t('staff.form.failed')} role="alert">
              {errorMessage(mutation.error, i18n)}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('staff.form.cancel')}
            onCancel={onClose}
            confirmLabel={t('staff.form.save')}
            isSubmit
            isLoading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
