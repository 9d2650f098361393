import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import type { ParsedNotification, RecurringChargeInput, RecurringToken, ParsedRefundNotification, PaymentMethod, PaymentProvider, ProviderPaymentStatus, ProviderStatus, RefundInput } from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxNotification {
  guid: string;
  status: Extract<ProviderPaymentStatus, 'paid' | 'failed'>;
  amount: number;
  currency: string;
  method: string | null;
}

/** The sandbox's word on a refund: it refunds at once and says so in a signed notification, as it does for payments. */
export interface SandboxRefundNotification {
  guid: string;
  refund_key: string;
  status: 'refunded';
  amount: number;
  currency: string;
}

const METHODS: PaymentMethod[] = [
  { id: 'card', name: 'Karta płatnicza', image_url: null },
  { id: 'blik', name: 'BLIK', image_url: null },
  { id: 'transfer', name: 'Szybki przelew', image_url: null },
];

/** What the sandbox does with a later charge: what the tester chose on its page with the consent. */
export type SandboxChargeDecision = 'paid' | 'failed' | 'reauthorise';

export function signSandbox(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function signatureMatches(rawBody: string, given: string | undefined, secret: string): boolean {
  if (!given || !/^[a-f0-9]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signSandbox(rawBody, secret), 'hex'), Buffer.from(given, 'hex'));
}

function parseRefund(rawBody: string): SandboxRefundNotification | undefined {
  try {
    const body = JSON.parse(rawBody) as Partial<SandboxRefundNotification>;
    const valid =
      typeof body.guid === 'string' &&
      typeof body.refund_key === 'string' &&
      body.status === 'refunded' &&
      Number.isSafeInteger(body.amount) &&
      typeof body.currency === 'string';
    return valid ? (body as SandboxRefundNotification) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the sandbox's signed word to our notification address, as it does for a donor's decision. */
async function sendSigned(url: string, rawBody: string, secret: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(rawBody, secret) },
    body: rawBody,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
}

function parse(rawBody: string): SandboxNotification | undefined {
  try {
    const body = JSON.parse(rawBody) as Partial<SandboxNotification>;
    const valid =
      typeof body.guid === 'string' &&
      (body.status === 'paid' || body.status === 'failed') &&
      Number.isSafeInteger(body.amount) &&
      typeof body.currency === 'string';
    return valid ? (body as SandboxNotification) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The built-in provider: its payment page lives in this server (`/api/sandbox/pay/:guid`), it keeps
 * its own record of decisions, and it notifies us with a signed request, as PayU or Przelewy24 do.
 */
export function createSandboxProvider(options: {
  secret: string;
  publicUrl: string;
  /** The donor's choice as the sandbox's books hold it: kept by the payments component, so this adapter runs no SQL. */
  decisionOf: (guid: string) => Promise<SandboxNotification['status'] | undefined>;
  /** Issue 40: the token the donor's consent gave a first payment (and the card expiry the tester set), from the sandbox's books. */
  tokenOf: (guid: string) => Promise<RecurringToken | undefined>;
  /** Issue 40: the sandbox's books decide a later charge by what the tester chose with the consent; once per guid. */
  chargeWith: (charge: { token: string; method: RecurringMethod; guid: string }) => Promise<SandboxChargeDecision | undefined>;
}): PaymentProvider {
  const { secret, decisionOf, tokenOf, chargeWith } = options; // publicUrl is read at each use: tests learn their port late
  return {
    name: 'sandbox',
    registersLocally: true,
    // Issue 40: its page approves a first payment by card or by BLIK (a recurring BLIK alias), as the donor chose.
    recurringMethods: ['card', 'blik'],
    async register(input) {
      return { redirectUrl: `${options.publicUrl}/api/sandbox/pay/${input.guid}`, providerRef: `sandbox-${input.guid}` };
    },
    parseNotification(rawBody, headers): ParsedNotification {
      const body = parse(rawBody);
      if (!signatureMatches(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret)) {
        return { ok: false, reason: 'bad_signature', ...(body ? { guid: body.guid } : {}) };
      }
      if (!body) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        event: {
          eventKey: `${body.guid}:${body.status}`,
          guid: body.guid,
          providerRef: `sandbox-${body.guid}`,
          status: body.status,
          amount: body.amount,
          currency: body.currency,
          method: body.method,
        },
      };
    },
    parseRefundNotification(rawBody, headers): ParsedRefundNotification | undefined {
      const refund = parseRefund(rawBody);
      if (!refund) return undefined;
      if (!signatureMatches(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret)) return { ok: false, reason: 'bad_signature', guid: refund.guid };
      return {
        ok: true,
        refund: {
          eventKey: `refund:${refund.refund_key}:${refund.status}`,
          guid: refund.guid,
          refundKey: refund.refund_key,
          providerRefundId: `sandbox-refund-${refund.refund_key}`,
          status: 'confirmed',
          amount: refund.amount,
          currency: refund.currency,
        },
      };
    },
    async confirm() {},
    async fetchStatus(payment): Promise<ProviderStatus> {
      return { status: (await decisionOf(payment.guid)) ?? 'pending', providerRef: `sandbox-${payment.guid}`, amount: null, currency: null };
    },
    async listMethods() {
      return METHODS;
    },
    async checkConnection() {},
    /** No money moves: the sandbox refunds at once and confirms it through our notification address, as a real provider would. */
    async refund(input: RefundInput) {
      const notification: SandboxRefundNotification = {
        guid: input.guid,
        refund_key: input.refundKey,
        status: 'refunded',
        amount: input.amount,
        currency: input.currency,
      };
      await sendSigned(input.notifyUrl, JSON.stringify(notification), secret).catch(() => undefined);
      return { providerRefundId: `sandbox-refund-${input.refundKey}` };
    },
    /** The sandbox keeps no refunds: asked about one, it knows none, and asking again only repeats its notification (applied once). */
    async fetchRefund() {
      return { status: 'unknown', providerRefundId: null, amount: null };
    },
    async recurringToken(payment) {
      return (await tokenOf(payment.guid)) ?? null;
    },
    /**
     * Issue 40: a later charge, decided by the sandbox's books (what the tester chose with the consent) once per guid:
     * paid or failed is said in a signed notification, as for a donor's decision; a repeat sends the same word.
     */
    async chargeRecurring(input: RecurringChargeInput) {
      const decision = await chargeWith({ token: input.token, method: input.method, guid: input.guid });
      if (decision === undefined) return { outcome: 'reauthorise' as const }; // a token the sandbox never gave (of this kind)
      if (decision === 'reauthorise') return { outcome: 'reauthorise' as const };
      const notification: SandboxNotification = { guid: input.guid, status: decision, amount: input.amount, currency: input.currency, method: input.method };
      await sendSigned(input.notifyUrl, JSON.stringify(notification), secret).catch(() => undefined); // reconcile asks again
      return { outcome: 'pending' as const };
    },
    answers: {
      accepted: { status: 200, body: 'OK', contentType: 'text/plain' },
      rejected: { status: 400, body: 'REJECTED', contentType: 'text/plain' },
    },
  };
}
