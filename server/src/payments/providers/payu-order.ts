// The order PayU is asked to create (POST api/v2_1/orders, OrderCreateRequest of REST API 2.1.0), within every limit its
// reference documents, so a real PayU never refuses it: texts the donor only sees are shortened, the rest is checked
// before anything is sent (a Polish reason in a ProviderError, PAYMENT_PROVIDER to the caller).
import ipaddr from 'ipaddr.js';
import { ProviderError, type RecurringChargeInput, type RegisterInput } from './provider.js';

/** The documented maxLength of each OrderCreateRequest field we send, counted as PayU's Java counts (UTF-16 units). */
export const PAYU_ORDER_LIMITS = {
  notifyUrl: 1024,
  continueUrl: 1024,
  description: 4000,
  extOrderId: 1024,
  'products.name': 255,
  'buyer.email': 255,
  'buyer.firstName': 100,
  'buyer.lastName': 100,
} as const;

/** At most `limit` UTF-16 units, never cutting a character (a Polish letter, an emoji) in half. */
export function withinUnits(text: string, limit: number): string {
  let kept = '';
  for (const char of text) {
    if (kept.length + char.length > limit) break;
    kept += char;
  }
  return kept;
}

/**
 * The donor's address as the reference words it: IPv4 in dotted decimal, IPv6 as eight groups of four hexadecimal
 * digits. An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) is written as IPv4; a compressed IPv6 (`2001:db8::7`) in full.
 */
export function payuCustomerIp(ip: string): string {
  const address = ipaddr.IPv4.isValidFourPartDecimal(ip) || ipaddr.IPv6.isValid(ip) ? ipaddr.process(ip) : null;
  if (!address) throw new ProviderError('payu', 'Adres IP darczyńcy nie jest poprawnym adresem IPv4 ani IPv6, więc PayU nie przyjąłby zlecenia.');
  if (address.kind() === 'ipv4') return address.toString();
  return (address as ipaddr.IPv6).parts.map((part) => part.toString(16).padStart(4, '0')).join(':');
}

function checked(field: keyof typeof PAYU_ORDER_LIMITS, value: string): string {
  if (value === '' || value.length > PAYU_ORDER_LIMITS[field]) {
    throw new ProviderError('payu', `Pole ${field} dla PayU musi mieć od 1 do ${PAYU_ORDER_LIMITS[field]} znaków.`);
  }
  return value;
}

/** The donor's name as PayU's buyer: the first word and the rest, each within 100 characters (PayU only prefills its page with them). */
function buyerOf(email: string, name: string | null) {
  const [firstName, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const lastName = rest.join(' ');
  return {
    email: checked('buyer.email', email),
    ...(firstName ? { firstName: withinUnits(firstName, PAYU_ORDER_LIMITS['buyer.firstName']) } : {}),
    ...(lastName ? { lastName: withinUnits(lastName, PAYU_ORDER_LIMITS['buyer.lastName']).trimEnd() } : {}),
    language: 'pl',
  };
}

/**
 * Issue 40, PayU's recurring card payments (developers.payu.com, "Recurring Payments" and "Creating Tokens" under
 * payment-solutions/cards): the first order carries `recurring: "FIRST"` and the single-use token (TOK_) PayU's Secure
 * Form gave the donor's browser; each later one `recurring: "STANDARD"` and the multi-use token (TOKC_), charged by our
 * scheduler with no 3-D Secure or CVV. `recurring` and `cardOnFile` never go together; `threeDsAuthentication.recurring`
 * (the fewest days between charges, and no end: 9999-12-31) is the object PayU strongly recommends on both.
 * `buyer.extCustomerId` names the schedule's card at PayU (the first payment's guid), so its multi-use token is
 * retrieved for exactly this schedule (GET paymethods with a trusted_merchant token, payu.ts).
 */
const RECURRING_3DS = { recurring: { frequency: '28', expiry: '9999-12-31T00:00:00Z' } };

/** The customer PayU keeps the schedule's card under: the first payment's guid. */
export const payuCustomerOf = (firstPaymentGuid: string) => `zlota-rybka-${firstPaymentGuid}`;

function recurringFirst(input: RegisterInput, order: Record<string, unknown>): void {
  const token = input.cardToken ?? '';
  if (!/^TOK_\w{1,120}$/.test(token)) throw new ProviderError('payu', 'Pierwsza wpłata co miesiąc przez PayU wymaga tokenu karty (TOK_) z formularza PayU.');
  if (!input.donorEmail) throw new ProviderError('payu', 'Pierwsza wpłata co miesiąc przez PayU wymaga adresu e-mail darczyńcy.');
  order.recurring = 'FIRST';
  order.payMethods = { payMethod: { type: 'CARD_TOKEN', value: token } };
  order.buyer = { ...buyerOf(input.donorEmail, input.donorName), extCustomerId: payuCustomerOf(input.guid) };
  order.threeDsAuthentication = RECURRING_3DS;
}

/** What every order carries: where PayU notifies, the donor's address, the amount, our guid and the one product. */
function orderCore(input: Pick<RegisterInput, 'notifyUrl' | 'customerIp' | 'description' | 'currency' | 'amount' | 'guid'>, posId: string): Record<string, unknown> {
  const description = withinUnits(input.description, PAYU_ORDER_LIMITS.description);
  return {
    notifyUrl: checked('notifyUrl', input.notifyUrl),
    customerIp: payuCustomerIp(input.customerIp),
    merchantPosId: posId,
    description: checked('description', description),
    currencyCode: input.currency,
    totalAmount: String(input.amount),
    extOrderId: checked('extOrderId', input.guid),
    products: [{ name: checked('products.name', withinUnits(description, PAYU_ORDER_LIMITS['products.name'])), unitPrice: String(input.amount), quantity: '1' }],
  };
}

/** A later charge of a schedule: an ordinary order with `recurring: "STANDARD"` and the multi-use token, without the donor. */
export function payuRecurringOrder(input: RecurringChargeInput, posId: string): Record<string, unknown> {
  return {
    ...orderCore(input, posId),
    ...(input.donorEmail ? { buyer: buyerOf(input.donorEmail, null) } : {}),
    recurring: 'STANDARD',
    payMethods: { payMethod: { type: 'CARD_TOKEN', value: input.token } },
    threeDsAuthentication: RECURRING_3DS,
  };
}

export function payuOrder(input: RegisterInput, posId: string): Record<string, unknown> {
  const order: Record<string, unknown> = { ...orderCore(input, posId), continueUrl: checked('continueUrl', input.returnUrl) };
  if (input.donorEmail) order.buyer = buyerOf(input.donorEmail, input.donorName);
  if (input.recurring) recurringFirst(input, order);
  else if (input.method) order.payMethods = { payMethod: { type: 'PBL', value: input.method } };
  return order;
}
