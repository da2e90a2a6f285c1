import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr.ts';
import { xhrFetch } from './xhr-transport.ts';

afterEach(() => vi.unstubAllGlobals());

describe('xhrFetch', () => {
  it('sends method, headers and body, reports the upload progress and answers a Response', async () => {
    const xhr = stubXhr();
    const progress: [number, number][] = [];
    const body = new Blob(['abc']);
    const answer = xhrFetch(
      '/api/x',
      { method: 'PUT', body, headers: new Headers({ 'Content-Type': 'image/png' }), credentials: 'include' },
      (loaded, total) => progress.push([loaded, total]),
    );
    const sent = xhr.sent[0]!;
    expect(sent).toMatchObject({ method: 'PUT', url: '/api/x', body, withCredentials: true });
    expect(sent.headers['content-type']).toBe('image/png');
    sent.progress(1, 3);
    sent.progress(3, 3);
    sent.respond(201, { id: 5 });
    const response = await answer;
    expect(progress).toEqual([
      [1, 3],
      [3, 3],
    ]);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ status: '201', data: { id: 5 } });
  });

  it('fails like fetch: a TypeError for the network, an AbortError when its signal aborts', async () => {
    const xhr = stubXhr();
    const lost = xhrFetch('/api/x', { method: 'POST' }, () => undefined);
    xhr.sent[0]!.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const cancelled = xhrFetch('/api/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
