import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PASSWORD_MAX, ZResetKeyBody } from '@yim/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { Icon } from '../../ui/icon.tsx';
import { resetKeyQuery, resetPassword } from './auth.api.ts';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { AccountNotice } from './account-notice.tsx';
import { MailKeyCheck } from './mail-key-check.tsx';
import { newPasswordForm, type NewPasswordValues } from './new-password-form.ts';
import { PublicCardLayout } from './public-card-layout.tsx';
import { useValidationText } from '../../lib/validation-text.ts';

const isKeyFormatValid = (key: string) => ZResetKeyBody.safeParse({ resetPasswordKey: key }).success;

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <AccountNotice
      icon="alert"
      color="orange"
      title={t('reset.invalidTitle')}
      actions={
        <Button component={Link} to="/user/forgotpassword" size="md">
          {t('reset.requestNew')}
        </Button>
      }
    >
      {t('reset.invalidText')}
    </AccountNotice>
  );
}

type ResetFormProps = { resetPasswordKey: string; email: string };

function ResetForm({ resetPasswordKey, email }: ResetFormProps) {
  const { t, i18n } = useTranslation('auth');
  const text = useValidationText();
  const form = useZodForm(newPasswordForm, { password: '', confirmPassword: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(resetPasswordKey, password),
    onError: (error) => form.setServerErrors(serverFieldErrors<NewPasswordValues>(error)),
  });

  if (mutation.isSuccess) {
    return (
      <AccountNotice
        icon="check"
        title={t('reset.successTitle')}
        actions={
          <Button component={Link} to="/login" size="md">
            {t('common:actions.goToLogin')}
          </Button>
        }
      >
        {t('reset.successText')}
      </AccountNotice>
    );
  }
  if (mutation.isError && isApiError(mutation.error) && mutation.error.errorCode === 'RESET-KEY-INVALID')
    return <InvalidLink />;

  const field = (name: keyof NewPasswordValues) => {
    const props = form.textField(name);
    return { ...props, error: text(props.error), size: 'md' as const, withAsterisk: true, maxLength: PASSWORD_MAX };
  };
  // A 422 shows under its field (the common-password message); anything else above the form.
  const hasOtherError = mutation.isError && !(isApiError(mutation.error) && mutation.error.status === 422);

  return (
    <form
      onSubmit={form.handleSubmit((data) => mutation.mutate(data.password))}
      noValidate
      aria-label={t('reset.title')}
    >
      <Stack gap="md">
        <Text>
          <Trans t={t} i18nKey="reset.forAccount" values={{ email }} components={{ b: <b /> }} />
        </Text>
        {hasOtherError && (
          <Alert variant="light" color="red" icon={<Icon name="alert" />} role="alert">
            {errorMessage(mutation.error, i18n)}
          </Alert>
        )}
        {/* Lets a password manager store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          {...field('password')}
          autoComplete="new-password"
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          data-autofocus
        />
        <PasswordInput
          {...field('confirmPassword')}
          autoComplete="new-password"
          label={t('fields.confirmNewPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function VerifiedReset({ resetPasswordKey }: { resetPasswordKey: string }) {
  const { t } = useTranslation('auth');
  const check = useQuery(resetKeyQuery(resetPasswordKey));
  return (
    <MailKeyCheck
      check={check}
      invalidCode="RESET-KEY-INVALID"
      checkingText={t('reset.checking')}
      failedTitle={t('reset.checkFailedTitle')}
      invalid={<InvalidLink />}
    >
      {({ email }) => <ResetForm resetPasswordKey={resetPasswordKey} email={email} />}
    </MailKeyCheck>
  );
}

/** /user/resetpassword/:resetPasswordKey — checks the link, then asks for the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { resetPasswordKey = '' } = useParams();
  return (
    <PublicCardLayout title={t('reset.title')}>
      {isKeyFormatValid(resetPasswordKey) ? (
        <VerifiedReset key={resetPasswordKey} resetPasswordKey={resetPasswordKey} />
      ) : (
        <InvalidLink />
      )}
    </PublicCardLayout>
  );
}
