import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, CHARITY_PATH_WORDS, serverPaths } from './api-routes.js';

describe('the API route table', () => {
  it('when a path is relative, then it is served under /api/ only', () => {
    expect(serverPaths(API_ROUTES.signUp)).toEqual(['/api/user/sign-up']);
  });

  it('when a path starts with a slash, then it answers at the root as written and under /api (spec §7)', () => {
    expect(serverPaths(API_ROUTES.userLogin)).toEqual(['/api/user/api-login', '/user/api-login']);
    expect(serverPaths(API_ROUTES.charitySearch)).toEqual(['/api/charity/search/:term', '/charity/search/:term']);
  });

  it('when parameters are filled, then they are URL-encoded into one segment', () => {
    expect(apiPath(API_ROUTES.charitySearch, { term: 'łódź/wózek' })).toBe('/charity/search/%C5%82%C3%B3d%C5%BA%2Fw%C3%B3zek');
    expect(() => apiPath(API_ROUTES.charity, {})).toThrow(/name/);
  });

  it('knows the fixed words of `charity/<word>` a GET takes before a fundraiser\'s slug', () => {
    expect([...CHARITY_PATH_WORDS].sort()).toEqual(['cities', 'count', 'promoted']);
  });

  it('declares every method and path once', () => {
    const keys = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
