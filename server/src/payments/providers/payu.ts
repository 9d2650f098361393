// PayU REST API 2.1 (developers.payu.com): OAuth client_credentials, orders, OpenPayu-Signature, paymethods.
import { createHash, timingSafeEqual } from 'node:crypto';
import { payuCustomerOf, payuOrder, payuRecurringOrder } from './payu-order.js';
import { EMPTY_ANSWERS, ProviderError, type HttpFetch, type ParsedNotification, type ParsedRefundNotification, type PaymentProvider, type ProviderPaymentStatus, type ProviderRefundStatus, type RecurringChargeOutcome, type RecurringToken, type VerifiedRefundEvent } from './provider.js';

export interface PayuConfig {
  posId: string;
  clientId: string;
  clientSecret: string;
  /** "Drugi klucz (MD5)" from the POS settings: signs notifications. */
  secondKey: string;
  baseUrl: string;
}

export type PayuSignatureAlgorithm = 'MD5' | 'SHA' | 'SHA1' | 'SHA-1' | 'SHA-256' | 'SHA256';

const UNAVAILABLE = 'Operator płatności PayU nie odpowiada. Spróbuj ponownie za chwilę.';
const AUTH_FAILED = 'Operator płatności PayU odrzucił dane dostępowe punktu płatności.';
const ORDER_REJECTED = 'Operator płatności PayU odrzucił zlecenie płatności.';
const BAD_ANSWER = 'Operator płatności PayU odpowiedział w nieoczekiwany sposób.';
const NO_ORDER_ID = 'Płatność nie ma numeru zamówienia PayU, więc nie można sprawdzić jej stanu.';
const BAD_AMOUNT = 'Kwota płatności musi być dodatnią liczbą całkowitą groszy.';
const NOT_CAPTURED = 'Operator płatności PayU nie przyjął odbioru płatności oczekującej na potwierdzenie.';

/** What confirm() needs of an order in WAITING_FOR_CONFIRMATION: the order to capture. */
const captureOf = (status: string, orderId: string) => (status === 'WAITING_FOR_CONFIRMATION' ? { confirmation: { capture: orderId } } : {});

/** The algorithms PayU's own library accepts in OpenPayu-Signature (OpenPayU_Util::verifySignature). */
const HASHES = new Map<string, 'md5' | 'sha1' | 'sha256'>([
  ['MD5', 'md5'], ['SHA', 'sha1'], ['SHA1', 'sha1'], ['SHA-1', 'sha1'], ['SHA-256', 'sha256'], ['SHA256', 'sha256'],
]);
/**
 * NEW appears only when polling; notifications carry the other four. WAITING_FOR_CONFIRMATION (automatic receipt off
 * for the method) is paid once captured: confirm() captures it, else PayU cancels the order after a few days.
 */
const STATUSES = new Map<string, ProviderPaymentStatus>([
  ['NEW', 'pending'],
  ['PENDING', 'pending'],
  ['WAITING_FOR_CONFIRMATION', 'paid'],
  ['COMPLETED', 'paid'],
  ['CANCELED', 'failed'],
]);
/** A refund's statuses in PayU's refund notifications: FINALIZED is money returned, CANCELED is given up. */
const REFUND_STATUSES = new Map<string, VerifiedRefundEvent['status']>([
  ['PENDING', 'pending'],
  ['FINALIZED', 'confirmed'],
  ['CANCELED', 'failed'],
]);
const REFUND_REJECTED = 'Operator płatności PayU odrzucił zlecenie zwrotu.';

/** PayU's refund notification: `{ orderId, extOrderId, refund: { refundId, extRefundId, amount, currencyCode, status, … } }`. */
function parseRefundDocument(body: Json): ParsedRefundNotification {
  const refund = isRecord(body.refund) ? body.refund : null;
  const guid = text(body.extOrderId) ?? undefined;
  const refundId = text(refund?.refundId);
  const status = REFUND_STATUSES.get(String(refund?.status));
  const amount = grosze(refund?.amount);
  const currency = text(refund?.currencyCode);
  if (!refund || !guid || !refundId || !status || amount === null || !currency) return { ok: false, reason: 'malformed', guid };
  return {
    ok: true,
    refund: { eventKey: `refund:${refundId}:${String(refund.status)}`, guid, refundKey: text(refund.extRefundId), providerRefundId: refundId, status, amount, currency },
  };
}

/** Refresh this long before expiry so a token never lapses in flight. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** PayU sends amounts as strings of grosze; anything but a plain non-negative integer is refused. */
function grosze(value: unknown): number | null {
  const digits = typeof value === 'number' ? String(value) : value;
  if (typeof digits !== 'string' || !/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}

function hashHex(algorithm: 'md5' | 'sha1' | 'sha256', rawBody: string, secondKey: string): string {
  return createHash(algorithm).update(rawBody + secondKey, 'utf8').digest('hex');
}

/** `sender=checkout;signature=…;algorithm=…;content=DOCUMENT`, signature = hex(hash(rawBody + secondKey)). */
export function payuSignatureHeader(rawBody: string, secondKey: string, algorithm: PayuSignatureAlgorithm = 'MD5'): string {
  const hash = HASHES.get(algorithm) ?? 'md5';
  return `sender=checkout;signature=${hashHex(hash, rawBody, secondKey)};algorithm=${algorithm};content=DOCUMENT`;
}

/** Checks an OpenPayu-Signature header in constant time; an unknown algorithm is a failure, never a fallback. */
export function verifyPayuSignature(rawBody: string, header: string | undefined, secondKey: string): boolean {
  if (!header || !secondKey) return false;
  const fields = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const hash = HASHES.get((fields.get('algorithm') ?? '').toUpperCase());
  const given = (fields.get('signature') ?? '').toLowerCase();
  if (!hash || !/^[0-9a-f]+$/.test(given)) return false;
  const expected = Buffer.from(hashHex(hash, rawBody, secondKey), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

export function createPayuProvider(
  config: PayuConfig,
  options: { fetch?: HttpFetch; now?: () => number; timeoutMs?: number } = {},
): PaymentProvider {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let refreshing: Promise<string> | null = null;

  async function request(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      // redirect: 'manual' because PayU answers a created order with 302 and the JSON we need.
      const response = await send(baseUrl + path, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch {
      throw new ProviderError('payu', UNAVAILABLE, true);
    }
  }

  /** An OAuth token: client_credentials for the shop, or trusted_merchant for one customer's stored cards. */
  async function authorize(customer?: { email: string; extCustomerId: string }): Promise<{ value: string; expiresIn: number }> {
    const form = new URLSearchParams({ grant_type: customer ? 'trusted_merchant' : 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret });
    if (customer) {
      form.set('email', customer.email);
      form.set('ext_customer_id', customer.extCustomerId);
    }
    const { status, body } = await request('/pl/standard/user/oauth/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (status !== 200) throw new ProviderError('payu', AUTH_FAILED);
    const value = isRecord(body) ? text(body.access_token) : null;
    const expiresIn = isRecord(body) ? body.expires_in : null;
    if (!value || typeof expiresIn !== 'number' || !(expiresIn > 0)) throw new ProviderError('payu', BAD_ANSWER);
    return { value, expiresIn };
  }

  async function fetchToken(): Promise<string> {
    const { value, expiresIn } = await authorize();
    token = { value, expiresAt: now() + expiresIn * 1000 };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return Promise.resolve(token.value);
    refreshing ??= fetchToken().finally(() => (refreshing = null));
    return refreshing;
  }

  /** An API call with the Bearer token; a 401 drops the token and retries once with a fresh one. */
  async function api(method: 'GET' | 'POST', path: string, payload?: Json) {
    for (let attempt = 1; ; attempt++) {
      const value = await accessToken();
      // The reference lists Content-Type as required on every call, GET included.
      const headers: Record<string, string> = { Authorization: `Bearer ${value}`, 'Content-Type': 'application/json' };
      const answer = await request(path, { method, headers, body: payload ? JSON.stringify(payload) : undefined });
      if (answer.status !== 401) return answer;
      if (attempt === 2) throw new ProviderError('payu', AUTH_FAILED);
      if (token?.value === value) token = null;
    }
  }

  const succeeded = (body: unknown): body is Json => isRecord(body) && isRecord(body.status) && body.status.statusCode === 'SUCCESS';
  const statusCodeOf = (body: unknown) => (isRecord(body) && isRecord(body.status) ? String(body.status.statusCode) : null);

  /**
   * Issue 40: the schedule's multi-use token, retrieved from PayU as "Creating Tokens" asks ("For multi-use tokens
   * (TOKC_), you should always retrieve them from PayU, instead of copying them from the order response", which gives
   * the token's status and expiry too): GET api/v2_1/paymethods with a trusted_merchant token for the customer the first
   * order named (its e-mail and extCustomerId), answering `cardTokens` with `value`, `status` (NEW, ACTIVE, EXPIRED),
   * `cardExpirationMonth` and `cardExpirationYear` ("Retrieving and Deleting tokens"). Order notifications carry no token.
   */
  async function storedCard(email: string, extCustomerId: string): Promise<RecurringToken | null> {
    const customer = await authorize({ email, extCustomerId });
    const { status, body } = await request('/api/v2_1/paymethods', { method: 'GET', headers: { Authorization: `Bearer ${customer.value}`, 'Content-Type': 'application/json' } });
    if (status !== 200 || !isRecord(body) || !Array.isArray(body.cardTokens)) throw new ProviderError('payu', BAD_ANSWER);
    const card = body.cardTokens.filter(isRecord).find((candidate) => candidate.status === 'ACTIVE' && /^TOKC_/.test(String(candidate.value)));
    if (!card) return null;
    const month = Number(card.cardExpirationMonth);
    const year = Number(card.cardExpirationYear);
    const cardExpiry = Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 2000 ? `${year}-${String(month).padStart(2, '0')}` : null;
    return { token: String(card.value), cardExpiry };
  }

  /**
   * A STANDARD charge's answer: SUCCESS is taken (its outcome, COMPLETED or CANCELED, comes in the notification);
   * WARNING_CONTINUE_3DS or _CVV asks for the card owner, who is not there (the schedule pauses for the donor);
   * ERROR_ORDER_NOT_UNIQUE is this very attempt asked again (its extOrderId): PayU has it, the notification tells.
   */
  function chargeOutcome(status: number, body: unknown): RecurringChargeOutcome {
    const code = statusCodeOf(body);
    if ([200, 201, 302].includes(status) && code === 'SUCCESS') return 'pending';
    if (code === 'WARNING_CONTINUE_3DS' || code === 'WARNING_CONTINUE_CVV') return 'reauthorise';
    if (code === 'ERROR_ORDER_NOT_UNIQUE') return 'pending';
    return status >= 500 || code === null ? 'pending' : 'declined'; // unclear: the same attempt is asked again later
  }

  return {
    name: 'payu',
    answers: EMPTY_ANSWERS,

    recurringNeedsCardToken: true,
    // Issue 40: cards only. PayU's BLIK recurring payments (PAYID tokens) are documented only in outline (README,
    // "PayU: wpłaty co miesiąc"): the order bodies of the registering and the later payment are not published.
    recurringMethods: ['card'],

    async register(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new ProviderError('payu', BAD_AMOUNT);
      const order = payuOrder(input, config.posId);
      const { status, body } = await api('POST', '/api/v2_1/orders', order);
      // A card token's first payment: SUCCESS (no further step: back to our page) or WARNING_CONTINUE_3DS (PayU's 3-D Secure page).
      const firstStep = input.recurring && isRecord(body) && statusCodeOf(body) === 'WARNING_CONTINUE_3DS';
      if (![200, 201, 302].includes(status) || !isRecord(body) || !(succeeded(body) || firstStep)) throw new ProviderError('payu', ORDER_REJECTED);
      const redirectUrl = text(body.redirectUri) ?? (input.recurring ? input.returnUrl : null);
      const orderId = text(body.orderId);
      if (!redirectUrl || !/^https?:\/\//.test(redirectUrl) || !orderId) throw new ProviderError('payu', BAD_ANSWER);
      if (body.extOrderId !== undefined && body.extOrderId !== input.guid) throw new ProviderError('payu', BAD_ANSWER);
      return { redirectUrl, providerRef: orderId };
    },

    parseNotification(rawBody, headers): ParsedNotification {
      const parsed = parseJson(rawBody);
      const order = isRecord(parsed) && isRecord(parsed.order) ? parsed.order : null;
      const guid = text(order?.extOrderId) ?? undefined;
      const signature = headerValue(headers, 'openpayu-signature') ?? headerValue(headers, 'x-openpayu-signature');
      if (!verifyPayuSignature(rawBody, signature, config.secondKey)) return { ok: false, reason: 'bad_signature', guid };
      const orderId = text(order?.orderId);
      const status = STATUSES.get(String(order?.status));
      const amount = grosze(order?.totalAmount);
      const currency = text(order?.currencyCode);
      if (!order || !guid || !orderId || !status || amount === null || !currency) return { ok: false, reason: 'malformed', guid };
      const method = isRecord(order.payMethod) ? text(order.payMethod.type) : null;
      return {
        ok: true,
        event: { eventKey: `${orderId}:${String(order.status)}`, guid, providerRef: orderId, status, amount, currency, method, ...captureOf(String(order.status), orderId) },
      };
    },

    parseRefundNotification(rawBody, headers) {
      const parsed = parseJson(rawBody);
      if (!isRecord(parsed) || parsed.order !== undefined || !isRecord(parsed.refund)) return undefined;
      const signature = headerValue(headers, 'openpayu-signature') ?? headerValue(headers, 'x-openpayu-signature');
      if (!verifyPayuSignature(rawBody, signature, config.secondKey)) return { ok: false, reason: 'bad_signature', guid: text(parsed.extOrderId) ?? undefined };
      return parseRefundDocument(parsed);
    },

    // A COMPLETED order needs nothing; one WAITING_FOR_CONFIRMATION is captured (POST orders/{orderId}/captures, empty
    // body). A capture refused because the order is COMPLETED already (ours, its answer lost) is as good as done.
    async confirm(_payment, confirmation) {
      const orderId = typeof confirmation?.capture === 'string' ? confirmation.capture : null;
      if (!orderId) return;
      const path = `/api/v2_1/orders/${encodeURIComponent(orderId)}`;
      const { status, body } = await api('POST', `${path}/captures`);
      if (status === 200 && succeeded(body)) return;
      const order = await api('GET', path);
      const state = isRecord(order.body) && Array.isArray(order.body.orders) && isRecord(order.body.orders[0]) ? order.body.orders[0].status : null;
      if (state !== 'COMPLETED') throw new ProviderError('payu', NOT_CAPTURED);
    },

    async fetchStatus(payment) {
      if (!payment.providerRef) throw new ProviderError('payu', NO_ORDER_ID);
      const { status, body } = await api('GET', `/api/v2_1/orders/${encodeURIComponent(payment.providerRef)}`);
      // Only what the reference lists for the answer: orders[0] (status.statusCode is not relied on).
      const order = status === 200 && isRecord(body) && Array.isArray(body.orders) ? (body.orders[0] as unknown) : null;
      if (!isRecord(order) || order.extOrderId !== payment.guid) throw new ProviderError('payu', BAD_ANSWER);
      const mapped = STATUSES.get(String(order.status));
      const amount = grosze(order.totalAmount);
      const orderId = text(order.orderId) ?? payment.providerRef;
      if (!mapped || amount === null) throw new ProviderError('payu', BAD_ANSWER);
      return { status: mapped, providerRef: orderId, amount, currency: text(order.currencyCode), ...captureOf(String(order.status), orderId) };
    },

    // A fresh OAuth token, never the cached one: the stored credentials themselves are what is checked.
    async checkConnection() {
      await fetchToken();
    },

    async refund(input) {
      if (!input.providerRef) throw new ProviderError('payu', NO_ORDER_ID);
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new ProviderError('payu', BAD_AMOUNT);
      // PayU documents refund creation as idempotent: the same data again answers the refund created before.
      const { status, body } = await api('POST', `/api/v2_1/orders/${encodeURIComponent(input.providerRef)}/refunds`, {
        refund: { description: input.description, amount: String(input.amount), currencyCode: input.currency, extRefundId: input.refundKey },
      });
      if (status >= 500 || (status === 200 && !isRecord(body))) throw new ProviderError('payu', UNAVAILABLE, true);
      if (status !== 200 || !succeeded(body)) throw new ProviderError('payu', REFUND_REJECTED);
      const refund = isRecord(body.refund) ? body.refund : null;
      return { providerRefundId: text(refund?.refundId) };
    },

    async fetchRefund(input) {
      if (!input.providerRef) throw new ProviderError('payu', NO_ORDER_ID);
      const { status, body } = await api('GET', `/api/v2_1/orders/${encodeURIComponent(input.providerRef)}/refunds`);
      if (status >= 500) throw new ProviderError('payu', UNAVAILABLE, true);
      // The reference shows the list bare; PayU's own examples wrap it as { refunds: [...] }.
      const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.refunds) ? body.refunds : null;
      if (status !== 200 || !list) throw new ProviderError('payu', BAD_ANSWER, true);
      const found = list.find((refund): refund is Json => isRecord(refund) && refund.extRefundId === input.refundKey);
      if (!found) return { status: 'unknown', providerRefundId: null, amount: null };
      const state: ProviderRefundStatus['status'] | undefined = REFUND_STATUSES.get(String(found.status));
      if (!state) throw new ProviderError('payu', BAD_ANSWER, true);
      return { status: state, providerRefundId: text(found.refundId), amount: grosze(found.amount) };
    },

    async recurringToken(payment) {
      return payment.donorEmail ? storedCard(payment.donorEmail, payuCustomerOf(payment.guid)) : null;
    },

    async chargeRecurring(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new ProviderError('payu', BAD_AMOUNT);
      try {
        const { status, body } = await api('POST', '/api/v2_1/orders', payuRecurringOrder(input, config.posId));
        const outcome = chargeOutcome(status, body);
        return { outcome, providerRef: outcome === 'pending' && isRecord(body) ? text(body.orderId) : null };
      } catch (error) {
        if (error instanceof ProviderError && error.unclear) return { outcome: 'pending' as const };
        throw error;
      }
    },

    async listMethods() {
      const { status, body } = await api('GET', '/api/v2_1/paymethods?lang=pl');
      if (status !== 200 || !isRecord(body) || !Array.isArray(body.payByLinks)) throw new ProviderError('payu', BAD_ANSWER);
      return body.payByLinks.filter(isRecord).flatMap((method) => {
        const id = text(method.value);
        const name = text(method.name);
        return method.status === 'ENABLED' && id && name ? [{ id, name, image_url: text(method.brandImageUrl) }] : [];
      });
    },
  };
}
