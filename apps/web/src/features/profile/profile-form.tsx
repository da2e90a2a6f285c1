import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DENTIST_USER_TYPE, fullNames, MOBILE_DIGITS, ZProfileBody, type TUserInfo } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, withValidationPath } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { Icon } from '../../ui/icon.tsx';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { authKeys } from '../auth/auth.api.ts';
import { DentistFields } from '../auth/dentist-fields.tsx';
import { digitsOnly } from '../../lib/digits-only.ts';
import { UserTypeSelect } from '../auth/user-type-select.tsx';
import { useValidationText } from '../../lib/validation-text.ts';
import { AvatarPicker, type AvatarChoice } from './avatar-picker.tsx';
import { profileKeys, updateUserInfo, uploadAvatar, type ProfileBody } from './profile.api.ts';
import { saveProfile } from './save-profile.ts';

function profileValues(user: TUserInfo) {
  return {
    uid: user.uid,
    firstNameTh: user.firstNameTh,
    lastNameTh: user.lastNameTh,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    mobile: user.mobile,
    userTypeId: user.userTypeId,
    drLicenseNo: user.drLicenseNo ?? '',
    drSpecialItems: user.drSpecialItems,
    contentId: user.contentId,
    linkedWithMFD: user.linkedWithMFD,
  };
}
type ProfileValues = ReturnType<typeof profileValues>;

type ProfileFormProps = { user: TUserInfo; onSaved: () => void };

/** Spec access §2 'แก้ไขโปรไฟล์': avatar, names, read-only e-mail, mobile, dentist fields, tele-dentistry. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const queryClient = useQueryClient();
  const form = useZodForm(ZProfileBody, profileValues(user));
  const [avatar, setAvatar] = useState<AvatarChoice | null>(null);
  const isDentist = form.values.userTypeId === DENTIST_USER_TYPE;

  const mutation = useMutation({
    mutationFn: (body: ProfileBody) =>
      saveProfile(body, avatar?.image ?? null, {
        uploadAvatar,
        updateUserInfo,
        onAvatarFailed: () => showToast('danger', t('edit.avatarFailed')),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.userInfo, saved);
      showToast('success', t('edit.saved'));
      onSaved();
      // The header reads the user from the login check (with or without a branch): refresh both.
      await queryClient.invalidateQueries({ queryKey: authKeys.checkLogin });
    },
    onError: (error) => {
      // A 422 marks its fields and names the first path in the toast (spec access §8).
      form.setServerErrors(serverFieldErrors<ProfileValues>(error));
      showToast('danger', withValidationPath(t('edit.saveFailed'), error));
    },
  });

  function submit(data: ProfileBody) {
    mutation.mutate({
      ...data,
      drLicenseNo: isDentist ? data.drLicenseNo : null,
      drSpecialItems: isDentist ? data.drSpecialItems : [],
    });
  }

  function reset() {
    form.reset();
    setAvatar(null);
  }

  const field = (name: 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn' | 'mobile') => {
    const props = form.textField(name);
    return { ...props, error: text(props.error), size: 'md' as const, withAsterisk: true, maxLength: 100 };
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('tabs.edit')}>
      <Stack gap="md">
        <AvatarPicker
          contentId={user.contentId}
          nameEn={`${form.values.firstNameEn} ${form.values.lastNameEn}`}
          nameTh={fullNames(form.values).fullName}
          choice={avatar}
          onChoose={setAvatar}
          disabled={mutation.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('firstNameTh')} label={t('auth:fields.firstNameTh')} />
          <TextInput {...field('lastNameTh')} label={t('auth:fields.lastNameTh')} />
          <TextInput {...field('firstNameEn')} lang="en" label={t('auth:fields.firstNameEn')} />
          <TextInput {...field('lastNameEn')} lang="en" label={t('auth:fields.lastNameEn')} />
          <TextInput
            size="md"
            label={t('auth:fields.email')}
            value={user.email}
            readOnly
            variant="filled"
            rightSection={
              <Icon name="lock" size={16} role="img" aria-hidden={false} aria-label={t('edit.emailReadOnly')} />
            }
            title={t('edit.emailReadOnly')}
          />
          <TextInput
            {...field('mobile')}
            onChange={(event) => form.setFieldValue('mobile', digitsOnly(event.currentTarget.value, MOBILE_DIGITS))}
            type="tel"
            inputMode="numeric"
            maxLength={MOBILE_DIGITS}
            label={t('auth:fields.mobile')}
          />
          <UserTypeSelect value={form.values.userTypeId} onChange={() => {}} disabled />
        </SimpleGrid>
        {isDentist && <DentistFields form={form} />}
        <Switch
          size="md"
          label={t('edit.linkedWithMFD')}
          description={t('edit.linkedWithMFDHint')}
          checked={form.values.linkedWithMFD}
          onChange={(event) => form.setFieldValue('linkedWithMFD', event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            size="md"
            onClick={reset}
            disabled={mutation.isPending || (!form.isDirty && !avatar)}
          >
            {t('edit.reset')}
          </Button>
          <Button type="submit" size="md" loading={mutation.isPending}>
            {t('edit.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
