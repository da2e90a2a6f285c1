import { describe, expect, it } from 'vitest';
import { checkTenantParam } from './route-params.ts';
import { buildPath } from './build-path.ts';

describe('the clinicUrl and branchUrl rule (spec access §5)', () => {
  it.each([
    [undefined, 'INVALID_PARAMS'],
    [null, 'INVALID_PARAMS'],
    ['', 'INVALID_PARAMS'],
    ['  ', 'INVALID_PARAMS'],
    ['undefined', 'INVALID_PARAMS'],
    ['null', 'INVALID_PARAMS'],
    ['a'.repeat(51), 'INVALID_LENGTH'],
    ['a'.repeat(50), null],
    ['yim-demo', null],
  ])('%j → %j', (value, expected) => {
    expect(checkTenantParam(value)).toBe(expected);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters and drops a missing optional one', () => {
    expect(buildPath('/api/x/:clinicUrl/:branchUrl/:id', { clinicUrl: 'a b', branchUrl: 'ส', id: 7 })).toBe(
      '/api/x/a%20b/%E0%B8%AA/7',
    );
    expect(buildPath('/queuelist/:param?', {})).toBe('/queuelist');
    expect(() => buildPath('/api/:id', {})).toThrow(/missing path parameter id/);
  });

  it('keeps a trailing slash the path is declared with', () => {
    expect(buildPath('/api/user/register/')).toBe('/api/user/register/');
    expect(buildPath('/api/activate/')).toBe('/api/activate/');
  });
});
