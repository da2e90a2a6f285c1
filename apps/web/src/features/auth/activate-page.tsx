import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZActivateBody } from '@yim/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { activationQuery } from './auth.api.ts';
import { AccountNotice } from './account-notice.tsx';
import { MailKeyCheck } from './mail-key-check.tsx';
import { keyFromPaste } from './mail-key.ts';
import { PublicCardLayout } from './public-card-layout.tsx';

const isKeyFormatValid = (key: string) => ZActivateBody.safeParse({ activateKey: key }).success;

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
  const { t } = useTranslation('auth');
  const activation = useQuery(activationQuery(activateKey));
  return (
    <MailKeyCheck
      check={activation}
      invalidCode="ACTIVATION-KEY-INVALID"
      checkingText={t('activate.inProgress')}
      failedTitle={t('activate.failedTitle')}
      invalid={<InvalidKey />}
    >
      {({ email }) => (
        <AccountNotice
          icon="check"
          title={t('activate.successTitle')}
          actions={
            <Button component={Link} to="/login" size="md">
              {t('common:actions.goToLogin')}
            </Button>
          }
        >
          {t('activate.successText', { email })}
        </AccountNotice>
      )}
    </MailKeyCheck>
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
