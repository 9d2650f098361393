// Przelewy24 REST API v1: register with a SHA-384 sign, signed notification, mandatory PUT transaction/verify (ARCHITECTURE §4).
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  EMPTY_ANSWERS, ProviderError, type HttpFetch, type ParsedRefundNotification, type PaymentMethod, type PaymentProvider, type ProviderRefundStatus, type ProviderStatus, type RefundInput,
} from './provider.js';

export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  /** The "klucz do raportów" (secretId): the Basic auth password of every REST call. */
  apiKey: string;
  crc: string;
  /** E.g. https://sandbox.przelewy24.pl/api/v1; the donor is sent to trnRequest on its origin. */
  baseUrl: string;
}

const UNREACHABLE = 'Operator płatności Przelewy24 nie odpowiada. Spróbuj ponownie za chwilę.';
const UNEXPECTED = 'Operator płatności Przelewy24 odpowiedział nieoczekiwanie. Spróbuj ponownie za chwilę.';
const DEFAULT_TIMEOUT_MS = 10_000;

/** The documented limits of POST transaction/register (REST API 1.0.16), in characters, of what we send. */
const REGISTER_LIMITS = { sessionId: 100, currency: 3, description: 1024, email: 50, client: 40, urlReturn: 250, urlStatus: 250 } as const;

/** The longest donor's e-mail transaction/register takes. */
export const P24_EMAIL_MAX = REGISTER_LIMITS.email;

/** The documented limits of POST transaction/refund (REST API 1.0.16), in characters. */
export const P24_REFUND_LIMITS = { requestId: 45, refundsUuid: 35, description: 35 } as const;

/** Our refund key (a UUID, 36 characters) as Przelewy24's requestId and refundsUuid: its 32 hex digits, within both limits. */
export const p24RefundId = (refundKey: string) => refundKey.replace(/-/g, '').toLowerCase();

/** The refund key again from a refundsUuid Przelewy24 sends back (32 hex digits); anything else is kept as it came. */
export function refundKeyOf(refundsUuid: string): string {
  const hex = /^[0-9a-f]{32}$/i.exec(refundsUuid)?.[0].toLowerCase();
  return hex ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : refundsUuid;
}

/** At most `limit` characters (code points, so a Polish letter or an emoji is never cut in half). */
const within = (text: string, limit: number) => Array.from(text).slice(0, limit).join('');

/** The refunds' statuses in GET refund/by/orderId: 1 completed, 2 pending, 3 awaiting Przelewy24's acceptance, 4 rejected. */
const REFUND_STATES = new Map<number, ProviderRefundStatus['status']>([[1, 'confirmed'], [2, 'pending'], [3, 'pending'], [4, 'failed']]);

// JSON.stringify of an object built in this key order is what P24 asks for: json_encode with unescaped slashes and unicode.
const sha384 = (fields: Record<string, string | number>) => createHash('sha384').update(JSON.stringify(fields), 'utf8').digest('hex');

export const registerSign = (p: { sessionId: string; merchantId: number; amount: number; currency: string; crc: string }) =>
  sha384({ sessionId: p.sessionId, merchantId: p.merchantId, amount: p.amount, currency: p.currency, crc: p.crc });

export const notificationSign = (p: {
  merchantId: number; posId: number; sessionId: string; amount: number; originAmount: number;
  currency: string; orderId: number; methodId: number; statement: string; crc: string;
}) =>
  sha384({
    merchantId: p.merchantId, posId: p.posId, sessionId: p.sessionId, amount: p.amount, originAmount: p.originAmount,
    currency: p.currency, orderId: p.orderId, methodId: p.methodId, statement: p.statement, crc: p.crc,
  });

export const verifySign = (p: { sessionId: string; orderId: number; amount: number; currency: string; crc: string }) =>
  sha384({ sessionId: p.sessionId, orderId: p.orderId, amount: p.amount, currency: p.currency, crc: p.crc });

export const refundNotificationSign = (p: {
  orderId: number; sessionId: string; refundsUuid: string; merchantId: number; amount: number; currency: string; status: number; crc: string;
}) =>
  sha384({
    orderId: p.orderId, sessionId: p.sessionId, refundsUuid: p.refundsUuid, merchantId: p.merchantId,
    amount: p.amount, currency: p.currency, status: p.status, crc: p.crc,
  });

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const REFUND_INT_FIELDS = ['orderId', 'merchantId', 'amount', 'status'] as const;
const REFUND_STRING_FIELDS = ['sessionId', 'refundsUuid', 'currency', 'sign'] as const;

/** P24's refund notification to the urlStatus given with the refund; status 0 is completed, 1 rejected. */
function parseRefundDocument(body: Record<string, unknown>, config: Przelewy24Config): ParsedRefundNotification {
  const guid = typeof body.sessionId === 'string' ? body.sessionId : undefined;
  if (!REFUND_INT_FIELDS.every((field) => isInt(body[field])) || !REFUND_STRING_FIELDS.every((field) => typeof body[field] === 'string')) {
    return { ok: false, reason: 'malformed', guid };
  }
  const n = body as Record<(typeof REFUND_INT_FIELDS)[number], number> & Record<(typeof REFUND_STRING_FIELDS)[number], string>;
  if (n.merchantId !== config.merchantId || !sameHex(refundNotificationSign({ ...n, crc: config.crc }), n.sign)) {
    return { ok: false, reason: 'bad_signature', guid };
  }
  if (n.status !== 0 && n.status !== 1) return { ok: false, reason: 'malformed', guid };
  return {
    ok: true,
    refund: {
      eventKey: `refund:${n.refundsUuid}:${n.status}`,
      guid: n.sessionId,
      refundKey: refundKeyOf(n.refundsUuid),
      providerRefundId: typeof body.requestId === 'string' ? body.requestId : null,
      status: n.status === 0 ? 'confirmed' : 'failed',
      amount: n.amount,
      currency: n.currency,
    },
  };
}

const NO_ORDER = 'Brak numeru transakcji Przelewy24, więc nie można zlecić zwrotu.';

function orderIdOf(input: RefundInput): number {
  const orderId = Number(input.providerRef);
  if (!isInt(orderId) || orderId <= 0) throw new ProviderError('przelewy24', NO_ORDER);
  return orderId;
}

/**
 * POST transaction/refund's body, every documented length and type checked before it is sent: requestId and
 * refundsUuid are the refund key's hex digits (the same on every repeat, so a repeat is "Request already exists").
 */
function refundRequest(input: RefundInput) {
  const orderId = orderIdOf(input);
  if (!isInt(input.amount) || input.amount <= 0) throw new ProviderError('przelewy24', 'Kwota zwrotu musi być dodatnią liczbą całkowitą groszy.');
  const id = p24RefundId(input.refundKey);
  const body = {
    requestId: id,
    refunds: [{ orderId, sessionId: input.guid, amount: input.amount, description: within(input.description, P24_REFUND_LIMITS.description) }],
    refundsUuid: id,
    urlStatus: input.notifyUrl,
  };
  checkLengths({ requestId: body.requestId, refundsUuid: body.refundsUuid, description: body.refunds[0]!.description }, P24_REFUND_LIMITS);
  return body;
}

/** Every field within its documented length, or nothing is sent (Przelewy24 would refuse it with 400). */
function checkLengths<K extends string>(values: Partial<Record<K, string>>, limits: Record<K, number>) {
  for (const [field, value] of Object.entries(values) as Array<[K, string | undefined]>) {
    if (value !== undefined && (value === '' || Array.from(value).length > limits[field])) {
      throw new ProviderError('przelewy24', `Pole ${field} dla Przelewy24 musi mieć od 1 do ${limits[field]} znaków.`);
    }
  }
}

const INT_FIELDS = ['merchantId', 'posId', 'amount', 'originAmount', 'orderId', 'methodId'] as const;
const STRING_FIELDS = ['sessionId', 'currency', 'statement', 'sign'] as const;

export function createPrzelewy24Provider(config: Przelewy24Config, options: { fetch?: HttpFetch; timeoutMs?: number } = {}): PaymentProvider {
  const httpFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = config.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  const fail = (message: string, unclear = false) => new ProviderError('przelewy24', message, unclear);

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await httpFetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      throw fail(UNREACHABLE, true);
    }
    if (response.status === 401 || response.status === 403) throw fail('Przelewy24 odrzuciło dane dostępowe sklepu (identyfikator lub klucz API).');
    if (response.status >= 500) throw fail(UNREACHABLE, true);
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw fail(UNEXPECTED, true);
    }
    return { status: response.status, json };
  }

  const refused = (json: unknown) => {
    const code = isRecord(json) && (typeof json.code === 'number' || typeof json.code === 'string') ? ` (kod ${json.code})` : '';
    return fail(`Przelewy24 odrzuciło żądanie${code}.`);
  };

  return {
    name: 'przelewy24',
    answers: EMPTY_ANSWERS,

    async register(input) {
      if (!input.donorEmail) throw fail('Przelewy24 wymaga adresu e-mail darczyńcy.');
      const method = input.method !== null && /^\d+$/.test(input.method) ? Number(input.method) : undefined;
      const client = input.donorName ? within(input.donorName, REGISTER_LIMITS.client) : undefined;
      const description = within(input.description, REGISTER_LIMITS.description);
      checkLengths({ sessionId: input.guid, currency: input.currency, description, email: input.donorEmail, client, urlReturn: input.returnUrl, urlStatus: input.notifyUrl }, REGISTER_LIMITS);
      const { status, json } = await call('POST', '/transaction/register', {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: input.guid,
        amount: input.amount,
        currency: input.currency,
        description,
        email: input.donorEmail,
        ...(client ? { client } : {}),
        country: 'PL',
        language: 'pl',
        urlReturn: input.returnUrl,
        urlStatus: input.notifyUrl,
        ...(method !== undefined ? { method } : {}),
        sign: registerSign({ sessionId: input.guid, merchantId: config.merchantId, amount: input.amount, currency: input.currency, crc: config.crc }),
      });
      const token = isRecord(json) && isRecord(json.data) ? json.data.token : undefined;
      if (status !== 200 || typeof token !== 'string' || !token) throw status === 200 ? fail(UNEXPECTED) : refused(json);
      // P24's orderId is not known until the notification.
      return { redirectUrl: `${new URL(base).origin}/trnRequest/${encodeURIComponent(token)}`, providerRef: null };
    },

    parseNotification(rawBody, _headers) {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isRecord(body)) return { ok: false, reason: 'malformed' };
      const guid = typeof body.sessionId === 'string' ? body.sessionId : undefined;
      if (!INT_FIELDS.every((field) => isInt(body[field])) || !STRING_FIELDS.every((field) => typeof body[field] === 'string')) {
        return { ok: false, reason: 'malformed', guid };
      }
      const n = body as Record<(typeof INT_FIELDS)[number], number> & Record<(typeof STRING_FIELDS)[number], string>;
      const expected = notificationSign({ ...n, crc: config.crc });
      if (n.merchantId !== config.merchantId || n.posId !== config.posId || !sameHex(expected, n.sign)) {
        return { ok: false, reason: 'bad_signature', guid };
      }
      // Signed means the donor paid; it counts only after confirm() has verified it with P24.
      return {
        ok: true,
        event: {
          eventKey: `${n.orderId}:${n.sessionId}`,
          guid: n.sessionId,
          providerRef: String(n.orderId),
          status: 'paid',
          amount: n.amount,
          currency: n.currency,
          method: String(n.methodId),
          confirmation: { orderId: n.orderId },
        },
      };
    },

    parseRefundNotification(rawBody) {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      return isRecord(body) && 'refundsUuid' in body ? parseRefundDocument(body, config) : undefined;
    },

    async confirm(payment, confirmation) {
      if (confirmation?.verified === 1) return;
      const orderId = Number(confirmation?.orderId);
      if (!isInt(orderId)) throw fail('Brak numeru transakcji Przelewy24 do weryfikacji płatności.');
      const { status, json } = await call('PUT', '/transaction/verify', {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: payment.guid,
        amount: payment.amount,
        currency: payment.currency,
        orderId,
        sign: verifySign({ sessionId: payment.guid, orderId, amount: payment.amount, currency: payment.currency, crc: config.crc }),
      });
      const verified = status === 200 && isRecord(json) && isRecord(json.data) && json.data.status === 'success';
      if (!verified) throw fail('Przelewy24 nie potwierdziło płatności.');
    },

    async fetchStatus(payment): Promise<ProviderStatus> {
      const { status, json } = await call('GET', `/transaction/by/sessionId/${encodeURIComponent(payment.guid)}`);
      const notFound: ProviderStatus = { status: 'pending', providerRef: payment.providerRef, amount: null, currency: null };
      if (status === 404 || (isRecord(json) && typeof json.error === 'string' && /not found/i.test(json.error))) return notFound;
      if (status !== 200) throw refused(json);
      const data = isRecord(json) ? json.data : undefined;
      if (!isRecord(data)) return notFound;
      if (!isInt(data.orderId) || !isInt(data.status)) throw fail(UNEXPECTED);
      const found = {
        providerRef: data.orderId > 0 ? String(data.orderId) : payment.providerRef,
        amount: isInt(data.amount) ? data.amount : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
      };
      // 1 = advance payment: the donor paid and nobody verified it yet, so confirm() verifies it. 2 = payment made: verified
      // already (a verify of ours whose answer was lost), and notifications stop then; the documentation does not say what a
      // second verify answers, so it is counted as it is, without one.
      if (data.status === 1) return { status: 'paid', ...found, confirmation: { orderId: data.orderId } };
      if (data.status === 2) return { status: 'paid', ...found, confirmation: { orderId: data.orderId, verified: 1 } };
      if (data.status === 3) return { status: 'failed', ...found };
      return { status: 'pending', ...found };
    },

    async checkConnection() {
      const { status, json } = await call('GET', '/testAccess');
      if (status !== 200 || !isRecord(json) || json.data !== true) throw refused(json);
    },

    async refund(input) {
      const body = refundRequest(input);
      const { status, json } = await call('POST', '/transaction/refund', body);
      const item = isRecord(json) && Array.isArray(json.data) ? (json.data[0] as unknown) : undefined;
      if (status === 201 && isRecord(item) && item.status === true) return { providerRefundId: body.requestId };
      // The documented answer to a requestId sent before: the refund exists, so this repeat took nothing more.
      if (status === 400 && isRecord(json) && json.error === 'Request already exists') return { providerRefundId: body.requestId };
      // "Concurrent call": the same refund is being taken at this moment; what became of it is asked later.
      if (status === 400 && isRecord(json) && json.error === 'Concurrent call') throw fail(UNEXPECTED, true);
      throw refused(json);
    },

    async fetchRefund(input) {
      const orderId = orderIdOf(input);
      const { status, json } = await call('GET', `/refund/by/orderId/${orderId}`);
      if (status === 404) return { status: 'unknown', providerRefundId: null, amount: null };
      const refunds = status === 200 && isRecord(json) && isRecord(json.data) ? json.data.refunds : undefined;
      if (!Array.isArray(refunds)) throw fail(UNEXPECTED, true);
      const requestId = p24RefundId(input.refundKey);
      const found = refunds.find((refund): refund is Record<string, unknown> => isRecord(refund) && refund.requestId === requestId);
      if (!found) return { status: 'unknown', providerRefundId: null, amount: null };
      const state = isInt(found.status) ? REFUND_STATES.get(found.status) : undefined;
      if (!state) throw fail(UNEXPECTED, true);
      return { status: state, providerRefundId: requestId, amount: isInt(found.amount) ? found.amount : null };
    },

    async listMethods(): Promise<PaymentMethod[]> {
      const { status, json } = await call('GET', '/payment/methods/pl');
      if (status !== 200) throw refused(json);
      const data = isRecord(json) ? json.data : undefined;
      if (!Array.isArray(data)) throw fail(UNEXPECTED);
      return data
        .filter((m): m is Record<string, unknown> => isRecord(m) && m.status === true && (isInt(m.id) || typeof m.id === 'string') && typeof m.name === 'string')
        .map((m) => ({ id: String(m.id), name: m.name as string, image_url: typeof m.imgUrl === 'string' && m.imgUrl ? m.imgUrl : null }));
    },
  };
}
