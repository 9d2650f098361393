// A local PayU (REST API 2.1) for tests: OAuth, orders, order retrieve, paymethods, signed notifications.
// It signs notifications with its own hashing, not the adapter's, so a wrong adapter cannot agree with itself.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayuConfig } from '@zlota/server/payments/providers/payu';
import { checkFields, fieldFailure, ORDER_CREATE_REQUEST, REFUND_CREATE_REQUEST } from './payu-documented-fields.js';
import { createCardVault, type CardVault } from './payu-card-vault.js';
import { createSecureFormSide, threeDsPage, type SecureFormSide } from './payu-secure-form.js';

export type PayuOrderStatus = 'NEW' | 'PENDING' | 'WAITING_FOR_CONFIRMATION' | 'COMPLETED' | 'CANCELED';

export interface PayuStandInMethod {
  value: string;
  name: string;
  brandImageUrl?: string;
  status: 'ENABLED' | 'DISABLED' | 'TEMPORARY_DISABLED';
}

export interface PayuStandInOrder {
  orderId: string;
  extOrderId: string;
  status: PayuOrderStatus;
  totalAmount: string;
  currencyCode: string;
  notifyUrl: string;
  continueUrl: string;
  /** The order create request exactly as the adapter sent it. */
  request: Record<string, unknown>;
}

/** A refund as PayU took it from POST orders/{orderId}/refunds. */
export interface PayuStandInRefund {
  refundId: string;
  orderId: string;
  extRefundId: string | undefined;
  amount: string;
  currencyCode: string;
  description: string;
  status: 'PENDING' | 'FINALIZED' | 'CANCELED';
}

export interface PayuNotifyOptions {
  /** Sign with this key instead of the POS's second key. */
  signatureKey?: string;
  algorithm?: keyof typeof HASH;
  /** Sign the true amount, then send this one: the signature no longer matches. */
  tamperAmount?: number;
  /** Report this status (default: the order's current status) without changing the order. */
  status?: PayuOrderStatus;
  omitSignature?: boolean;
}

export interface PayuStandInOptions {
  posId?: string;
  clientId?: string;
  clientSecret?: string;
  secondKey?: string;
  /** Seconds a token lives (PayU: 43199). */
  tokenExpiresIn?: number;
  methods?: PayuStandInMethod[];
  /** The stand-in's clock for token expiry; share it with the adapter's `now`. */
  now?: () => number;
}

/**
 * Issue 40: what a STANDARD (recurring) charge does: PayU takes it (SUCCESS) and then notifies COMPLETED or CANCELED
 * (a decline) on its own, a moment after its answer; or it asks for the card owner (WARNING_CONTINUE_3DS); or it takes
 * it and waits for the test (`manual`).
 */
export type PayuStandardOutcome = 'COMPLETED' | 'CANCELED' | 'WARNING_CONTINUE_3DS' | 'manual';

/** How the stand-in answers a refund request: as documented, or it takes the refund and then never answers, breaks the connection or answers 500. */
export type PayuRefundAnswer = 'documented' | 'none' | 'broken' | 'error500';

export interface PayuStandIn {
  url: string;
  /** Issue 40: Secure Form's side (single-use tokens for the browser) and the customers' stored cards. */
  cards: CardVault;
  /** Issue 40: the JS SDK and Secure Form's frames a browser loads from the stand-in, and the tokens they asked for. */
  secureForm: SecureFormSide;
  /** Issue 40: a FIRST order's answer: 3-D Secure on PayU's page (as its documentation expects), or none needed. */
  firstAnswer: 'WARNING_CONTINUE_3DS' | 'SUCCESS';
  standardOutcome: PayuStandardOutcome;
  /** Notifications the stand-in sent on its own (a STANDARD charge's outcome): the receiver's HTTP status, or the error. */
  ownNotifications: Array<number | string>;
  refundAnswer: PayuRefundAnswer;
  /** Orders captured through POST orders/{orderId}/captures, in order. */
  captures: string[];
  /** Credentials that work against this stand-in. */
  config: PayuConfig;
  readonly tokensIssued: number;
  /** API calls answered 401 (unknown or expired token). */
  readonly unauthorized: number;
  orders: Map<string, PayuStandInOrder>;
  /** Headers of the last order create request (lower-case names). */
  lastOrderHeaders: Record<string, string | string[] | undefined> | null;
  /** Headers of the last order retrieve request (lower-case names). */
  lastGetHeaders: Record<string, string | string[] | undefined> | null;
  setTokenExpiresIn(seconds: number): void;
  /** Forget every issued token, as PayU does when one is revoked or expires early. */
  revokeTokens(): void;
  complete(orderId: string): void;
  cancel(orderId: string): void;
  setStatus(orderId: string, status: PayuOrderStatus): void;
  /** POSTs a notification to the order's notifyUrl; resolves with the HTTP status the receiver answered. */
  notify(orderId: string, options?: PayuNotifyOptions): Promise<number>;
  /** Refunds asked for, by PayU's refundId. */
  refunds: Map<string, PayuStandInRefund>;
  /** PayU finishes (FINALIZED, default) or gives up (CANCELED) a refund and POSTs its signed refund notification to the order's notifyUrl. */
  notifyRefund(refundId: string, options?: { status?: 'FINALIZED' | 'CANCELED'; signatureKey?: string }): Promise<number>;
  close(): Promise<void>;
}

/** The algorithms PayU may name in OpenPayu-Signature, as its own library reads them. */
const HASH = { MD5: 'md5', SHA: 'sha1', SHA1: 'sha1', 'SHA-1': 'sha1', 'SHA-256': 'sha256', SHA256: 'sha256' } as const;
const INTEGER = /^[1-9]\d*$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

const failure = (statusCode: string, statusDesc: string) => ({ status: { statusCode, statusDesc } });

export async function startPayuStandIn(options: PayuStandInOptions = {}): Promise<PayuStandIn> {
  const posId = options.posId ?? '300746';
  const clientId = options.clientId ?? posId;
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const secondKey = options.secondKey ?? randomBytes(16).toString('hex');
  const now = options.now ?? Date.now;
  let expiresIn = options.tokenExpiresIn ?? 43199;
  const tokens = new Map<string, { expiresAt: number; customer?: { email: string; extCustomerId: string } }>();
  const cards = createCardVault();
  const secureForm = createSecureFormSide(cards, posId);
  const statusOf = (orderId: string) => orders.get(orderId)?.status;
  const orders = new Map<string, PayuStandInOrder>();
  const counts = { tokens: 0, unauthorized: 0 };
  let url = '';
  let methods: PayuStandInMethod[] = [];

  function authorize(req: IncomingMessage, res: ServerResponse): boolean {
    return bearer(req, res) !== undefined;
  }

  /** The request's OAuth token (with its customer for a trusted_merchant one), or a 401 answered. */
  function bearer(req: IncomingMessage, res: ServerResponse) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const issued = match?.[1] ? tokens.get(match[1]) : undefined;
    if (issued !== undefined && now() < issued.expiresAt) return issued;
    counts.unauthorized += 1;
    reply(res, 401, failure('UNAUTHORIZED', 'Full authentication is required to access this resource'));
    return undefined;
  }

  async function issueToken(req: IncomingMessage, res: ServerResponse) {
    // PayU answers 401 to a token request without the form content type.
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply(res, 401, { error: 'invalid_request' });
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get('grant_type');
    if (grant !== 'client_credentials' && grant !== 'trusted_merchant') return reply(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return reply(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    // trusted_merchant: for one customer of the shop, named by the e-mail and ext_customer_id (API Reference, Authorize).
    const email = form.get('email');
    const extCustomerId = form.get('ext_customer_id');
    if (grant === 'trusted_merchant' && (!email || !extCustomerId)) return reply(res, 400, { error: 'invalid_request', error_description: 'email and ext_customer_id are required' });
    const accessToken = randomUUID();
    tokens.set(accessToken, { expiresAt: now() + expiresIn * 1000, ...(grant === 'trusted_merchant' ? { customer: { email: email!, extCustomerId: extCustomerId! } } : {}) });
    counts.tokens += 1;
    reply(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, grant_type: 'client_credentials' });
  }

  async function createOrder(req: IncomingMessage, res: ServerResponse) {
    if (!authorize(req, res)) return;
    if (!req.headers['content-type']?.startsWith('application/json')) return reply(res, 415, failure('ERROR_SYNTAX', 'Unsupported media type'));
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return reply(res, 400, failure('ERROR_SYNTAX', 'Invalid JSON'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reply(res, 400, failure('ERROR_SYNTAX', 'Invalid order'));
    const order = body as Record<string, unknown>;
    const refused = checkFields(order, ORDER_CREATE_REQUEST);
    if (refused) return reply(res, 400, fieldFailure(refused));
    if (order.merchantPosId !== posId) return reply(res, 400, failure('ERROR_VALUE_INVALID', 'Invalid field: merchantPosId'));
    if ([...orders.values()].some((existing) => existing.extOrderId === order.extOrderId)) {
      return reply(res, 400, failure('ERROR_ORDER_NOT_UNIQUE', 'Order with this extOrderId already exists'));
    }
    const withCard = cards.check(order, statusOf);
    if (withCard && 'refused' in withCard) return reply(res, withCard.refused.status, failure(withCard.refused.statusCode, withCard.refused.desc));
    const orderId = `${randomBytes(5).toString('hex').toUpperCase()}${String(orders.size + 1).padStart(6, '0')}GUEST000P01`;
    orders.set(orderId, {
      orderId,
      extOrderId: order.extOrderId as string,
      status: 'NEW',
      totalAmount: order.totalAmount as string,
      currencyCode: order.currencyCode as string,
      notifyUrl: order.notifyUrl as string,
      continueUrl: order.continueUrl as string,
      request: order,
    });
    stand.lastOrderHeaders = { ...req.headers };
    if (withCard) return cardOrderAnswer(orderId, order, withCard, res);
    const redirectUri = `${url}/pl/standard/co/summary?orderId=${orderId}`;
    reply(res, 302, { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId: order.extOrderId }, { Location: redirectUri });
  }

  /**
   * Issue 40: a card token's order. FIRST: the TOKC_ is created (shown in the answer's payMethods, as "Creating Tokens"
   * documents) and the donor goes through 3-D Secure on PayU's page, or needs nothing more. STANDARD: taken, and its
   * outcome notified by PayU a moment after the answer, as the test chose.
   */
  function cardOrderAnswer(orderId: string, order: Record<string, unknown>, withCard: Exclude<ReturnType<CardVault['check']>, null | { refused: unknown }>, res: ServerResponse) {
    const buyer = order.buyer as { email: string; extCustomerId: string };
    const storedCard = 'first' in withCard ? cards.store(withCard.first, orderId, buyer) : withCard.standard;
    const payMethods = {
      payMethod: {
        type: 'CARD_TOKEN',
        value: storedCard.value,
        card: { number: storedCard.card.number, expirationMonth: String(storedCard.card.expirationMonth), expirationYear: String(storedCard.card.expirationYear) },
      },
    };
    const base = { orderId, extOrderId: order.extOrderId, payMethods };
    if ('first' in withCard) {
      if (stand.firstAnswer === 'SUCCESS') return reply(res, 200, { ...base, status: { statusCode: 'SUCCESS' } });
      const redirectUri = `${url}/pl/standard/co/3ds?orderId=${orderId}`;
      return reply(res, 200, { ...base, redirectUri, status: { statusCode: 'WARNING_CONTINUE_3DS', statusDesc: 'Continue with 3DS' } });
    }
    const outcome = stand.standardOutcome;
    if (outcome === 'WARNING_CONTINUE_3DS') {
      return reply(res, 200, { ...base, redirectUri: `${url}/pl/standard/co/3ds?orderId=${orderId}`, status: { statusCode: 'WARNING_CONTINUE_3DS', statusDesc: 'Continue with 3DS' } });
    }
    find(orderId).status = 'PENDING';
    reply(res, 200, { ...base, status: { statusCode: 'SUCCESS' } });
    if (outcome === 'manual') return;
    setTimeout(() => {
      find(orderId).status = outcome;
      stand.notify(orderId).then(
        (status) => stand.ownNotifications.push(status),
        (error: unknown) => stand.ownNotifications.push(String(error)),
      );
    }, 5);
  }

  const refunds = new Map<string, PayuStandInRefund>();

  /**
   * POST orders/{orderId}/refunds: a COMPLETED order, an amount within what is left of it (the whole rest when omitted).
   * Idempotent as documented: the same data again (same extRefundId) answers the refund created before.
   */
  async function createRefund(orderId: string, req: IncomingMessage, res: ServerResponse) {
    if (!authorize(req, res)) return;
    const order = orders.get(orderId);
    if (!order) return reply(res, 404, failure('DATA_NOT_FOUND', 'Could not find order'));
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return reply(res, 400, failure('ERROR_SYNTAX', 'Invalid JSON'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reply(res, 400, failure('ERROR_SYNTAX', 'Invalid refund'));
    const refused = checkFields(body as Record<string, unknown>, REFUND_CREATE_REQUEST);
    if (refused) return reply(res, 400, fieldFailure(refused));
    const refund = (body as { refund: Record<string, unknown> & { description: string } }).refund;
    const extRefundId = typeof refund.extRefundId === 'string' ? refund.extRefundId : undefined;
    const earlier = extRefundId === undefined ? undefined : [...refunds.values()].find((r) => r.orderId === orderId && r.extRefundId === extRefundId);
    if (earlier && (earlier.amount !== refund.amount || earlier.description !== refund.description)) {
      return reply(res, 400, failure('ERROR_VALUE_INVALID', 'extRefundId already used with other data'));
    }
    let created = earlier;
    if (!created) {
      if (order.status !== 'COMPLETED') return reply(res, 400, failure('ERROR_VALUE_INVALID', 'Order status is not COMPLETED'));
      const taken = [...refunds.values()].filter((r) => r.orderId === orderId && r.status !== 'CANCELED').reduce((sum, r) => sum + Number(r.amount), 0);
      const left = Number(order.totalAmount) - taken;
      const amount = refund.amount === undefined ? String(left) : refund.amount;
      if (typeof amount !== 'string' || !INTEGER.test(amount) || Number(amount) > left) return reply(res, 400, failure('ERROR_VALUE_INVALID', 'Invalid refund amount'));
      created = { refundId: String(5_000_000_000 + refunds.size + 1), orderId, extRefundId, amount, currencyCode: order.currencyCode, description: refund.description, status: 'PENDING' };
      refunds.set(created.refundId, created);
    }
    // The refund is taken; what the shop hears of it depends on the mode a test chose.
    if (stand.refundAnswer === 'none') return;
    if (stand.refundAnswer === 'broken') return void req.socket.destroy();
    if (stand.refundAnswer === 'error500') return reply(res, 500, failure('ERROR_INTERNAL', 'Internal error'));
    const at = new Date(now()).toISOString();
    reply(res, 200, {
      orderId,
      refund: { ...created, orderId: undefined, creationDateTime: at, statusDateTime: at },
      status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
    });
  }

  /** GET orders/{orderId}/refunds: every refund of the order with its status. */
  function listRefunds(orderId: string, req: IncomingMessage, res: ServerResponse) {
    if (!authorize(req, res)) return;
    if (!orders.has(orderId)) return reply(res, 404, failure('DATA_NOT_FOUND', 'Could not find order'));
    const at = new Date(now()).toISOString();
    const list = [...refunds.values()].filter((r) => r.orderId === orderId).map((r) => ({ ...r, orderId: undefined, creationDateTime: at, statusDateTime: at }));
    reply(res, 200, { refunds: list });
  }

  /** POST orders/{orderId}/captures (empty body): an order WAITING_FOR_CONFIRMATION becomes COMPLETED. */
  function capture(orderId: string, req: IncomingMessage, res: ServerResponse) {
    if (!authorize(req, res)) return;
    const order = orders.get(orderId);
    if (!order) return reply(res, 404, failure('DATA_NOT_FOUND', 'Could not find order'));
    if (order.status !== 'WAITING_FOR_CONFIRMATION') return reply(res, 400, failure('ERROR_VALUE_INVALID', 'Order is not waiting for confirmation'));
    order.status = 'COMPLETED';
    stand.captures.push(orderId);
    reply(res, 200, { status: { statusCode: 'SUCCESS', statusDesc: 'Request processed successfully' } });
  }

  function orderJson(order: PayuStandInOrder, status: string = order.status, totalAmount: string = order.totalAmount) {
    const { request } = order;
    return {
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      orderCreateDate: new Date(now()).toISOString(),
      notifyUrl: order.notifyUrl,
      customerIp: request.customerIp,
      merchantPosId: posId,
      description: request.description,
      currencyCode: order.currencyCode,
      totalAmount,
      ...(request.buyer ? { buyer: request.buyer } : {}),
      payMethod: { type: (request.payMethods as { payMethod?: { type?: string } } | undefined)?.payMethod?.type ?? 'PBL' },
      status,
      products: request.products,
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && pathname === '/pl/standard/user/oauth/authorize') return issueToken(req, res);
    if (req.method === 'POST' && pathname === '/api/v2_1/orders') return createOrder(req, res);
    if (req.method === 'GET' && pathname === '/api/v2_1/paymethods') {
      const issued = bearer(req, res);
      // A trusted_merchant token sees its customer's stored cards; the shop's own token none.
      const cardTokens = issued?.customer ? cards.cardTokens(issued.customer, statusOf) : [];
      if (issued) reply(res, 200, { payByLinks: methods, cardTokens, pexTokens: [], status: { statusCode: 'SUCCESS' } });
      return;
    }
    const refundPath = /^\/api\/v2_1\/orders\/([^/]+)\/refunds$/.exec(pathname);
    if (req.method === 'POST' && refundPath?.[1]) return createRefund(decodeURIComponent(refundPath[1]), req, res);
    if (req.method === 'GET' && refundPath?.[1]) return listRefunds(decodeURIComponent(refundPath[1]), req, res);
    const capturePath = /^\/api\/v2_1\/orders\/([^/]+)\/captures$/.exec(pathname);
    if (req.method === 'POST' && capturePath?.[1]) return capture(decodeURIComponent(capturePath[1]), req, res);
    const retrieve = /^\/api\/v2_1\/orders\/([^/]+)$/.exec(pathname);
    if (req.method === 'GET' && retrieve?.[1]) {
      if (!authorize(req, res)) return;
      const order = orders.get(decodeURIComponent(retrieve[1]));
      if (!order) return reply(res, 404, failure('DATA_NOT_FOUND', 'Could not find order'));
      stand.lastGetHeaders = { ...req.headers };
      // The order retrieve answer as the reference lists it: the orders, no status object to rely on.
      return reply(res, 200, { orders: [orderJson(order)] });
    }
    if (await secureForm.route(req, res, pathname)) return;
    if (pathname === '/pl/standard/co/3ds') return threeDs(req, res);
    if (req.method === 'GET' && pathname === '/pl/standard/co/summary') {
      res.writeHead(200, { 'Content-Type': 'text/html;charset=UTF-8' });
      return res.end('<!doctype html><title>PayU</title><p>Strona płatności PayU (stand-in)</p>');
    }
    reply(res, 404, failure('DATA_NOT_FOUND', 'Not found'));
  }

  /** 3-D Secure on PayU's page: approved, the order is COMPLETED (refused: CANCELED), notified, and the donor sent back. */
  async function threeDs(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html;charset=UTF-8' });
      return res.end(threeDsPage(new URL(req.url ?? '/', 'http://stand-in').searchParams.get('orderId') ?? ''));
    }
    const form = new URLSearchParams(await readBody(req));
    const order = orders.get(form.get('orderId') ?? '');
    if (req.method !== 'POST' || !order) return reply(res, 404, failure('DATA_NOT_FOUND', 'Could not find order'));
    order.status = form.get('decision') === 'approve' ? 'COMPLETED' : 'CANCELED';
    stand.ownNotifications.push(await stand.notify(order.orderId));
    res.writeHead(303, { Location: order.continueUrl });
    res.end();
  }

  const server = createServer((req, res) => {
    route(req, res).catch(() => reply(res, 500, failure('ERROR_INTERNAL', 'Stand-in error')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  methods = options.methods ?? [
    { value: 'blik', name: 'BLIK', brandImageUrl: `${url}/images/blik.png`, status: 'ENABLED' },
    { value: 'm', name: 'mTransfer', brandImageUrl: `${url}/images/m.png`, status: 'ENABLED' },
    { value: 'o', name: 'Pekao24Przelew', brandImageUrl: `${url}/images/o.png`, status: 'DISABLED' },
    { value: 'ab', name: 'Płacę z Alior Bankiem', status: 'TEMPORARY_DISABLED' },
    { value: 'c', name: 'Płatność online kartą płatniczą', status: 'ENABLED' },
  ];

  const find = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`PayU stand-in: no order ${orderId}`);
    return order;
  };

  const stand: PayuStandIn = {
    url,
    cards,
    secureForm,
    firstAnswer: 'WARNING_CONTINUE_3DS',
    standardOutcome: 'COMPLETED',
    ownNotifications: [],
    refundAnswer: 'documented',
    captures: [],
    config: { posId, clientId, clientSecret, secondKey, baseUrl: url },
    get tokensIssued() {
      return counts.tokens;
    },
    get unauthorized() {
      return counts.unauthorized;
    },
    orders,
    lastOrderHeaders: null,
    lastGetHeaders: null,
    setTokenExpiresIn: (seconds) => void (expiresIn = seconds),
    revokeTokens: () => tokens.clear(),
    complete: (orderId) => void (find(orderId).status = 'COMPLETED'),
    cancel: (orderId) => void (find(orderId).status = 'CANCELED'),
    setStatus: (orderId, status) => void (find(orderId).status = status),
    async notify(orderId, notifyOptions = {}) {
      const order = find(orderId);
      const status = notifyOptions.status ?? order.status;
      const document = (totalAmount: string) =>
        JSON.stringify({
          order: orderJson(order, status, totalAmount),
          ...(status === 'COMPLETED' ? { localReceiptDateTime: new Date(now()).toISOString() } : {}),
          properties: [{ name: 'PAYMENT_ID', value: String(5_000_000_000 + orders.size) }],
        });
      const signed = document(order.totalAmount);
      const sent = notifyOptions.tamperAmount === undefined ? signed : document(String(notifyOptions.tamperAmount));
      const algorithm = notifyOptions.algorithm ?? 'MD5';
      const signature = createHash(HASH[algorithm])
        .update(signed + (notifyOptions.signatureKey ?? secondKey), 'utf8')
        .digest('hex');
      const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=UTF-8' };
      if (!notifyOptions.omitSignature) headers['OpenPayu-Signature'] = `sender=checkout;signature=${signature};algorithm=${algorithm};content=DOCUMENT`;
      const response = await fetch(order.notifyUrl, { method: 'POST', headers, body: sent, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return response.status;
    },
    refunds,
    async notifyRefund(refundId, refundOptions = {}) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`PayU stand-in: no refund ${refundId}`);
      const order = find(refund.orderId);
      refund.status = refundOptions.status ?? 'FINALIZED';
      const at = new Date(now()).toISOString();
      // PayU's refund notification names the refund by its own refundId; our extRefundId is not in it.
      const document = JSON.stringify({
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        refund: {
          refundId, amount: refund.amount, currencyCode: refund.currencyCode, status: refund.status, statusDateTime: at,
          reason: 'refund', reasonDescription: refund.description, refundDate: at,
        },
      });
      const signature = createHash('md5').update(document + (refundOptions.signatureKey ?? secondKey), 'utf8').digest('hex');
      const response = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', 'OpenPayu-Signature': `sender=checkout;signature=${signature};algorithm=MD5;content=DOCUMENT` },
        body: document,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return stand;
}
