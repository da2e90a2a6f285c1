import { API_BASE_URL, type PreparedRequest } from './build-request.ts';
import { sendPrepared } from './call-api.ts';
import { readResponse } from './read-response.ts';
import type { UploadProgress } from './xhr-transport.ts';

export type UrlCall = {
  method?: 'GET' | 'PUT' | 'POST';
  body?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
  skipAuth?: boolean;
  silent?: boolean;
  /** Names the call in the error history. */
  context?: string;
  /** Called as the body goes out (an upload's progress bar). */
  onUploadProgress?: UploadProgress;
};

/**
 * A call to a URL outside the contract: a storage upload to a presigned URL, a PDF to sign.
 * Same rules as callApi (no bearer for storage URLs, uploads never shared). Answers the body as a
 * Blob: a shared request hands the same answer to every caller, and a Response body reads only once.
 */
export function callUrl(url: string, call: UrlCall = {}): Promise<Blob> {
  const method = call.method ?? 'GET';
  const headers = new Headers();
  if (call.contentType) headers.set('Content-Type', call.contentType);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (call.body !== undefined) init.body = call.body;
  if (call.signal) init.signal = call.signal;
  const target = url.startsWith('/api/') ? `${API_BASE_URL}${url}` : url;
  const request: PreparedRequest = { method, url: target, init };
  const meta = {
    skipAuth: call.skipAuth,
    silent: call.silent,
    signal: call.signal,
    context: call.context ?? `url.${method}`,
    onUploadProgress: call.onUploadProgress,
  };
  return sendPrepared(request, meta, async (response, sent) =>
    response.ok ? response.blob() : readResponse<Blob>(response, sent),
  );
}
