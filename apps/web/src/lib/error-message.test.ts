import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage } from './error-message.ts';
import { i18n } from './i18n.ts';

function apiError(status: number, errorCode: string, errorMessage: ApiError['errorMessage'] = null): ApiError {
  return new ApiError({ status, errorCode, errorMessage, method: 'GET', url: '/api/x' });
}

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('errorMessage', () => {
  it('translates a known code', () => {
    expect(errorMessage(apiError(401, 'AUTH-INVALID-CREDENTIALS'), i18n)).toBe('อีเมล หรือ รหัสผ่านไม่ถูกต้อง');
    expect(errorMessage(apiError(500, 'INTERNAL'), i18n)).toBe('ระบบขัดข้อง ขออภัยในความไม่สะดวก');
  });

  it.each([
    [401, 'กรุณาเข้าสู่ระบบ'],
    [403, 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้'],
    [404, 'ไม่พบข้อมูล'],
    [422, 'ข้อมูลไม่ถูกต้อง'],
    [500, 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง'],
    [503, 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่อีกครั้ง'],
    [504, 'หมดเวลาการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง'],
  ])('maps an unknown code with status %i by status', (status, text) => {
    expect(errorMessage(apiError(status, 'SOMETHING-NEW'), i18n)).toBe(text);
  });

  it("shows the server's text for other statuses, else the system error", () => {
    expect(errorMessage(apiError(409, 'SOMETHING-NEW', 'มีการรักษาแล้ว'), i18n)).toBe('มีการรักษาแล้ว');
    expect(errorMessage(apiError(409, 'SOMETHING-NEW'), i18n)).toBe('ระบบขัดข้อง ขออภัยในความไม่สะดวก');
  });

  it('adds the first validation path', () => {
    const error = apiError(422, 'VALIDATION_FAILED', {
      validationResult: [{ error: [{ path: 'mobile', message: 'Too short' }] }],
    });
    expect(errorMessage(error, i18n)).toBe('ข้อมูลไม่ถูกต้อง (mobile)');
  });

  it('names network failures and anything that is not an ApiError', () => {
    const offline = new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      errorMessage: 'Network Error',
      kind: 'network',
      method: 'GET',
      url: '/api/x',
    });
    expect(errorMessage(offline, i18n)).toMatch(/อินเทอร์เน็ต/);
    expect(errorMessage(new Error('boom'), i18n)).toBe('ระบบขัดข้อง ขออภัยในความไม่สะดวก');
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('en');
    expect(errorMessage(apiError(401, 'AUTH-INVALID-CREDENTIALS'), i18n)).toBe('Invalid e-mail or password');
  });
});
