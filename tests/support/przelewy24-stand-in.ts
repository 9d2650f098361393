// A local Przelewy24 speaking the documented REST API v1 (1.0.16), so the real adapter is tested over real HTTP
// (ARCHITECTURE §4). It signs and checks signs with its own code, written from the documentation (never the adapter's),
// and refuses what the documentation refuses: the documented lengths and types, a repeated refund requestId.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { p24Sign } from './provider-flow.js';

/** The documented limits of POST transaction/register, in characters. */
const REGISTER_LIMITS = {
  sessionId: 100, currency: 3, description: 1024, email: 50, client: 40, address: 80, zip: 10, city: 50, country: 2, phone: 12, language: 2,
  urlReturn: 250, urlStatus: 250, sign: 100,
};
/** The documented limits of POST transaction/refund, in characters. */
const REFUND_LIMITS = { requestId: 45, refundsUuid: 35, description: 35 };
const INVALID_REFUND = { error: 'Invalid input parameters', code: 400 };

/** How the stand-in answers POST transaction/refund: as documented, or it takes the refund and then never answers, breaks the connection or answers 500. */
export type RefundAnswer = 'documented' | 'none' | 'broken' | 'error500';

export interface Przelewy24StandInOptions {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  methods?: Przelewy24Method[];
}

export interface Przelewy24Method {
  id: number;
  name: string;
  status: boolean;
  imgUrl: string;
  mobileImgUrl: string;
}

export interface Przelewy24Transaction {
  token: string;
  orderId: number;
  /** 0 no payment, 1 advance payment (paid, not verified), 2 payment made (verified), 3 returned. */
  status: 0 | 1 | 2 | 3;
  register: Record<string, unknown> & { sessionId: string; amount: number; currency: string; urlStatus?: string; urlReturn: string };
  methodId: number;
  statement: string;
}

export interface Przelewy24VerifyCall {
  body: Record<string, unknown>;
  signValid: boolean;
  answered: number;
}

export interface PayOptions {
  /** The notification carries this amount, but is signed with the real one. */
  tamperAmount?: number;
  /** Signed with a crc that is not the shop's. */
  badSign?: boolean;
  /** Properly signed, but for another merchant. */
  merchantId?: number;
  /** The notification's Content-Type (default application/json): the documentation promises none. */
  contentType?: string;
}

/** One refund as P24 took it from POST transaction/refund; `state` as GET refund/by/orderId reports it. */
export interface Przelewy24Refund {
  /** 1 completed, 2 pending, 3 awaiting Przelewy24's acceptance, 4 rejected. */
  state: 1 | 2 | 3 | 4;
  requestId: string;
  refundsUuid: string;
  urlStatus: string | undefined;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
}

export interface RefundNotifyOptions {
  /** 0 completed (default), 1 rejected. */
  status?: 0 | 1;
  /** Signed with a crc that is not the shop's. */
  badSign?: boolean;
}

export interface Przelewy24StandIn {
  /** The stand-in's origin; the adapter's baseUrl is `${url}/api/v1`. */
  url: string;
  baseUrl: string;
  transactions: Map<string, Przelewy24Transaction>;
  verifyCalls: Przelewy24VerifyCall[];
  /** When set, transaction/verify answers 400 and the transaction stays unverified. */
  refuseVerify: boolean;
  /** The donor pays: POSTs a signed notification to the transaction's urlStatus; resolves to that answer's HTTP status. */
  pay(sessionId: string, options?: PayOptions): Promise<number>;
  /** Refunds taken, in order (a repeated requestId is refused, never taken). */
  refunds: Przelewy24Refund[];
  /** POST transaction/refund bodies as they came, in order, taken or not. */
  refundRequests: Array<Record<string, unknown>>;
  refundAnswer: RefundAnswer;
  /** P24 finishes a refund: POSTs its signed refund notification to the urlStatus given with it; resolves to the answer's HTTP status. */
  notifyRefund(refundsUuid: string, options?: RefundNotifyOptions): Promise<number>;
  close(): Promise<void>;
}

const DEFAULT_METHODS: Przelewy24Method[] = [
  { id: 154, name: 'BLIK', status: true, imgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/154', mobileImgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/154' },
  { id: 25, name: 'mTransfer', status: true, imgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/25', mobileImgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/25' },
  { id: 31, name: 'Płacę z iPKO', status: false, imgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/31', mobileImgUrl: 'https://static.przelewy24.pl/payment-form-logo/svg/31' },
];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const longerThan = (value: unknown, limit: number) => typeof value !== 'string' || value === '' || Array.from(value).length > limit;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startPrzelewy24StandIn(options: Przelewy24StandInOptions): Promise<Przelewy24StandIn> {
  const methods = options.methods ?? DEFAULT_METHODS;
  const expectedAuth = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`;
  const transactions = new Map<string, Przelewy24Transaction>();
  const byToken = new Map<string, Przelewy24Transaction>();
  let nextOrderId = 316_000_001;
  let nextToken = 1;

  function registerTransaction(body: Record<string, unknown>, res: ServerResponse) {
    const { sessionId, amount, currency, sign } = body;
    const required = ['description', 'email', 'country', 'language', 'urlReturn'].every((f) => typeof body[f] === 'string' && body[f] !== '');
    const tooLong = Object.entries(REGISTER_LIMITS).some(([field, limit]) => body[field] !== undefined && longerThan(body[field], limit));
    if (body.merchantId !== options.merchantId || body.posId !== options.posId || typeof sessionId !== 'string' || !sessionId
      || !isInt(amount) || amount <= 0 || typeof currency !== 'string' || typeof sign !== 'string' || !required || tooLong
      || (body.method !== undefined && !isInt(body.method))) {
      return sendJson(res, 400, { error: 'Invalid input data', code: 400 });
    }
    if (sign !== p24Sign([['sessionId', sessionId], ['merchantId', options.merchantId], ['amount', amount], ['currency', currency], ['crc', options.crc]])) {
      return sendJson(res, 400, { error: 'Incorrect sign', code: 400 });
    }
    const existing = transactions.get(sessionId);
    if (existing) return sendJson(res, 200, { data: { token: existing.token }, responseCode: 0 });
    const token = `${String(nextToken++).padStart(8, '0')}-STAND-IN-TOKEN`;
    const orderId = nextOrderId++;
    const transaction: Przelewy24Transaction = {
      token, orderId, status: 0, register: body as Przelewy24Transaction['register'],
      methodId: isInt(body.method) ? body.method : 154, statement: `p24-${orderId.toString(36).toUpperCase()}`,
    };
    transactions.set(sessionId, transaction);
    byToken.set(token, transaction);
    sendJson(res, 200, { data: { token }, responseCode: 0 });
  }

  function verify(body: Record<string, unknown>, res: ServerResponse) {
    const { sessionId, orderId, amount, currency, sign } = body;
    const transaction = typeof sessionId === 'string' ? transactions.get(sessionId) : undefined;
    const signValid = typeof sessionId === 'string' && isInt(orderId) && isInt(amount) && typeof currency === 'string'
      && sign === p24Sign([['sessionId', sessionId], ['orderId', orderId], ['amount', amount], ['currency', currency], ['crc', options.crc]]);
    const ok = signValid && !standIn.refuseVerify && body.merchantId === options.merchantId && body.posId === options.posId
      && transaction !== undefined && transaction.orderId === orderId && transaction.status >= 1 && transaction.status <= 2
      && transaction.register.amount === amount && transaction.register.currency === currency;
    standIn.verifyCalls.push({ body, signValid, answered: ok ? 200 : 400 });
    if (!ok) return sendJson(res, 400, { error: signValid ? 'Invalid input data' : 'Incorrect sign', code: 400 });
    transaction.status = 2;
    sendJson(res, 200, { data: { status: 'success' }, responseCode: 0 });
  }

  /**
   * POST transaction/refund as documented: requestId ≤ 45, refundsUuid ≤ 35, each refund's orderId, sessionId, amount
   * (integers and a string) and description ≤ 35, else 400 "Invalid input parameters"; a requestId taken before is 400
   * "Request already exists"; a refund of a transaction not verified or beyond what is left of it is 409.
   */
  function refundTransactions(body: Record<string, unknown>, res: ServerResponse): Przelewy24Refund[] | undefined {
    standIn.refundRequests.push(body);
    const { requestId, refundsUuid, urlStatus, refunds } = body;
    if (longerThan(requestId, REFUND_LIMITS.requestId) || longerThan(refundsUuid, REFUND_LIMITS.refundsUuid) || !Array.isArray(refunds) || refunds.length === 0
      || (urlStatus !== undefined && typeof urlStatus !== 'string')) {
      return void sendJson(res, 400, INVALID_REFUND);
    }
    const items = refunds as unknown[];
    const valid = items.every((item) => typeof item === 'object' && item !== null && isInt((item as Record<string, unknown>).orderId)
      && typeof (item as Record<string, unknown>).sessionId === 'string' && isInt((item as Record<string, unknown>).amount)
      && ((item as Record<string, unknown>).description === undefined || !longerThan((item as Record<string, unknown>).description, REFUND_LIMITS.description)));
    if (!valid) return void sendJson(res, 400, INVALID_REFUND);
    if (standIn.refunds.some((refund) => refund.requestId === requestId)) return void sendJson(res, 400, { error: 'Request already exists', code: 400 });
    const taken: Przelewy24Refund[] = [];
    for (const item of items as Array<Record<string, unknown> & { orderId: number; sessionId: string; amount: number }>) {
      const t = transactions.get(item.sessionId);
      const already = [...standIn.refunds, ...taken].filter((refund) => refund.sessionId === item.sessionId && refund.state !== 4).reduce((sum, refund) => sum + refund.amount, 0);
      const message = !t || t.orderId !== item.orderId ? 'Transaction not found'
        : t.status !== 2 ? 'Transaction in wrong status - cannot refund'
          : item.amount <= 0 || item.amount > t.register.amount - already ? 'The amount of refund exceeds available amount for the transaction' : undefined;
      if (message) {
        return void sendJson(res, 409, { error: [{ orderId: item.orderId, sessionId: item.sessionId, amount: item.amount, description: item.description ?? '', status: false, message }], code: 409 });
      }
      taken.push({
        state: 3, requestId: requestId as string, refundsUuid: refundsUuid as string, urlStatus: urlStatus as string | undefined,
        orderId: t!.orderId, sessionId: item.sessionId, amount: item.amount, description: (item.description as string | undefined) ?? '',
      });
    }
    standIn.refunds.push(...taken);
    return taken;
  }

  /** GET refund/by/orderId/{orderId}: the transaction's refunds with their states, 404 when it has none. */
  function refundsByOrderId(orderId: number, res: ServerResponse) {
    const t = [...transactions.values()].find((candidate) => candidate.orderId === orderId);
    const refunds = standIn.refunds.filter((refund) => refund.orderId === orderId);
    if (!t || refunds.length === 0) return sendJson(res, 404, { error: 'Refund not found', code: 404 });
    sendJson(res, 200, {
      data: {
        orderId, sessionId: t.register.sessionId, amount: t.register.amount, currency: t.register.currency,
        refunds: refunds.map((refund, index) => ({
          batchId: index + 1, requestId: refund.requestId, date: '2026-11-21 12:05:00', login: 'api', description: refund.description, status: refund.state, amount: refund.amount,
        })),
      },
      responseCode: 0,
    });
  }

  function bySessionId(sessionId: string, res: ServerResponse) {
    const t = transactions.get(sessionId);
    if (!t) return sendJson(res, 404, { error: 'Transaction not found', responseCode: 0 });
    sendJson(res, 200, {
      data: {
        statement: t.statement, orderId: t.orderId, sessionId, status: t.status, amount: t.register.amount, currency: t.register.currency,
        date: '2026-11-21 12:00:00', dateOfTransaction: t.status >= 1 ? '2026-11-21 12:01:00' : '', clientEmail: t.register.email,
        accountMD5: '', paymentMethod: t.status >= 1 ? t.methodId : 0, description: t.register.description, batchId: 0, fee: '0',
      },
      responseCode: 0,
    });
  }

  function paymentPage(t: Przelewy24Transaction, res: ServerResponse) {
    const zloty = (t.register.amount / 100).toFixed(2).replace('.', ',');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="pl"><meta charset="utf-8"><title>Przelewy24 (stand-in)</title>
<h1>Przelewy24</h1><p>${escapeHtml(String(t.register.description))}</p><p>Kwota: ${zloty} ${escapeHtml(t.register.currency)}</p>
<form method="post"><button type="submit">Zapłać</button></form><a href="${escapeHtml(t.register.urlReturn)}">Wróć do sklepu</a></html>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const page = /^\/trnRequest\/([^/]+)$/.exec(path);
    if (page) {
      const t = byToken.get(decodeURIComponent(page[1]!));
      if (!t) return sendJson(res, 404, { error: 'Unknown token' });
      if (req.method !== 'POST') return paymentPage(t, res);
      await standIn.pay(t.register.sessionId);
      res.writeHead(303, { location: t.register.urlReturn });
      return res.end();
    }
    if (req.headers.authorization !== expectedAuth) return sendJson(res, 401, { error: 'Incorrect authentication', code: 401 });
    const session = /^\/api\/v1\/transaction\/by\/sessionId\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && session) return bySessionId(decodeURIComponent(session[1]!), res);
    if (req.method === 'GET' && path === '/api/v1/testAccess') return sendJson(res, 200, { data: true, error: '' });
    if (req.method === 'GET' && path === '/api/v1/payment/methods/pl') return sendJson(res, 200, { data: methods, agreements: [], responseCode: 0 });
    const refundsOf = /^\/api\/v1\/refund\/by\/orderId\/(\d+)$/.exec(path);
    if (req.method === 'GET' && refundsOf) return refundsByOrderId(Number(refundsOf[1]), res);
    if (req.method === 'POST' && path === '/api/v1/transaction/refund') {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return sendJson(res, 400, INVALID_REFUND);
      }
      const taken = refundTransactions(typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, res);
      if (!taken) return;
      // The refund is taken; what the shop hears of it depends on the mode a test chose.
      if (standIn.refundAnswer === 'none') return;
      if (standIn.refundAnswer === 'broken') return req.socket.destroy();
      if (standIn.refundAnswer === 'error500') return sendJson(res, 500, { error: 'Unknown error', code: 500 });
      return sendJson(res, 201, {
        data: taken.map((refund) => ({ orderId: refund.orderId, sessionId: refund.sessionId, amount: refund.amount, description: refund.description, status: true, message: 'success' })),
        responseCode: 0,
      });
    }
    const isRegister = req.method === 'POST' && path === '/api/v1/transaction/register';
    const isVerify = req.method === 'PUT' && path === '/api/v1/transaction/verify';
    if (!isRegister && !isVerify) return sendJson(res, 404, { error: 'Not found', code: 404 });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { error: 'Invalid input data', code: 400 });
    }
    if (typeof body !== 'object' || body === null) return sendJson(res, 400, { error: 'Invalid input data', code: 400 });
    return isRegister ? registerTransaction(body as Record<string, unknown>, res) : verify(body as Record<string, unknown>, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error', code: 500 });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: Przelewy24StandIn = {
    url,
    baseUrl: `${url}/api/v1`,
    transactions,
    verifyCalls: [],
    refuseVerify: false,

    async pay(sessionId, pay = {}) {
      const t = transactions.get(sessionId);
      if (!t?.register.urlStatus) throw new Error(`Stand-in: no transaction with urlStatus for ${sessionId}`);
      if (t.status === 0) t.status = 1;
      const merchantId = pay.merchantId ?? options.merchantId;
      const fields = {
        merchantId, posId: options.posId, sessionId, amount: t.register.amount, originAmount: t.register.amount,
        currency: t.register.currency, orderId: t.orderId, methodId: t.methodId, statement: t.statement,
      };
      const sign = p24Sign([...Object.entries(fields), ['crc', pay.badSign ? `${options.crc}-zły` : options.crc]]);
      const body = { ...fields, amount: pay.tamperAmount ?? fields.amount, sign };
      const response = await fetch(t.register.urlStatus, {
        method: 'POST',
        headers: { 'content-type': pay.contentType ?? 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    },

    refunds: [],
    refundRequests: [],
    refundAnswer: 'documented',
    async notifyRefund(refundsUuid, notify = {}) {
      const refund = standIn.refunds.find((candidate) => candidate.refundsUuid === refundsUuid);
      if (!refund?.urlStatus) throw new Error(`Stand-in: no refund with urlStatus for ${refundsUuid}`);
      const currency = transactions.get(refund.sessionId)!.register.currency;
      const status = notify.status ?? 0;
      refund.state = status === 0 ? 1 : 4;
      // The documented sign: sha384 of json_encode({orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc}).
      const signed = { orderId: refund.orderId, sessionId: refund.sessionId, refundsUuid, merchantId: options.merchantId, amount: refund.amount, currency, status };
      const sign = p24Sign([...Object.entries(signed), ['crc', notify.badSign ? `${options.crc}-zły` : options.crc]]);
      const body = { ...signed, requestId: refund.requestId, timestamp: Math.floor(Date.now() / 1000), sign };
      const response = await fetch(refund.urlStatus, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
