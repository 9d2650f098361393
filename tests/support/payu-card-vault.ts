// Issue 40: the cards side of the PayU stand-in, written from PayU's documentation ("Recurring Payments", "Creating
// Tokens", "Charging Tokens", "Retrieving and Deleting tokens" under developers.payu.com/europe/docs/payment-solutions/
// cards/): a single-use token (TOK_) as PayU's Secure Form gives the donor's browser, spent once by an order with
// `recurring: "FIRST"` (or `cardOnFile: "FIRST"`), which creates the customer's multi-use token (TOKC_), ACTIVE once that
// first order is COMPLETED; later orders with `recurring: "STANDARD"` and the TOKC_, refused when the FIRST failed.
import { randomBytes } from 'node:crypto';

export interface PayuCard {
  /** What Secure Form's tokenize() gave the browser: single use. */
  singleUse: string;
  expirationMonth: number;
  expirationYear: number;
  number: string;
}

export interface PayuStoredCard {
  value: string;
  /** The customer PayU keeps it for: the first order's buyer.email and buyer.extCustomerId. */
  email: string;
  extCustomerId: string;
  /** The FIRST order that created it: the token is ACTIVE once that order is COMPLETED. */
  firstOrderId: string;
  card: PayuCard;
}

export type CardOrderCheck = { refused: { status: number; statusCode: string; desc: string } } | { first: PayuCard } | { standard: PayuStoredCard } | null;

const refusal = (statusCode: string, desc: string, status = 400) => ({ refused: { status, statusCode, desc } });

export function createCardVault() {
  const issued = new Map<string, PayuCard>();
  const spent = new Set<string>();
  const stored = new Map<string, PayuStoredCard>();

  return {
    stored,
    /** Secure Form's tokenize('MULTI') in the donor's browser: the card stays with PayU, the page gets a TOK_. */
    tokenize(card: { expirationMonth: number; expirationYear: number; number?: string }): string {
      const singleUse = `TOK_${randomBytes(12).toString('hex').toUpperCase()}`;
      issued.set(singleUse, { singleUse, number: card.number ?? '424242******4242', expirationMonth: card.expirationMonth, expirationYear: card.expirationYear });
      return singleUse;
    },

    /** What an order with a CARD_TOKEN pay method may do, or why PayU refuses it; null for any other order. */
    check(order: Record<string, unknown>, statusOf: (orderId: string) => string | undefined): CardOrderCheck {
      const payMethod = (order.payMethods as { payMethod?: { type?: string; value?: string } } | undefined)?.payMethod;
      if (payMethod?.type !== 'CARD_TOKEN') return null;
      if (order.recurring !== undefined && order.cardOnFile !== undefined) return refusal('ERROR_VALUE_INVALID', "'cardOnFile' parameter cannot be used with 'recurring' parameter");
      const value = String(payMethod.value);
      const buyer = order.buyer as { email?: string; extCustomerId?: string } | undefined;
      if (value.startsWith('TOK_')) {
        const card = issued.get(value);
        if (!card || spent.has(value)) return refusal('ERROR_VALUE_INVALID', 'Invalid card token');
        if (order.recurring !== 'FIRST' && order.cardOnFile !== 'FIRST') return refusal('ERROR_VALUE_INVALID', 'A single-use token is stored only with FIRST');
        if (!buyer?.email || !buyer.extCustomerId) return refusal('ERROR_VALUE_MISSING', 'buyer.extCustomerId');
        spent.add(value);
        return { first: card };
      }
      const card = stored.get(value);
      if (!card) return refusal('ERROR_VALUE_INVALID', 'Invalid card token');
      if (order.recurring !== 'STANDARD' && order.cardOnFile === undefined) return refusal('ERROR_VALUE_INVALID', 'A multi-use token needs recurring or cardOnFile');
      if (statusOf(card.firstOrderId) !== 'COMPLETED') return refusal('ERROR_VALUE_INVALID', 'FIRST recurring payment failed');
      return { standard: card };
    },

    /** The FIRST order created the customer's multi-use token. */
    store(card: PayuCard, firstOrderId: string, buyer: { email: string; extCustomerId: string }): PayuStoredCard {
      const entry: PayuStoredCard = { value: `TOKC_${randomBytes(12).toString('hex').toUpperCase()}`, email: buyer.email, extCustomerId: buyer.extCustomerId, firstOrderId, card };
      stored.set(entry.value, entry);
      return entry;
    },

    /** GET paymethods' `cardTokens` for a trusted_merchant token's customer: NEW until the FIRST order is COMPLETED. */
    cardTokens(customer: { email: string; extCustomerId: string }, statusOf: (orderId: string) => string | undefined) {
      return [...stored.values()]
        .filter((entry) => entry.email === customer.email && entry.extCustomerId === customer.extCustomerId)
        .map((entry) => ({
          value: entry.value,
          brandImageUrl: 'https://static.payu.com/images/mobile/visa.png',
          preferred: true,
          status: statusOf(entry.firstOrderId) === 'COMPLETED' ? 'ACTIVE' : 'NEW',
          cardExpirationYear: entry.card.expirationYear,
          cardExpirationMonth: entry.card.expirationMonth,
          cardNumberMasked: entry.card.number,
          cardScheme: 'VS',
          cardBrand: 'VISA',
        }));
    },
  };
}

export type CardVault = ReturnType<typeof createCardVault>;
