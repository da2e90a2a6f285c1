import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ROLE, ZStaffAddBody, ZStaffEmailParams } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { Icon } from '../../ui/icon.tsx';
import { addStaff, findStaffCandidate, type BranchRef } from './staff.api.ts';
import { StaffFieldsInputs } from './staff-fields.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';

type StaffAddDialogProps = {
  branch: BranchRef;
  isCallerManager: boolean;
  /** Uids of former members, so the dialog can say that adding brings one back. */
  formerUids: ReadonlySet<string>;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * Adds a registered user by e-mail (spec clinic §2 usermanage): the unAuthorizeUser look-up runs
 * first and says whether the address is registered and free; only then can roles be chosen.
 */
export function StaffAddDialog({ branch, isCallerManager, formerUids, onSaved, onClose }: StaffAddDialogProps) {
  const { t, i18n } = useTranslation('clinics');
  const text = useValidationText();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const form = useZodForm(ZStaffAddBody, {
    email: '',
    authIdItems: [ROLE.COUNTER] as number[],
    drApptColor: null as string | null,
    drFeeSharePercent: null as number | null,
  });

  const lookup = useMutation({
    mutationFn: (address: string) => findStaffCandidate(branch, address),
    onSuccess: (_candidate, address) => form.setFieldValues({ email: address }),
  });
  const save = useMutation({
    mutationFn: (body: typeof form.values) => addStaff(branch, body.email, body),
    onSuccess: (member) => {
      showToast('success', t('staff.form.added', { name: member.fullName }));
      onSaved();
    },
    onError: (error) => form.setServerErrors(serverFieldErrors(error)),
  });
  const candidate = lookup.data;
  const canAdd = lookup.isSuccess && candidate !== null && candidate !== undefined && !candidate.alreadyMember;

  function check() {
    const parsed = ZStaffEmailParams.shape.email.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    lookup.mutate(parsed.data);
  }

  const title = t('staff.form.addTitle');
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnEscape>
      <Stack gap="md">
        <form
          noValidate
          aria-label={t('staff.form.check')}
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              flex={1}
              type="email"
              label={t('staff.form.email')}
              description={t('staff.form.emailHint')}
              withAsterisk
              value={email}
              maxLength={100}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(undefined);
                lookup.reset();
              }}
              error={text(emailError)}
              autoComplete="off"
              data-autofocus
            />
            <Button type="submit" variant="light" mt={44} loading={lookup.isPending}>
              {t('staff.form.check')}
            </Button>
          </Group>
        </form>

        {lookup.isError && (
          <Alert color="red" role="alert">
            {errorMessage(lookup.error, i18n)}
          </Alert>
        )}
        {lookup.isSuccess && candidate === null && (
          <Alert color="yellow" role="alert" icon={<Icon name="alert" size={18} />}>
            {t('staff.form.notRegistered')}
          </Alert>
        )}
        {candidate?.alreadyMember && (
          <Alert color="yellow" role="alert" icon={<Icon name="alert" size={18} />}>
            {t('staff.form.alreadyMember')}
          </Alert>
        )}
        {canAdd && (
          <Alert color="teal" title={t('staff.form.found')} icon={<Icon name="check" size={18} />} role="status">
            <Text size="sm" fw={600}>
              {candidate.fullName}
            </Text>
            {candidate.fullNameEn && (
              <Text size="sm" lang="en">
                {candidate.fullNameEn}
              </Text>
            )}
            {candidate.drLicenseNo && (
              <Text size="sm">{t('staff.form.license', { number: candidate.drLicenseNo })}</Text>
            )}
            {formerUids.has(candidate.uid) && <Text size="sm">{t('staff.form.formerMember')}</Text>}
          </Alert>
        )}

        {canAdd && (
          <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate aria-label={title}>
            <Stack gap="md">
              <StaffFieldsInputs
                values={form.values}
                errorOf={form.errorOf}
                onChange={form.setFieldValues}
                isCallerManager={isCallerManager}
              />
              {save.isError && (
                <Alert color="red" title={t('staff.form.failed')} role="alert">
                  {errorMessage(save.error, i18n)}
                </Alert>
              )}
              <DialogFooter
                cancelLabel={t('staff.form.cancel')}
                onCancel={onClose}
                confirmLabel={t('staff.form.addSubmit')}
                isSubmit
                isLoading={save.isPending}
              />
            </Stack>
          </form>
        )}
        {!canAdd && <DialogFooter cancelLabel={t('staff.form.cancel')} onCancel={onClose} />}
      </Stack>
    </Modal>
  );
}
