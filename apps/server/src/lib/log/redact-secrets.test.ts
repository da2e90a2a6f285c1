import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.ts';
import { serializeError } from './log-options.ts';

describe('redactSecrets', () => {
  it.each([
    ['/user/resetpassword/abcDEF_123-x', '/user/resetpassword/[redacted]'],
    ['https://yim.example/user/activate/abc?x=1', 'https://yim.example/user/activate/[redacted]?x=1'],
    ['/api/User/ResetPassword/abc/def', '/api/User/ResetPassword/[redacted]/def'],
    ['/api/files/a.png?exp=1&sig=AbC-_d&name=a', '/api/files/a.png?exp=1&sig=[redacted]&name=a'],
    [
      '/b/k?X-Amz-Signature=ff00&X-Amz-Credential=AKIA%2F1',
      '/b/k?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]',
    ],
    ['/o/callback?code=xyz&state=s', '/o/callback?code=[redacted]&state=s'],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  it('leaves other paths and queries alone', () => {
    const text = '/api/user/checkLogin/yim-demo/siam?page=2&signature_count=3';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('serializeError', () => {
  it('drops the values of a failed query from message, stack, params and the cause', () => {
    const cause = Object.assign(new Error('duplicate key value'), { detail: 'Key (email)=(a@b.c) already exists.' });
    const params = ['a@b.c', '$argon2id$v=19$m=1,t=1,p=1$c2FsdA$aGFzaA', 'line one\nline two'];
    const error = Object.assign(new Error(`Failed query: insert into users values ($1, $2, $3)\nparams: ${params}`), {
      query: 'insert into users values ($1, $2, $3)',
      params,
      cause,
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('insert into users values ($1, $2, $3)');
    expect(text).toContain('params: [redacted]');
    expect(text).toContain('duplicate key value');
    for (const secret of ['a@b.c', '$argon2id', 'line two', 'already exists']) expect(text).not.toContain(secret);
  });
});
