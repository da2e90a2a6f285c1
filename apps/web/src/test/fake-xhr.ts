import { vi } from 'vitest';

/**
 * XMLHttpRequest under the test's control, for uploads that report their progress (fetch cannot):
 * each request waits until the test moves its upload on and answers it.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private answerHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The browser has sent `loaded` of `total` bytes of the body. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  /** The server's answer: a JSON body (the envelope's data) or none. */
  respond(status: number, data?: unknown) {
    this.status = status;
    const text = data === undefined ? '' : JSON.stringify({ status: String(status), data });
    this.response = new TextEncoder().encode(text).buffer as ArrayBuffer;
    this.answerHeaders = text ? 'content-type: application/json\r\n' : '';
    this.onload?.();
  }
}

export function stubXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
