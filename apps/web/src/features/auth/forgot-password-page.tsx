import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZForgotPasswordBody } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { Icon } from '../../ui/icon.tsx';
import { forgotPassword } from './auth.api.ts';
import { AccountNotice } from './account-notice.tsx';
import { EMAIL_INPUT_PROPS } from './email-input-props.ts';
import { PublicCardLayout } from './public-card-layout.tsx';
import { useValidationText } from '../../lib/validation-text.ts';

/**
 * /user/forgotpassword: the server answers the same for a known and an unknown address, so the
 * page does too — it never tells whether an address is registered.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const text = useValidationText();
  const form = useZodForm(ZForgotPasswordBody, { email: '' });
  const mutation = useMutation({ mutationFn: forgotPassword });
  const emailField = form.textField('email');

  if (mutation.isSuccess) {
    return (
      <PublicCardLayout title={t('forgot.title')}>
        <AccountNotice
          icon="mail"
          title={t('forgot.sentTitle')}
          actions={
            <Button component={Link} to="/login" size="md">
              {t('common:actions.goToLogin')}
            </Button>
          }
        >
          {t('forgot.sentText', { email: mutation.variables })}
        </AccountNotice>
      </PublicCardLayout>
    );
  }

  return (
    <PublicCardLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form
        onSubmit={form.handleSubmit((data) => mutation.mutate(data.email))}
        noValidate
        aria-label={t('forgot.title')}
      >
        <Stack gap="md">
          {mutation.isError && (
            <Alert variant="light" color="red" icon={<Icon name="alert" />} role="alert">
              {errorMessage(mutation.error, i18n)}
            </Alert>
          )}
          <TextInput
            {...emailField}
            error={text(emailField.error)}
            size="md"
            {...EMAIL_INPUT_PROPS}
            label={t('fields.email')}
            placeholder={t('login.usernamePlaceholder')}
            data-autofocus
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t('forgot.submit')}
          </Button>
          <Text ta="center" fz="sm">
            <Anchor component={Link} to="/login">
              {t('forgot.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicCardLayout>
  );
}
