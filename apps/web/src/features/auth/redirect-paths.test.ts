import { describe, expect, it } from 'vitest';
import { loginDestination, loginPathFrom, loginPathWithRedirect, safeRedirectPath } from './redirect-paths.ts';

describe('loginPathFrom', () => {
  it('remembers the page with its query', () => {
    expect(loginPathFrom('http://localhost/c1/b1/queuelist?x=1')).toBe('/login?from=%2Fc1%2Fb1%2Fqueuelist%3Fx%3D1');
  });

  it('does not remember login, oauth2 or the root', () => {
    expect(loginPathFrom('http://localhost/login?from=%2Fx')).toBe('/login');
    expect(loginPathFrom('http://localhost/oauth2?client_id=a')).toBe('/login');
    expect(loginPathFrom('http://localhost/')).toBe('/login');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeRedirectPath('/c1/b1/queuemanage?d=2025-01-01#top')).toBe('/c1/b1/queuemanage?d=2025-01-01#top');
    expect(safeRedirectPath('/clinic')).toBe('/clinic');
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['clinic'],
    ['/login'],
    ['/logout'],
  ])('drops %j', (from) => {
    expect(safeRedirectPath(from)).toBeNull();
  });
});

describe('loginPathWithRedirect', () => {
  it('keeps the redirect already in the URL, else the current page', () => {
    expect(loginPathWithRedirect('/c1/b1/queuelist?d=1')).toBe('/login?redirect=%2Fc1%2Fb1%2Fqueuelist%3Fd%3D1');
    expect(loginPathWithRedirect('/clinic?redirect=%2Fc1%2Fb1%2Fsetting')).toBe('/login?redirect=%2Fc1%2Fb1%2Fsetting');
    expect(loginPathWithRedirect('/login')).toBe('/login');
  });
});

describe('loginDestination', () => {
  it('honours `from`, then `redirect`, only as same-site paths', () => {
    expect(loginDestination(new URLSearchParams('from=%2Fa&redirect=%2Fb'))).toBe('/a');
    expect(loginDestination(new URLSearchParams('redirect=%2Fb'))).toBe('/b');
    expect(loginDestination(new URLSearchParams('from=https%3A%2F%2Fevil.example&redirect=%2Fb'))).toBe('/b');
    expect(loginDestination(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBe('/clinic');
    expect(loginDestination(new URLSearchParams(''))).toBe('/clinic');
  });

  it('lands a super-administrator on /superadmin unless the link names a page', () => {
    expect(loginDestination(new URLSearchParams(''), true)).toBe('/superadmin');
    expect(loginDestination(new URLSearchParams('from=%2Fclinic'), true)).toBe('/clinic');
  });
});
