import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import { AppError } from '../../libraries/errors.js';

// One interface for every payment provider (ARCHITECTURE §4). Amounts are grosze, currency ISO 4217.

export type ProviderName = 'sandbox' | 'payu' | 'przelewy24';
export const PROVIDER_NAMES: readonly ProviderName[] = ['sandbox', 'payu', 'przelewy24'];

export interface RegisterInput {
  /** Our payment's guid: PayU extOrderId, Przelewy24 sessionId. */
  guid: string;
  amount: number;
  currency: string;
  /** Shown to the donor by the provider, e.g. "Darowizna: Wózek dla Łucji". */
  description: string;
  donorEmail: string | null;
  donorName: string | null;
  method: string | null;
  customerIp: string;
  /** Where the provider sends notifications. */
  notifyUrl: string;
  /** Where the provider returns the donor. */
  returnUrl: string;
  /** Issue 40: the first payment of a monthly schedule: the provider asks for the consent (and token) later charges need. */
  recurring?: boolean;
  /** Issue 40: what the later charges are made with (a card's token or a recurring BLIK alias); with `recurring`. */
  recurringMethod?: RecurringMethod;
  /** Issue 40: PayU's single-use card token (TOK_) from its own Secure Form in the donor's browser: never card data. */
  cardToken?: string | null;
}

/** Issue 40: the multi-use token a first payment gave, and the month its card expires (YYYY-MM) when the provider says. */
export interface RecurringToken {
  token: string;
  cardExpiry: string | null;
}

/** Issue 40: a later charge of a monthly schedule, made with the provider's multi-use token (never card data). */
export interface RecurringChargeInput {
  /** Our payment's guid for this charge. */
  guid: string;
  token: string;
  /** What the token is: a card's multi-use token or a recurring BLIK alias. */
  method: RecurringMethod;
  amount: number;
  currency: string;
  description: string;
  donorEmail: string | null;
  customerIp: string;
  notifyUrl: string;
  /** Ours, the same for a repeat of one attempt (schedule, period, attempt): a repeat is never a second charge. */
  idempotencyKey: string;
}

/**
 * pending: the provider took the charge and says its outcome in a notification, as for any payment; declined: refused
 * now (the schedule retries); reauthorise: the provider wants the donor to approve again (the schedule pauses).
 */
export type RecurringChargeOutcome = 'pending' | 'declined' | 'reauthorise';

export interface Registered {
  redirectUrl: string;
  /** The provider's own id of the order (PayU orderId), when it gives one at registration. */
  providerRef: string | null;
}

export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed';

/** A notification whose signature checked out, reduced to what we act on. */
export interface VerifiedEvent {
  /** Unique per provider event: a redelivered notification has the same key. */
  eventKey: string;
  guid: string;
  providerRef: string | null;
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  method: string | null;
  /** Anything the provider needs again to confirm the payment (Przelewy24 verify: orderId). */
  confirmation?: Record<string, string | number>;
}

/** A signed word about one of our refunds: the provider finished it (confirmed) or gave it up (failed). */
export interface VerifiedRefundEvent {
  /** Unique per provider event: a redelivered notification has the same key. */
  eventKey: string;
  guid: string;
  /** Our refund key, when the provider sends it back (PayU extRefundId, Przelewy24 refundsUuid, the sandbox). */
  refundKey: string | null;
  providerRefundId: string | null;
  status: 'confirmed' | 'failed' | 'pending';
  amount: number;
  currency: string;
}

/** undefined from parseRefundNotification: the notification is about a payment, not a refund. */
export type ParsedRefundNotification = { ok: true; refund: VerifiedRefundEvent } | { ok: false; reason: 'bad_signature' | 'malformed'; guid?: string };

export type ParsedNotification =
  | { ok: true; event: VerifiedEvent }
  | { ok: false; reason: 'bad_signature' | 'malformed'; guid?: string };

export interface ProviderStatus {
  status: ProviderPaymentStatus;
  providerRef: string | null;
  amount: number | null;
  currency: string | null;
  confirmation?: Record<string, string | number>;
}

/**
 * The provider's word on one of our refunds, asked for by our refund key (reconciling a refund whose answer was lost):
 * `unknown` when the provider has no refund under that key, so it may be asked again with the same key.
 */
export interface ProviderRefundStatus {
  status: 'confirmed' | 'failed' | 'pending' | 'unknown';
  providerRefundId: string | null;
  amount: number | null;
}

export interface PaymentMethod {
  id: string;
  name: string;
  image_url: string | null;
}

/** The HTTP answer a provider's documentation asks for. */
export interface ProviderAnswer {
  status: number;
  body: string;
  contentType: string;
}

export interface RefundInput {
  /** The paid payment: our guid and the provider's reference to it (PayU orderId, Przelewy24 orderId). */
  guid: string;
  providerRef: string | null;
  currency: string;
  /** Grosze; at most what is left of the payment. */
  amount: number;
  /** Ours, unique per refund: a repeat with it is not a second refund (PayU extRefundId, Przelewy24 refundsUuid). */
  refundKey: string;
  description: string;
  /** Where the provider reports the refund's outcome: the payment's own notification address. */
  notifyUrl: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Registration calls nobody (the sandbox): it is made before the payment is stored, and the payment is stored
   * registered, in one write. A provider called over the network registers a payment already stored.
   */
  readonly registersLocally?: boolean;
  register(input: RegisterInput): Promise<Registered>;
  parseNotification(rawBody: string, headers: Record<string, string | undefined>): ParsedNotification;
  /** A refund's notification (it comes to the payment's own address), verified; undefined when the body is not one. */
  parseRefundNotification(rawBody: string, headers: Record<string, string | undefined>): ParsedRefundNotification | undefined;
  /**
   * Called once before a payment is counted as paid, with the verified event or polled status;
   * Przelewy24 requires `PUT transaction/verify` here. Throws when the provider does not confirm.
   */
  confirm(payment: { guid: string; amount: number; currency: string }, confirmation: Record<string, string | number> | undefined): Promise<void>;
  /** For reconciling: the provider's current word on a payment (by our guid and its reference). */
  fetchStatus(payment: { guid: string; providerRef: string | null }): Promise<ProviderStatus>;
  listMethods(): Promise<PaymentMethod[]>;
  /** "Sprawdź połączenie": asks the provider to accept the credentials; throws a ProviderError with a Polish reason if it does not. */
  checkConnection(): Promise<void>;
  /**
   * Asks the provider to refund (part of) a paid payment; the money counts as returned only when the
   * provider's refund notification confirms it. Answers the provider's id of the refund, when it gives one.
   */
  refund(input: RefundInput): Promise<{ providerRefundId: string | null }>;
  /** The provider's word on a refund asked for earlier under `input.refundKey` (the same input `refund` was given). */
  fetchRefund(input: RefundInput): Promise<ProviderRefundStatus>;
  readonly answers: { accepted: ProviderAnswer; rejected: ProviderAnswer };
  /**
   * Issue 40: the first payment of a schedule is paid with a card token from the provider's own form in the browser
   * (PayU's Secure Form), not on the provider's page: the donation's request carries it (`card_token`).
   */
  readonly recurringNeedsCardToken?: boolean;
  /**
   * Issue 40: what "co miesiąc" may be paid with through this provider (the schedule's `method`): a card's multi-use
   * token, and where the provider holds recurring BLIK aliases too, BLIK. Absent with `chargeRecurring`: card only.
   */
  readonly recurringMethods?: readonly RecurringMethod[];
  /** Issue 40: the multi-use token the donor's approval of a first payment gave (and its card's expiry), or null without the consent. */
  recurringToken?(payment: { guid: string; providerRef: string | null; donorEmail: string | null }): Promise<RecurringToken | null>;
  /** Issue 40: a later charge with the token, without the donor; absent where the provider offers none. */
  /** `providerRef`: the provider's own id of the charge when its answer gives one (PayU orderId), for reconciling a lost notification. */
  chargeRecurring?(input: RecurringChargeInput): Promise<{ outcome: RecurringChargeOutcome; providerRef?: string | null }>;
}

/** Issue 40: what "co miesiąc" may be paid with through a provider: none without later charges, card where it says nothing more. */
export const recurringMethodsOf = (provider: Pick<PaymentProvider, 'chargeRecurring' | 'recurringMethods'>): readonly RecurringMethod[] =>
  provider.chargeRecurring ? (provider.recurringMethods ?? ['card']) : [];

/** How PayU and Przelewy24 want their notifications answered: an empty 200 when taken, an empty 400 when refused. */
export const EMPTY_ANSWERS: PaymentProvider['answers'] = {
  accepted: { status: 200, body: '', contentType: 'text/plain' },
  rejected: { status: 400, body: '', contentType: 'text/plain' },
};

/** Sends HTTP with a timeout; injectable so adapters are tested against local stand-ins. */
export type HttpFetch = typeof fetch;

/**
 * The provider failed or refused: the donor is told to try again (502); the detail goes to the log. `unclear` when
 * nobody knows whether the provider acted (no answer in time, a broken connection, a 5xx, an unreadable answer):
 * a refund asked for then may have been carried out, so it is neither failed nor asked for under a new key.
 */
export class ProviderError extends AppError {
  constructor(
    readonly provider: ProviderName,
    readonly detail: string,
    readonly unclear = false,
  ) {
    super('PAYMENT_PROVIDER', 502, PAYMENT_MESSAGES.providerUnavailable);
    this.name = 'ProviderError';
  }
}
