import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_FIELD_MAX } from '@yim/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { Icon } from '../../ui/icon.tsx';
import type { LoginBody } from './auth.api.ts';
import { EMAIL_INPUT_PROPS } from './email-input-props.ts';
import { loginDestination } from './redirect-paths.ts';
import { readRememberMe, writeRememberMe } from './remember-me.ts';
import { startSession } from './session.ts';

/**
 * The login page explains every failure itself: login calls get no toasts (spec access §8), so
 * a server or network failure needs a banner of its own or the person would see nothing.
 */
type Banner = 'invalid' | 'notActivated' | 'rateLimited' | 'offline' | 'unavailable';

const BANNER_TEXT: Record<Banner, string> = {
  invalid: 'login.invalidBanner',
  notActivated: 'login.notActivatedBanner',
  rateLimited: 'login.rateLimitedBanner',
  offline: 'errors:messages.networkError',
  unavailable: 'login.unavailableBanner',
};

function bannerOf(error: unknown): Banner {
  // The call's module could not be fetched (loadAuthApi): offline, it is the network's failure.
  if (!isApiError(error)) return navigator.onLine === false ? 'offline' : 'unavailable';
  if (error.kind === 'network') return 'offline';
  if (error.status === 401) return 'invalid';
  if (error.status === 403 && error.errorCode === 'USER-NOT-ACTIVATED') return 'notActivated';
  if (error.status === 429) return 'rateLimited';
  return 'unavailable';
}

/**
 * The login call and the contract's schemas it brings are not needed to draw the page: they are
 * fetched once it is drawn (the form's first effect), so a submit finds them loaded.
 */
const loadAuthApi = () => import('./auth.api.ts');

/** Spec access §2 and §4: e-mail and password, remember-me, banners on 401/403/429, back to `from`. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(readRememberMe);
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    // A failure here is met again, and explained, by the submit.
    loadAuthApi().catch(() => undefined);
  }, []);

  const mutation = useMutation({
    mutationFn: (body: LoginBody) => loadAuthApi().then((api) => api.login(body)),
    onSuccess: async (result, body) => {
      startSession(result, { rememberMe: body.rememberMe === true });
      await navigate(loginDestination(searchParams, result.user.isSuperadmin), { replace: true });
    },
    onError: (error) => {
      const next = bannerOf(error);
      setBanner(next);
      // Only wrong credentials clear the password: the other two came after a correct one.
      if (next === 'invalid') setPassword('');
      passwordRef.current?.focus();
    },
  });

  const trimmedUsername = username.trim();
  const canSubmit = !mutation.isPending && trimmedUsername !== '' && password !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setBanner(null);
    setUsername(trimmedUsername);
    mutation.mutate({ username: trimmedUsername, password, rememberMe });
  }

  function handleRememberMe(checked: boolean) {
    setRememberMe(checked);
    writeRememberMe(checked);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {banner && (
          <Alert
            variant="light"
            color={banner === 'rateLimited' || banner === 'offline' ? 'orange' : 'yellow'}
            icon={<Icon name="alert" />}
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => setBanner(null)}
            role="alert"
          >
            {t(BANNER_TEXT[banner])}
          </Alert>
        )}
        <TextInput
          size="md"
          {...EMAIL_INPUT_PROPS}
          // The password manager's sign-in name, not a new address.
          autoComplete="username"
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onBlur={() => setUsername((value) => value.trim())}
          // The sign-in page has one task: the cursor waits in its first field.
          autoFocus
          data-autofocus
          required
        />
        <PasswordInput
          ref={passwordRef}
          size="md"
          autoComplete="current-password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          maxLength={LOGIN_FIELD_MAX}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t('login.rememberMe')}
            checked={rememberMe}
            onChange={(event) => handleRememberMe(event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/user/forgotpassword" fz="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} disabled={!canSubmit}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
