/** Bytes of the request body sent so far, and how many there are in all. */
export type UploadProgress = (loaded: number, total: number) => void;

const NULL_BODY_STATUSES = [101, 204, 205, 304];

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch() for a request whose upload progress is shown: fetch reports no progress of what it
 * sends, XMLHttpRequest does. Answers a Response, so the caller reads it like fetch's; fails with
 * a TypeError on a network failure and an AbortError when the signal aborts, as fetch does.
 */
export function xhrFetch(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.includes(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
