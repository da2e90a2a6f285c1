import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  DENTIST_USER_TYPE,
  MOBILE_DIGITS,
  PASSWORD_MAX,
  ZRegisterBody,
  type TRegisterBody,
} from '@yim/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { handleGlobalError } from '../../lib/global-error-handler.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { register } from './auth.api.ts';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { EMAIL_INPUT_PROPS } from './email-input-props.ts';
import { DentistFields } from './dentist-fields.tsx';
import { digitsOnly } from '../../lib/digits-only.ts';
import { NO_USER_TYPE, UserTypeSelect } from './user-type-select.tsx';
import { useValidationText } from '../../lib/validation-text.ts';

const EMPTY = {
  email: '',
  password: '',
  confirmPassword: '',
  firstNameTh: '',
  lastNameTh: '',
  firstNameEn: '',
  lastNameEn: '',
  mobile: '',
  userTypeId: NO_USER_TYPE,
  drLicenseNo: '',
  drSpecialItems: [] as string[],
};
type RegisterValues = typeof EMPTY;

/** The server's duplicate answer (spec access §8): code and English text both identify it. */
function isEmailTaken(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'USER-EMAIL-EXISTS' || error.serverText === 'The Email is existing');
}

type RegisterFormProps = { onRegistered: (email: string) => void };

/** Spec access §2 and §5: every field and message of the registration form. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useZodForm(ZRegisterBody, EMPTY);
  const isDentist = form.values.userTypeId === DENTIST_USER_TYPE;

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (_result, body) => onRegistered(body.email),
    onError: (error) => {
      if (isEmailTaken(error)) {
        form.setServerErrors({ email: ACCOUNT_MESSAGES.emailExisting });
        emailRef.current?.focus();
        return;
      }
      const fieldErrors = serverFieldErrors<RegisterValues>(error);
      if (Object.keys(fieldErrors).length > 0) form.setServerErrors(fieldErrors);
      // Spec access §8: other failures are not the form's business; the global handling shows them.
      else handleGlobalError(error, { context: 'auth.register' });
    },
  });

  function changeUserType(userTypeId: string) {
    // Leaving the dentist type clears the license and specialties (spec access §5).
    form.setFieldValues({ userTypeId, drLicenseNo: '', drSpecialItems: [] });
  }

  function submit(data: TRegisterBody) {
    const isDentistData = data.userTypeId === DENTIST_USER_TYPE;
    mutation.mutate({
      ...data,
      drLicenseNo: isDentistData ? data.drLicenseNo : null,
      drSpecialItems: isDentistData ? data.drSpecialItems : [],
    });
  }

  const field = (name: Exclude<keyof RegisterValues, 'drSpecialItems'>) => {
    const props = form.textField(name);
    return { ...props, error: text(props.error), size: 'md' as const, withAsterisk: true };
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('register.title')}>
      <Stack gap="md">
        <TextInput
          {...field('email')}
          ref={emailRef}
          {...EMAIL_INPUT_PROPS}
          label={t('fields.email')}
          placeholder={t('login.usernamePlaceholder')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            {...field('password')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            label={t('fields.password')}
            description={t('fields.passwordHint')}
          />
          <PasswordInput
            {...field('confirmPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            label={t('fields.confirmPassword')}
            description={t('fields.confirmPasswordHint')}
          />
          <TextInput
            {...field('firstNameTh')}
            autoComplete="given-name"
            maxLength={100}
            label={t('fields.firstNameTh')}
          />
          <TextInput
            {...field('lastNameTh')}
            autoComplete="family-name"
            maxLength={100}
            label={t('fields.lastNameTh')}
          />
          <TextInput {...field('firstNameEn')} lang="en" maxLength={100} label={t('fields.firstNameEn')} />
          <TextInput {...field('lastNameEn')} lang="en" maxLength={100} label={t('fields.lastNameEn')} />
          <TextInput
            {...field('mobile')}
            onChange={(event) => form.setFieldValue('mobile', digitsOnly(event.currentTarget.value, MOBILE_DIGITS))}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            label={t('fields.mobile')}
            placeholder={t('fields.mobilePlaceholder')}
          />
          <UserTypeSelect
            value={form.values.userTypeId}
            onChange={changeUserType}
            onBlur={() => form.markTouched('userTypeId')}
            error={text(form.errorOf('userTypeId'))}
          />
        </SimpleGrid>
        {isDentist && <DentistFields form={form} />}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
