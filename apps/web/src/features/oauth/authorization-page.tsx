import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasAccessToken, isApiError } from '../../lib/api-client.ts';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { PublicCardLayout } from '../auth/public-card-layout.tsx';
import { endSession } from '../auth/session.ts';
import { AccountCard, ConsentList, OAuthSignInForm } from './authorization-views.tsx';
import {
  codeRedirect,
  deniedRedirect,
  missingScopes,
  readAuthorizationRequest,
  type AuthorizationRequest,
} from './authorization-request.ts';
import {
  decideConsent,
  fetchAccount,
  fetchAuthorizationCode,
  fetchClientDetail,
  fetchConsent,
  oauthKeys,
} from './oauth.api.ts';

/** Leaves the app for the client (a full navigation: the client is another site). */
function leaveFor(url: string) {
  window.location.assign(url);
}

function ErrorView() {
  const { t } = useTranslation('oauth');
  return <StatusScreen fullPage icon="alert" color="red" title={t('errorTitle')} description={t('errorText')} />;
}

/** Denied consent: back to the client with error=missing_consent (its redirect URI was confirmed registered). */
function DeniedView({ request, clientName }: { request: AuthorizationRequest; clientName: string }) {
  const { t } = useTranslation('oauth');
  return (
    <StatusScreen
      fullPage
      icon="alert"
      color="orange"
      title={t('deniedTitle')}
      description={t('deniedText', { client: clientName })}
      actions={
        <Button onClick={() => leaveFor(deniedRedirect(request, t('deniedDescription')))}>
          {t('deniedBack', { client: clientName })}
        </Button>
      }
    />
  );
}

/** Signed in: account, client and consent fetched in parallel (spec access §4). */
function SignedIn({ request, onSignedOut }: { request: AuthorizationRequest; onSignedOut: () => void }) {
  const { t } = useTranslation('oauth');
  const queryClient = useQueryClient();
  const [denied, setDenied] = useState(false);
  const [account, client, consent] = useQueries({
    queries: [
      { queryKey: oauthKeys.account, queryFn: fetchAccount, retry: false },
      {
        queryKey: oauthKeys.client(request.clientId),
        queryFn: () => fetchClientDetail(request.clientId),
        retry: false,
      },
      { queryKey: oauthKeys.consent(request.clientId), queryFn: () => fetchConsent(request.clientId), retry: false },
    ],
  });

  const consentMutation = useMutation({
    mutationFn: (allow: boolean) => decideConsent(request.clientId, allow, request.scopes.join(' ')),
    onSuccess: (granted) => queryClient.setQueryData(oauthKeys.consent(request.clientId), granted),
    // Any non-200 answer to the consent call is the denied view (spec access §4).
    onError: () => setDenied(true),
  });
  const codeMutation = useMutation({
    mutationFn: () =>
      fetchAuthorizationCode({
        client_id: request.clientId,
        scope: request.scopes.join(' '),
        redirect_uri: request.redirectUri,
        response_type: request.responseType,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: request.codeChallengeMethod,
      }),
    onSuccess: ({ code }) => leaveFor(codeRedirect(request, code)),
  });

  // A stored token whose session ended: back to the sign-in form.
  const signedOut = isApiError(account.error) && account.error.status === 401;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);
  if (signedOut) return null;
  if (account.isPending || client.isPending || consent.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  // A client the server does not know, or a redirect URI it did not register: nobody is sent anywhere.
  if (account.isError || client.isError || consent.isError || codeMutation.isError) return <ErrorView />;
  if (!client.data.redirect_uris.includes(request.redirectUri)) return <ErrorView />;
  const clientName = client.data.client_name;
  if (denied) return <DeniedView request={request} clientName={clientName} />;

  const missing = missingScopes(request, consent.data.scope);
  const leaving = codeMutation.isPending || codeMutation.isSuccess;
  return (
    <PublicCardLayout title={t('title')} subtitle={t('subtitle', { client: clientName })}>
      <Stack gap="lg">
        <AccountCard account={account.data} />
        {missing.length > 0 ? (
          <ConsentList
            clientName={clientName}
            scopes={missing}
            busy={consentMutation.isPending}
            onConsent={() => consentMutation.mutate(true)}
            onCancel={() => consentMutation.mutate(false)}
          />
        ) : (
          <Stack gap="sm">
            <Button size="md" onClick={() => codeMutation.mutate()} loading={leaving} data-autofocus>
              {t('continue')}
            </Button>
            <Button
              size="md"
              variant="default"
              disabled={leaving}
              onClick={() => {
                endSession();
                onSignedOut();
              }}
            >
              {t('useAnother')}
            </Button>
          </Stack>
        )}
        {leaving && (
          <Text fz="sm" c="dimmed" ta="center" role="status">
            {t('redirecting', { client: clientName })}
          </Text>
        )}
      </Stack>
    </PublicCardLayout>
  );
}

/** /oauth2 (spec access §2 and §4): sign in with Yim for a third-party application. */
export function AuthorizationPage() {
  const { t } = useTranslation('oauth');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const request = readAuthorizationRequest(params);
  const [signedIn, setSignedIn] = useState(hasAccessToken);
  const signIn = () => {
    // Whatever was read for another account (or for none) is not this one's.
    queryClient.removeQueries({ queryKey: ['oauth'] });
    setSignedIn(true);
  };
  const signOut = useCallback(() => setSignedIn(false), []);
  if (!request) return <ErrorView />;
  if (!signedIn) {
    return (
      <PublicCardLayout title={t('title')} subtitle={t('signInSubtitle')}>
        <OAuthSignInForm onSignedIn={signIn} />
      </PublicCardLayout>
    );
  }
  return <SignedIn request={request} onSignedOut={signOut} />;
}
