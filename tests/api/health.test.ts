import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, API_VERSION } from '@zlota/shared/api-routes';
import { call, callRoute } from '../support/api-client.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('when the database answers, then the health check says ok, names the database and the API version', async () => {
    const response = await callRoute(server.url, API_ROUTES.health);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: testDatabase() === 'pg' ? 'pg' : 'sqlite3', api_version: API_VERSION });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when the database is gone, then the health check answers 503', async () => {
    const other = await startTestServer();
    await other.outbox.stop(); // its next look at the queue would wait on the closed database
    await other.db.destroy();
    const response = await call(other.url, 'GET', '/api/health');
    expect(response.status).toBe(503);
    expect(response.body.status).toBe('unavailable');
    expect(response.body.api_version).toBe(API_VERSION);
    await other.close();
  });

  it('answers with security headers, a CSP the PWA can run under and a request id', async () => {
    const response = await call(server.url, 'GET', '/api/health', { headers: { 'x-request-id': 'test-req-1' } });
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('test-req-1');
  });

  it('when an /api path does not exist, then it answers 404 in the error shape', async () => {
    const response = await call(server.url, 'GET', '/api/nie-ma-takiej-sciezki');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
