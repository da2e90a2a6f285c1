import { oauth, type BodyOf, type QueryOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// The account host of the /oauth2 page (spec access §7). Its calls show no toasts (spec access §8:
// paths with /oauth2/ are excluded); the page shows every outcome itself.

export const oauthKeys = {
  account: ['oauth', 'account'] as const,
  client: (clientId: string) => ['oauth', 'client', clientId] as const,
  consent: (clientId: string) => ['oauth', 'consent', clientId] as const,
};

export function fetchAccount() {
  return callApi(oauth.account, { silent: true });
}

export function fetchClientDetail(clientId: string) {
  return callApi(oauth.clientDetail, { query: { client_id: clientId }, skipAuth: true, silent: true });
}

export function fetchConsent(clientId: string) {
  return callApi(oauth.getConsent, { query: { client_id: clientId }, silent: true });
}

export function decideConsent(clientId: string, allow: boolean, scope: string) {
  return callApi(oauth.setConsent, { query: { client_id: clientId }, body: { allow, scope }, silent: true });
}

export function authenticate(body: BodyOf<typeof oauth.authenticate>) {
  return callApi(oauth.authenticate, { body, skipAuth: true, silent: true });
}

export function fetchAuthorizationCode(query: QueryOf<typeof oauth.authorizationCode>) {
  return callApi(oauth.authorizationCode, { query, silent: true });
}

export const connectedAppsKey = ['oauth', 'connectedApps'] as const;

export function fetchConnectedApps() {
  return callApi(oauth.listConnectedApps);
}

export function withdrawConsent(clientId: string) {
  return callApi(oauth.withdrawConsent, { params: { clientId } });
}

/** The super-administrator's list of registered clients (shown by the superadmin feature). */
export const oauthClientsKey = ['oauth', 'clients'] as const;

export function fetchOAuthClients(signal?: AbortSignal) {
  return callApi(oauth.listClients, { signal });
}

export function setOAuthClientStatus(clientId: string, disabled: boolean) {
  return callApi(oauth.setClientStatus, { params: { clientId }, body: { disabled } });
}
