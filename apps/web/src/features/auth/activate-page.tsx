import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZActivateBody } from '@yim/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { activationQuery } from './account.api.ts';
import { AccountNotice } from './account-notice.tsx';
import { keyFromPaste } from './mail-key.ts';
import { PublicCardLayout } from './public-card-layout.tsx';

const isKeyFormatValid = (key: string) => ZActivateBody.safeParse({ activateKey: key }).success;

/** A key the server refused, or one that cannot be a key at all: both read as an invalid link. */
function isInvalidKey(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'ACTIVATION-KEY-INVALID' || error.status === 422);
}

function InvalidKey() {
  const { t } = useTranslation('auth');
  return (
    <AccountNotice
      icon="alert"
      color="orange"
      title={t('activate.invalidTitle')}
      actions={
        <Group justify="center">
          <Button component={Link} to="/login" size="md">
            {t('common:actions.goToLogin')}
          </Button>
          <Button component={Link} to="/register" size="md" variant="default">
            {t('login.register')}
          </Button>
        </Group>
      }
    >
      {t('activate.invalidText')}
    </AccountNotice>
  );
}

function ActivateWithKey({ activateKey }: { activateKey: string }) {
  const { t, i18n } = useTranslation('auth');
  const activation = useQuery(activationQuery(activateKey));

  if (activation.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status" aria-busy="true">
        <Loader />
        <Text c="dimmed">{t('activate.inProgress')}</Text>
      </Stack>
    );
  }
  if (activation.isError) {
    if (isInvalidKey(activation.error)) return <InvalidKey />;
    return (
      <AccountNotice
        icon="alert"
        color="red"
        title={t('activate.failedTitle')}
        actions={
          <Button size="md" loading={activation.isFetching} onClick={() => void activation.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {errorMessage(activation.error, i18n)}
      </AccountNotice>
    );
  }
  return (
    <AccountNotice
      icon="check"
      title={t('activate.successTitle')}
      actions={
        <Button component={Link} to="/login" size="md">
          {t('common:actions.goToLogin')}
        </Button>
      }
    >
      {t('activate.successText', { email: activation.data.email })}
    </AccountNotice>
  );
}

function ActivateKeyForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = keyFromPaste(pasted);
    if (key === '') return setError(t('activate.keyRequired'));
    if (!isKeyFormatValid(key)) return setError(t('activate.keyInvalid'));
    void navigate(`/user/activate/${encodeURIComponent(key)}`);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('activate.title')}>
      <Stack gap="md">
        <TextInput
          size="md"
          name="activateKey"
          label={t('activate.keyLabel')}
          description={t('activate.keyHint')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={pasted}
          onChange={(event) => {
            setPasted(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <Button type="submit" size="md" fullWidth>
          {t('activate.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /user/activate/:activateKey? — activates on load with a key, else asks for one. */
export function ActivatePage() {
  const { t } = useTranslation('auth');
  const { activateKey } = useParams();

  if (!activateKey) {
    return (
      <PublicCardLayout title={t('activate.title')} subtitle={t('activate.subtitle')}>
        <ActivateKeyForm />
      </PublicCardLayout>
    );
  }
  return (
    <PublicCardLayout title={t('activate.title')}>
      {isKeyFormatValid(activateKey) ? <ActivateWithKey key={activateKey} activateKey={activateKey} /> : <InvalidKey />}
    </PublicCardLayout>
  );
}
