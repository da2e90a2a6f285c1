import { Avatar, Button, Group, List, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_FIELD_MAX, type oauth, type DataOf } from '@yim/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { initials } from '../../lib/initials.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { startSession } from '../auth/session.ts';
import { authenticate } from './oauth.api.ts';

type Account = DataOf<typeof oauth.account>;

/** Not signed in: e-mail and password (spec access §4); a 401 is a danger toast with the catalogue's text. */
export function OAuthSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('oauth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: authenticate,
    onSuccess: (result) => {
      startSession(result, { rememberMe: false });
      onSignedIn();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) setPassword('');
      showErrorToast(error);
    },
  });
  const canSubmit = !mutation.isPending && username.trim() !== '' && password !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) mutation.mutate({ username: username.trim(), password, rememberMe: false });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn')}>
      <Stack gap="md">
        <TextInput
          type="email"
          autoComplete="username"
          label={t('auth:login.username')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          maxLength={LOGIN_FIELD_MAX}
          data-autofocus
          autoFocus
          required
        />
        <PasswordInput
          autoComplete="current-password"
          label={t('auth:login.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          maxLength={LOGIN_FIELD_MAX}
          required
        />
        <Button type="submit" size="md" loading={mutation.isPending} disabled={!canSubmit}>
          {t('signIn')}
        </Button>
      </Stack>
    </form>
  );
}

/** The signed-in account: avatar (or initials from the English names), names and e-mail. */
export function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('oauth');
  const englishName = `${account.firstNameEn} ${account.lastNameEn}`.trim();
  return (
    <Group gap="md" wrap="nowrap" aria-label={t('signedInAs')}>
      <Avatar src={account.profile_url} size={56} radius="xl" color="yim" alt="">
        {initials(englishName)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Text fw={600} truncate>
          {englishName || account.first_name_th}
        </Text>
        <Text c="dimmed" fz="sm" truncate>
          {account.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** Spec access §2: the scopes still missing, with cancel and consent. */
export function ConsentList(props: {
  clientName: string;
  scopes: string[];
  busy: boolean;
  onConsent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('oauth');
  return (
    <Stack gap="md">
      <Text fw={600}>{t('consentTitle', { client: props.clientName })}</Text>
      <Text fz="sm" c="dimmed">
        {t('consentIntro')}
      </Text>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <Icon name="check" size={14} />
          </ThemeIcon>
        }
      >
        {props.scopes.map((scope) => (
          <List.Item key={scope}>{t(`scope.${scope}`, { defaultValue: scope })}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          {t('cancel')}
        </Button>
        <Button onClick={props.onConsent} loading={props.busy}>
          {t('consent')}
        </Button>
      </Group>
    </Stack>
  );
}
