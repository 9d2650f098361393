// zod → JSON Schema draft 2020-12 (the dialect of OpenAPI 3.1), with the named answers as shared components.
import { z } from '../schemas/zod.js';
import { adminLoginAnswerSchema, sessionSchema, userInfoSchema } from '../schemas/account-views.js';
import {
  adminCharityViewSchema,
  adminNeedySchema,
  charityCardSchema,
  charityDetailsSchema,
  needySchema,
  ownCharitySchema,
  statisticsSchema,
} from '../schemas/charity-views.js';
import { errorBodySchema, unauthorizedBodySchema } from '../schemas/error.js';
import {
  adminPaymentSchema,
  paymentDetailsSchema,
  paymentMethodSchema,
  supporterSchema,
  userDonationSchema,
} from '../schemas/payment-views.js';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/** The answers the document names once and refers to: the entities of spec §3 and the error body. */
const NAMED: [z.ZodType, string][] = [
  [needySchema, 'Needy'],
  [adminNeedySchema, 'AdminNeedy'],
  [charityCardSchema, 'Charity'],
  [charityDetailsSchema, 'CharityDetails'],
  [adminCharityViewSchema, 'AdminCharity'],
  [ownCharitySchema, 'OwnCharity'],
  [statisticsSchema, 'Statistics'],
  [sessionSchema, 'Session'],
  [adminLoginAnswerSchema, 'AdminLoginAnswer'],
  [userInfoSchema, 'UserInfo'],
  [paymentDetailsSchema, 'PaymentDetails'],
  [adminPaymentSchema, 'AdminPayment'],
  [userDonationSchema, 'UserDonation'],
  [supporterSchema, 'Supporter'],
  [paymentMethodSchema, 'PaymentMethod'],
  [errorBodySchema, 'ApiError'],
  [unauthorizedBodySchema, 'Unauthorized'],
];

const names = z.registry<{ id: string }>();
for (const [schema, id] of NAMED) names.add(schema, { id });

const TARGET = 'draft-2020-12' as const;

/** Drops what belongs to a standalone schema document, not to a schema inside the API document. */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, $defs: _defs, ...rest } = schema;
  return rest;
}

/** `#/$defs/Charity` → `#/components/schemas/Charity`: the named schemas live once, in the components. */
const toComponents = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/\$defs\/([A-Za-z]+)"/g, `"${COMPONENTS}$1"`)) as JsonSchema;

/** A request's schema (what may be sent: before defaults and transforms) or an answer's (exactly what comes back). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: TARGET, io, metadata: names }) as JsonSchema;
  const id = names.get(schema)?.id;
  return id ? { $ref: `${COMPONENTS}${id}` } : toComponents(embedded(converted));
}

/** The named answers, for `components.schemas`. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(names, { target: TARGET, io: 'output', uri: (id) => `${COMPONENTS}${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}
