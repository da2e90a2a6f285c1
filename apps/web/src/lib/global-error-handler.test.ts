import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinics, masters } from '@yim/contract';
import { fail, mockApi, on } from '../test/mock-api.ts';
import { API_ERROR_EVENT, ApiError, callApi } from './api-client.ts';
import { clearErrorHistory, ERROR_HISTORY_LIMIT, getErrorHistory } from './error-history.ts';
import {
  DUPLICATE_WINDOW_MS,
  handleGlobalError,
  installGlobalErrorHandler,
  resetShownErrors,
} from './global-error-handler.ts';

type Shown = { title: string; message: string; color: string };

function apiError(
  status: number,
  errorCode: string,
  errorMessage: ApiError['errorMessage'] = null,
  url = '/api/x',
): ApiError {
  return new ApiError({ status, errorCode, errorMessage, method: 'GET', url });
}

let show: { mock: { calls: unknown[][] }; mockRestore: () => void };
const shown = (): Shown[] => show.mock.calls.map(([toast]) => toast as Shown);

beforeEach(() => {
  vi.useFakeTimers();
  resetShownErrors();
  clearErrorHistory();
  show = vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  show.mockRestore();
  vi.useRealTimers();
});

describe('global error presentation (spec access §8)', () => {
  it('shows a network failure as a warning in English, also when offline', () => {
    handleGlobalError(
      new ApiError({
        status: 0,
        errorCode: 'NETWORK_ERROR',
        errorMessage: 'Network Error',
        kind: 'network',
        method: 'GET',
        url: '/api/a',
      }),
    );
    expect(shown()).toEqual([
      expect.objectContaining({
        title: 'คำเตือน',
        color: 'yellow',
        message: 'Network Error: please check your internet connection.',
      }),
    ]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/b'));
    online.mockRestore();
    expect(shown()[1]).toEqual(
      expect.objectContaining({ title: 'คำเตือน', message: 'Network Error: please check your internet connection.' }),
    );
  });

  it.each([
    ['403', apiError(403, 'SOMETHING'), 'คำเตือน', 'yellow', 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้'],
    ['500', apiError(500, 'INTERNAL'), 'เกิดข้อผิดพลาด', 'red', 'ระบบขัดข้อง ขออภัยในความไม่สะดวก'],
    ['503', apiError(503, 'HTTP_503'), 'เกิดข้อผิดพลาด', 'red', 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง'],
    ['504', apiError(504, 'INTERNAL'), 'เกิดข้อผิดพลาด', 'red', 'หมดเวลาการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง'],
    ['404', apiError(404, 'HTTP_404'), 'เกิดข้อผิดพลาด', 'red', 'ไม่พบข้อมูล'],
    ['409 with a server text', apiError(409, 'SOMETHING-NEW', 'มีการรักษาแล้ว'), 'เกิดข้อผิดพลาด', 'red', 'มีการรักษาแล้ว'],
    ['another status without text', apiError(418, 'HTTP_418'), 'เกิดข้อผิดพลาด', 'red', 'ระบบขัดข้อง ขออภัยในความไม่สะดวก'],
    [
      '422 with a validation path',
      apiError(422, 'VALIDATION_FAILED', { validationResult: [{ error: [{ path: 'mobile', message: 'x' }] }] }),
      'เกิดข้อผิดพลาด',
      'red',
      'ข้อมูลไม่ถูกต้อง (mobile)',
    ],
    ['a plain Error', new Error('boom'), 'เกิดข้อผิดพลาด', 'red', 'ระบบขัดข้อง ขออภัยในความไม่สะดวก'],
  ])('shows %s as a toast', (_label, error, title, color, message) => {
    handleGlobalError(error);
    expect(shown()).toEqual([expect.objectContaining({ title, color, message })]);
  });

  it('shows nothing for 401, login calls, oauth2 calls or silent calls', () => {
    handleGlobalError(apiError(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired'));
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/login'));
    handleGlobalError(apiError(429, 'RATE_LIMITED', null, '/api/user/login'));
    handleGlobalError(apiError(500, 'INTERNAL', null, '/o/oauth2/consent?client_id=a'));
    handleGlobalError(apiError(500, 'INTERNAL'), { silent: true });
    expect(shown()).toEqual([]);
  });

  it('shows the same message for the same URL once within 5 s', () => {
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/a'));
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/a'));
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/b'));
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(DUPLICATE_WINDOW_MS - 1);
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/a'));
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    handleGlobalError(apiError(500, 'INTERNAL', null, '/api/a'));
    expect(shown()).toHaveLength(3);
  });

  it('falls back to a system-error toast when handling fails', () => {
    const broken = apiError(500, 'INTERNAL');
    Object.defineProperty(broken, 'message', {
      get() {
        throw new Error('broken getter');
      },
    });
    handleGlobalError(broken);
    expect(shown()).toEqual([
      expect.objectContaining({ title: 'เกิดข้อผิดพลาด', message: 'ระบบขัดข้อง ขออภัยในความไม่สะดวก' }),
    ]);
  });
});

describe('error history', () => {
  it('keeps the last 100 errors with their details, silent ones included', () => {
    vi.setSystemTime(new Date('2025-01-02T03:04:05.000Z'));
    handleGlobalError(apiError(422, 'VALIDATION_FAILED', 'bad', '/api/first'), { silent: true, context: 'test.first' });
    expect(getErrorHistory()[0]).toEqual({
      timestamp: '2025-01-02T03:04:05.000Z',
      type: 'validation',
      message: 'bad',
      status: 422,
      url: '/api/first',
      method: 'GET',
      context: 'test.first',
      stack: expect.any(String),
    });
    for (let i = 0; i < ERROR_HISTORY_LIMIT + 4; i += 1)
      handleGlobalError(apiError(500, 'INTERNAL', null, `/api/${i}`));
    const history = getErrorHistory();
    expect(history).toHaveLength(ERROR_HISTORY_LIMIT);
    expect(history[0]?.url).toBe('/api/4');
    expect(history.at(-1)?.url).toBe(`/api/${ERROR_HISTORY_LIMIT + 3}`);
  });
});

describe('wiring to the API client', () => {
  it('shows failed calls unless they are silent', async () => {
    const stop = installGlobalErrorHandler();
    mockApi({ [on(clinics.listMyClinics)]: () => fail(500, 'INTERNAL') });
    await callApi(clinics.listMyClinics, { silent: true }).catch(() => null);
    expect(shown()).toEqual([]);
    await callApi(clinics.listMyClinics).catch(() => null);
    expect(shown()).toEqual([expect.objectContaining({ message: 'ระบบขัดข้อง ขออภัยในความไม่สะดวก' })]);
    expect(getErrorHistory().map((entry) => entry.context)).toEqual(['clinics.listMine', 'clinics.listMine']);
    stop();
  });

  it('raises the global API error event when configuration fails to load', async () => {
    const heard = vi.fn();
    window.addEventListener(API_ERROR_EVENT, heard);
    mockApi({ [on(masters.configValue, { segment: 'userType' })]: () => fail(503, 'HTTP_503') });
    await callApi(masters.configValue, { params: { segment: 'userType' }, silent: true }).catch(() => null);
    window.removeEventListener(API_ERROR_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const detail = (heard.mock.calls[0]?.[0] as CustomEvent<{ error: ApiError }>).detail;
    expect(detail.error.status).toBe(503);
  });
});
