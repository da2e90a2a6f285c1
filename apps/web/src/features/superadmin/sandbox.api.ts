import { queryOptions } from '@tanstack/react-query';
import { superadmin, type TIntegrationService, type TMessageChannel } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

/** The sandbox page's queries (docs/integrations.md). */
export const sandboxKeys = {
  sandbox: ['superadmin', 'sandbox'] as const,
  exchanges: (service: TIntegrationService | null) => ['superadmin', 'sandbox', 'exchanges', service] as const,
  licences: ['superadmin', 'sandbox', 'licences'] as const,
  teleLinks: ['superadmin', 'sandbox', 'teleLinks'] as const,
  outbox: (channel: TMessageChannel | null) => ['superadmin', 'sandbox', 'outbox', channel] as const,
};

export const SANDBOX_EXCHANGES_SHOWN = 50;

export function sandboxExchangesQuery(service: TIntegrationService | null) {
  return queryOptions({
    queryKey: sandboxKeys.exchanges(service),
    queryFn: ({ signal }) =>
      callApi(superadmin.listSandboxExchanges, {
        query: { ...(service ? { service } : {}), limit: SANDBOX_EXCHANGES_SHOWN },
        signal,
      }),
  });
}

/** While a message is still queued the sandbox will deliver or fail it shortly: look again. */
const OUTBOX_QUEUED_REFETCH_MS = 3000;

export function sandboxOutboxQuery(channel: TMessageChannel | null) {
  return queryOptions({
    queryKey: sandboxKeys.outbox(channel),
    queryFn: ({ signal }) =>
      callApi(superadmin.listSandboxOutbox, {
        query: { ...(channel ? { channel } : {}), limit: SANDBOX_EXCHANGES_SHOWN },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.status === 'queued') ? OUTBOX_QUEUED_REFETCH_MS : false,
  });
}

export function sandboxLicencesQuery() {
  return queryOptions({
    queryKey: sandboxKeys.licences,
    queryFn: ({ signal }) => callApi(superadmin.listSandboxLicences, { signal }),
  });
}

export function sandboxTeleLinksQuery() {
  return queryOptions({
    queryKey: sandboxKeys.teleLinks,
    queryFn: ({ signal }) => callApi(superadmin.listSandboxTeleLinks, { signal }),
  });
}

export function putSandboxLicence(body: { licenceNo: string; holderNameTh: string; holderNameEn: string }) {
  return callApi(superadmin.putSandboxLicence, { body });
}

export function confirmSandboxTeleCode(code: string) {
  return callApi(superadmin.confirmSandboxTeleCode, { body: { code } });
}
