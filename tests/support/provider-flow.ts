import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, type ApiResponse } from './api-client.js';
import { collectedGrosze, paymentRow, rejectionCount } from './payments.js';
import type { TestServer } from './test-server.js';

// Helpers of the provider flow suites (payu-flow, przelewy24-flow): a fundraiser configured to use a
// local stand-in, then donations, notifications and reconciling through the real HTTP API.

/** Points a fundraiser at a provider (POST admin/charity/:id/default-payment-configuration) and expects it stored. */
export async function configureFundraiser(baseUrl: string, adminToken: string, charityId: number, configuration: Record<string, unknown>) {
  const response = await callRoute(baseUrl, API_ROUTES.adminCharityPaymentConfiguration, { id: charityId }, { body: configuration, token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toMatchObject({ provider: configuration.provider, source: 'charity' });
}

/** GET payment/:guid/status: what the donor's processing page sees. */
export async function statusOf(baseUrl: string, guid: string): Promise<string> {
  const response = await callRoute(baseUrl, API_ROUTES.paymentStatus, { guid });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.guid).toBe(guid);
  return response.body.status as string;
}

/** POST admin/payments/reconcile, as an admin. */
export async function reconcileNow(baseUrl: string, adminToken: string, olderThanMinutes = 30): Promise<ApiResponse> {
  const response = await callRoute(baseUrl, API_ROUTES.reconcile, {}, { body: { older_than_minutes: olderThanMinutes }, token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

/** The payment_events rows of a payment, oldest first. */
export const eventsOf = (db: Knex, guid: string): Promise<Array<{ provider: string; event_key: string; verdict: string; raw_body: string }>> =>
  db('payment_events').where({ payment_guid: guid }).orderBy('id').select('provider', 'event_key', 'verdict', 'raw_body');

/** Our notification address for a payment, as the provider must be told it. */
export const expectedNotifyUrl = (baseUrl: string, provider: string, guid: string) => `${baseUrl}/api/payments/notify/${provider}/${guid}`;

/** Where the donor returns: the fundraiser's processing page with the guid. */
export const expectedReturnUrl = (baseUrl: string, charityUrl: string, guid: string) =>
  `${baseUrl}/zbiorka/${encodeURIComponent(charityUrl)}/procesowanie-wplaty?guid=${guid}`;

/**
 * Przelewy24's SHA-384 sign, computed here from the documentation (json_encode of the fields in
 * this order, crc last), not by the adapter, so a wrong adapter cannot agree with itself.
 */
export const p24Sign = (fields: Array<[string, string | number]>) =>
  createHash('sha384').update(JSON.stringify(Object.fromEntries(fields)), 'utf8').digest('hex');

export interface Interceptor {
  url: string;
  close(): Promise<void>;
}

/**
 * A transparent HTTP proxy in front of a stand-in: `before` runs (and is awaited) before each
 * request is forwarded, so a test can look at our database at the moment the provider is called.
 */
export async function startInterceptor(target: string, before: (req: IncomingMessage) => Promise<void>): Promise<Interceptor> {
  const targetUrl = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      before(req)
        .then(() => {
          const upstream = httpRequest(
            { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: targetUrl.host } },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          upstream.on('error', () => res.writeHead(502).end());
          upstream.end(Buffer.concat(chunks));
        })
        .catch(() => res.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a provider's notification may leave behind, asserted the same way for every provider: refused as a forgery,
 * refused though signed, or counted exactly once (`expected` grosze added by one stored `counted` event).
 */
export function providerOutcomes(server: () => TestServer, provider: string, expected: number) {
  const collected = (charityId: number) => collectedGrosze(server().db, charityId);
  const events = (guid: string) => eventsOf(server().db, guid);
  return {
    badSignatures: () => rejectionCount(server().db, provider, 'bad_signature'),
    /** A forgery moved nothing: still pending, nothing added, nothing stored, one more bad signature counted. */
    async expectForgeryRefused(fundraiser: { id: number }, guid: string, badSignaturesBefore: number) {
      expect(await statusOf(server().url, guid)).toBe('pending');
      expect(await paymentRow(server().db, guid)).toMatchObject({ status: 'pending', paid_at: null });
      expect(await collected(fundraiser.id)).toBe(0);
      expect(await events(guid)).toEqual([]);
      expect(await rejectionCount(server().db, provider, 'bad_signature')).toBe(badSignaturesBefore + 1);
    },
    /** Signed by the provider, yet refused: still pending, nothing added, and exactly one stored event with this verdict. */
    async expectUnchanged(fundraiser: { id: number }, guid: string, verdict: string) {
      expect(await statusOf(server().url, guid)).toBe('pending');
      expect(await paymentRow(server().db, guid)).toMatchObject({ status: 'pending', paid_at: null });
      expect(await collected(fundraiser.id)).toBe(0);
      expect(await events(guid)).toEqual([expect.objectContaining({ provider, event_key: expect.stringMatching(/^rejected:/), verdict })]);
    },
    /** Paid, the amount counted exactly once, by exactly one stored event. */
    async expectCountedOnce(fundraiser: { id: number }, guid: string) {
      expect(await statusOf(server().url, guid)).toBe('paid');
      expect(await collected(fundraiser.id)).toBe(expected);
      expect((await events(guid)).filter((event) => event.verdict === 'counted')).toHaveLength(1);
    },
  };
}
