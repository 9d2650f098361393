import { describe, expect, test } from 'vitest';
import { loginHref, nextPathAfterLogin, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  test.each(['/user', '/nowa-zbiorka', '/user/charity/wozek-dla-ani/preview?x=1#opis', '/'])('when the path is %s of this site, then it is kept', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  test.each(['//evil.example', '/\\evil.example', 'https://evil.example/user', 'javascript:alert(1)', '', 'user', '/user\n/x'])(
    'when the path is %j, then it is refused (another site, a script or not a path)',
    (path) => {
      expect(safeNextPath(path)).toBeNull();
    },
  );

  test.each(['/user/login', '/user/login/', '/user/signup?next=/user', '/user/remember', '/user/reset-password?token=x', '/admin/login'])(
    'when the path is the logged-out page %s, then it is refused so that login never leads back to itself',
    (path) => {
      expect(safeNextPath(path)).toBeNull();
    },
  );

  test('when the value is not a string, then it is refused', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath({ pathname: '/user' })).toBeNull();
  });
});

describe('nextPathAfterLogin', () => {
  test('when the guard left router state, then it wins over ?next=', () => {
    expect(nextPathAfterLogin({ state: { from: '/nowa-zbiorka' }, next: '/user' }, '/user')).toBe('/nowa-zbiorka');
  });

  test('when only ?next= is there, then it is used', () => {
    expect(nextPathAfterLogin({ state: null, next: '/user/charity/a/preview' }, '/user')).toBe('/user/charity/a/preview');
  });

  test('when neither is safe, then the fallback is used', () => {
    expect(nextPathAfterLogin({ state: { from: 'https://evil.example' }, next: '//evil.example' }, '/user')).toBe('/user');
    expect(nextPathAfterLogin({}, '/admin')).toBe('/admin');
  });
});

describe('loginHref', () => {
  test('when a guard sends someone to log in, then the way back is encoded in ?next=', () => {
    expect(loginHref('/user/charity/wozek/preview?a=1')).toBe('/user/login?next=%2Fuser%2Fcharity%2Fwozek%2Fpreview%3Fa%3D1');
  });

  test('when the way back is not safe, then the plain login page is used', () => {
    expect(loginHref('//evil.example')).toBe('/user/login');
  });
});
