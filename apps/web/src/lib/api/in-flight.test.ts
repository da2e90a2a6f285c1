import { describe, expect, it } from 'vitest';
import { auth, clinics, files } from '@yim/contract';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { callApi } from './call-api.ts';
import { callUrl } from './call-url.ts';
import { inFlightCount } from './in-flight.ts';

/** A response the test releases by hand, to keep a request in flight. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const loginBody = { username: 'a@b.co', password: 'secret', rememberMe: false };

describe('identical requests in flight (spec access §7)', () => {
  it('sends an identical GET once: the second caller gets the first call’s promise', async () => {
    const answer = deferred();
    const fetchMock = mockApi({ [on(clinics.listMyClinics)]: () => answer.promise });
    const first = callApi(clinics.listMyClinics);
    const second = callApi(clinics.listMyClinics);
    expect(second).toBe(first);
    answer.release(ok({ list: [], total: 0 }));
    await expect(Promise.all([first, second])).resolves.toEqual([
      { list: [], total: 0 },
      { list: [], total: 0 },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(inFlightCount()).toBe(0);
  });

  it('sends again once the first call has settled', async () => {
    const fetchMock = mockApi({ [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }) });
    await callApi(clinics.listMyClinics);
    await callApi(clinics.listMyClinics);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tells requests apart by method, URL and body', async () => {
    const fetchMock = mockApi({ [on(auth.login)]: () => ok({ accessToken: 't', user: {} }) });
    await Promise.all([
      callApi(auth.login, { body: loginBody, skipAuth: true }),
      callApi(auth.login, { body: loginBody, skipAuth: true }),
      callApi(auth.login, { body: { ...loginBody, rememberMe: true }, skipAuth: true }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never merges storage uploads: multipart bodies and PUTs to a signed file URL', async () => {
    const fetchMock = mockApi({
      [on(files.uploadContent)]: () => ok({ id: 1 }),
      'PUT /api/files/branch/a.pdf': () => new Response(null, { status: 200 }),
    });
    const form = new FormData();
    await Promise.all([
      callApi(files.uploadContent, { formData: form }),
      callApi(files.uploadContent, { formData: form }),
      callUrl('/api/files/branch/a.pdf?sig=1', { method: 'PUT', body: 'x' }),
      callUrl('/api/files/branch/a.pdf?sig=1', { method: 'PUT', body: 'x' }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('lets a cancelled call go at once, so a later caller sends its own', async () => {
    const answers = [deferred(), deferred()];
    let index = 0;
    const fetchMock = mockApi({ [on(clinics.listMyClinics)]: () => answers[index++]!.promise });
    const controller = new AbortController();
    const first = callApi(clinics.listMyClinics, { signal: controller.signal });
    controller.abort();
    const second = callApi(clinics.listMyClinics);
    expect(second).not.toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answers[1]!.release(ok({ list: [], total: 0 }));
    await expect(second).resolves.toEqual({ list: [], total: 0 });
    answers[0]!.release(ok({ list: [], total: 0 }));
    await first.catch(() => null);
  });
});
