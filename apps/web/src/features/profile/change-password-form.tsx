import { Anchor, Button, Group, PasswordInput, Stack, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MAX, ZChangePasswordForm } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { changePassword } from './profile.api.ts';
import { useTimedHint } from './use-timed-hint.ts';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };
type PasswordValues = typeof EMPTY;
type PasswordField = keyof PasswordValues;

type ChangePasswordFormProps = { uid: string; onChanged: () => void; onLeave: () => void };

/** Spec access §2, §5 and §8: old, new and confirmation, with the tooltips and toasts of §8. */
export function ChangePasswordForm({ uid, onChanged, onLeave }: ChangePasswordFormProps) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const form = useZodForm(ZChangePasswordForm, EMPTY);
  const [hint, setHint] = useTimedHint<PasswordField>();

  const mutation = useMutation({
    mutationFn: (data: { oldPassword: string; password: string }) => changePassword({ uid, ...data }),
    onSuccess: () => {
      form.reset(EMPTY);
      showToast('success', t('password.changed'));
      onChanged();
    },
    onError: (error) => {
      const status = isApiError(error) ? error.status : 0;
      if (status === 400) {
        setHint({ field: 'oldPassword', text: t('password.wrongOldHint') });
        showToast('danger', t('password.wrongOld'));
      } else if (status === 404) {
        setHint({ field: 'password', text: t('password.usedBeforeHint') });
        showToast('danger', t('password.usedBefore'));
      } else {
        form.setServerErrors(serverFieldErrors<PasswordValues>(error));
        showToast('danger', t('password.failed'));
      }
    },
  });

  const input = (name: PasswordField, label: string, autoComplete: string) => {
    const props = form.textField(name);
    const tip = hint?.field === name ? hint.text : null;
    return (
      <Tooltip
        label={tip}
        opened={tip !== null}
        position="top-end"
        color="red"
        withArrow
        events={{ hover: false, focus: false, touch: false }}
      >
        <PasswordInput
          {...props}
          error={text(props.error)}
          size="md"
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete={autoComplete}
          label={label}
          aria-invalid={tip !== null || props.error !== undefined}
        />
      </Tooltip>
    );
  };

  return (
    <form
      onSubmit={form.handleSubmit((data) =>
        mutation.mutate({ oldPassword: data.oldPassword, password: data.password }),
      )}
      noValidate
      aria-label={t('tabs.password')}
    >
      <Stack gap="md">
        {input('oldPassword', t('password.old'), 'current-password')}
        {input('password', t('password.new'), 'new-password')}
        {input('confirmPassword', t('password.confirm'), 'new-password')}
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/user/forgotpassword" fz="sm" onClick={onLeave}>
            {t('auth:login.forgotPassword')}
          </Anchor>
          <Button type="submit" size="md" loading={mutation.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
