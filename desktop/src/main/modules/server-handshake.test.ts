import { describe, expect, it } from 'vitest';
import { API_VERSION } from '@zlota/shared/api-routes';
import { judgeServer, offlineRetryDelayMs } from './server-handshake.js';

const healthy = (api_version: unknown) => ({ status: 200, body: { status: 'ok', database: 'pg', api_version } });

describe('server version handshake', () => {
  it('when the server speaks the app’s API version, then the app goes on', () => {
    expect(judgeServer(healthy(API_VERSION))).toEqual({ kind: 'ok' });
  });

  it('when the server is newer, then the app is to be updated; when older, the server', () => {
    expect(judgeServer(healthy(3), 2)).toEqual({ kind: 'update-app', message: expect.stringContaining('Zaktualizuj program') });
    expect(judgeServer(healthy(1), 2)).toEqual({ kind: 'update-server', message: expect.stringContaining('aktualizację') });
  });

  it('when the address answers without an API version, or not at all, then the admin is told to check it', () => {
    expect(judgeServer({ status: 200, body: '<html>' }).kind).toBe('not-our-server');
    expect(judgeServer({ status: 404, body: { error: {} } }).kind).toBe('not-our-server');
    expect(judgeServer(healthy('1')).kind).toBe('not-our-server');
    expect(judgeServer({ status: null, body: null }).kind).toBe('unavailable');
  });

  it('when the server’s database is down, then it says so and the app waits', () => {
    expect(judgeServer({ status: 503, body: { status: 'unavailable', database: 'pg', api_version: API_VERSION } }).kind).toBe('unavailable');
  });

  it('when the server’s disk is full, then the app goes on: staff read and sign in, and each refused save says why', () => {
    expect(judgeServer({ status: 503, body: { status: 'storage_full', database: 'sqlite3', api_version: API_VERSION } }).kind).toBe('ok');
  });
});

describe('offline retries', () => {
  it('when the server stays away, then the app retries sooner first and at most every 30 seconds', () => {
    expect([0, 1, 2, 3, 10].map(offlineRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 30_000, 30_000]);
  });
});
