// PayU REST API 2.1.0 (GPO Europe reference) as it documents the bodies of POST api/v2_1/orders (OrderCreateRequest)
// and POST api/v2_1/orders/{orderId}/refunds: the required fields, the types and every maxLength, written here from
// the reference and not from the adapter, so the PayU stand-in refuses what PayU would refuse, with PayU's answer.

/** PayU's 400 answers: a required field missing, or a field of the wrong type, length or form. */
export type PayuFieldError = { statusCode: 'ERROR_VALUE_MISSING' | 'ERROR_VALUE_INVALID'; field: string };

interface Field {
  type: 'string' | 'boolean' | 'object' | 'array';
  required?: true;
  /** Lengths as Java counts them (UTF-16 units): stricter than code points, so what passes here passes PayU. */
  min?: number;
  max?: number;
  form?: RegExp;
  oneOf?: readonly string[];
  fields?: Fields;
  items?: Field;
}
type Fields = Record<string, Field>;

const amount: Field = { type: 'string', form: /^\d{1,18}$/ };
const text = (max?: number, min?: number): Field => ({ type: 'string', ...(max ? { max } : {}), ...(min ? { min } : {}) });
const required = (field: Field): Field => ({ ...field, required: true });

/** IPv4 in dotted decimal (each part 0–255), or IPv6 as eight groups of four hexadecimal digits, as the reference words it. */
const IP = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|[0-9a-fA-F]{4}(?::[0-9a-fA-F]{4}){7})$/;

const buyer: Field = {
  type: 'object',
  fields: {
    extCustomerId: text(255, 1),
    email: text(255, 1),
    phone: text(255, 1),
    firstName: text(100, 1),
    lastName: text(100, 1),
    nin: text(),
    language: text(),
    birthDate: text(),
    delivery: { type: 'object', fields: Object.fromEntries(['street', 'postalBox', 'postalCode', 'city', 'state', 'name', 'recipientName'].map((name) => [name, text(255)])) },
  },
};

const product: Field = {
  type: 'object',
  fields: { name: required(text(255, 1)), unitPrice: required(amount), quantity: required({ type: 'string', form: /^[1-9]\d{0,8}$/ }), virtual: { type: 'boolean' } },
};

const payMethod: Field = {
  type: 'object',
  fields: {
    type: required({ type: 'string', oneOf: ['PBL', 'CARD_TOKEN', 'PAYMENT_WALL', 'BLIK_AUTHORIZATION_CODE', 'BLIK_TOKEN', 'TRANSPARENT'] }),
    value: required(text(undefined, 1)),
    authorizationCode: text(),
  },
};

/** OrderCreateRequest: required customerIp, merchantPosId, description, currencyCode, totalAmount, products. */
export const ORDER_CREATE_REQUEST: Fields = {
  continueUrl: text(1024),
  notifyUrl: text(1024),
  customerIp: required({ type: 'string', form: IP }),
  merchantPosId: required(text(undefined, 1)),
  description: required(text(4000, 1)),
  additionalDescription: text(1024),
  visibleDescription: text(80),
  statementDescription: text(22),
  extOrderId: text(1024, 1),
  currencyCode: required({ type: 'string', form: /^[A-Z]{3}$/ }),
  totalAmount: required({ ...amount, form: /^[1-9]\d{0,17}$/ }),
  validityTime: { type: 'string', form: /^\d{1,9}$/ },
  cardOnFile: { type: 'string', oneOf: ['FIRST', 'STANDARD_CARDHOLDER', 'STANDARD_MERCHANT'] },
  recurring: { type: 'string', oneOf: ['FIRST', 'STANDARD'] },
  buyer,
  products: required({ type: 'array', min: 1, items: product }),
  payMethods: { type: 'object', fields: { payMethod: required(payMethod) } },
  deviceFingerprint: text(255),
};

/** The refund request: `refund` with its required description; amount in the lowest currency unit, as a string. */
export const REFUND_CREATE_REQUEST: Fields = {
  refund: required({
    type: 'object',
    fields: {
      description: required(text(undefined, 1)),
      amount: { ...amount, form: /^[1-9]\d{0,17}$/ },
      extRefundId: text(undefined, 1),
      currencyCode: { type: 'string', form: /^[A-Z]{3}$/ },
      bankDescription: text(),
      type: { type: 'string', oneOf: ['REFUND_PAYMENT_STANDARD', 'FAST'] },
    },
  }),
};

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function check(value: unknown, field: Field, path: string): PayuFieldError | null {
  const invalid = { statusCode: 'ERROR_VALUE_INVALID', field: path } as const;
  if (typeOf(value) !== field.type) return invalid;
  if (typeof value === 'string') {
    if ((field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max)) return invalid;
    if ((field.form && !field.form.test(value)) || (field.oneOf && !field.oneOf.includes(value))) return invalid;
  }
  if (Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) return { statusCode: 'ERROR_VALUE_MISSING', field: path };
    for (const [index, item] of value.entries()) {
      const error = field.items ? check(item, field.items, `${path}[${index}]`) : null;
      if (error) return error;
    }
  }
  if (field.fields) return checkFields(value as Record<string, unknown>, field.fields, `${path}.`);
  return null;
}

/** The first field PayU would refuse in `body`, or null when every documented rule holds. Fields the reference does not list pass. */
export function checkFields(body: Record<string, unknown>, fields: Fields, prefix = ''): PayuFieldError | null {
  for (const [name, field] of Object.entries(fields)) {
    const value = body[name];
    if (value === undefined) {
      if (field.required) return { statusCode: 'ERROR_VALUE_MISSING', field: prefix + name };
      continue;
    }
    const error = check(value, field, prefix + name);
    if (error) return error;
  }
  return null;
}

/** PayU's 400 answer to a refused field. */
export const fieldFailure = (error: PayuFieldError) => ({
  status: {
    statusCode: error.statusCode,
    severity: 'ERROR',
    statusDesc: `${error.statusCode === 'ERROR_VALUE_MISSING' ? 'Missing required field' : 'Invalid value'}: ${error.field}`,
  },
});
