// Stable error codes of the API and the one error body shape (ARCHITECTURE §3).

export const ERROR_CODES = [
  'VALIDATION',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'ROLE_FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'DUPLICATE_BANK_REFERENCE',
  'REPORT_ALREADY_CLOSED',
  'YEARLY_SUMMARIES_ALREADY_SENT',
  'WRONG_PASSWORD',
  'HAS_OPEN_FUNDRAISER',
  /** Issue 36: nobody changes their own role in the team; another admin does it. */
  'OWN_ROLE_UNCHANGEABLE',
  /** Issue 36: the last active admin is never demoted, deactivated or deleted, by any path. */
  'LAST_ADMIN',
  /** Issue 36: a list asked to sort by a column it does not sort by (`?sort=`), or in an order other than asc/desc. */
  'SORT_UNKNOWN',
  'TOKEN_INVALID',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'RATE_LIMITED',
  'PAYMENT_PROVIDER',
  'PAYMENT_HOST_NOT_ALLOWED',
  /** A payment notification from an address its provider does not publish, while PAYMENT_NOTIFICATION_SOURCES is set. */
  'NOTIFICATION_SOURCE_REFUSED',
  'PAYMENT_SECRETS_REQUIRED',
  'PAYMENTS_UNAVAILABLE',
  /** Issue 40: a monthly donation asked of a provider that cannot charge again without the donor (Przelewy24 here). */
  'RECURRING_UNSUPPORTED',
  /** Issue 40 item 5: a change of a schedule its state does not allow (a cancelled one changed, an active one resumed). */
  'RECURRING_STATE',
  /** A sealed value (a two-factor secret, a provider's credentials) that the server's APP_SECRET does not open (issue 33). */
  'SECRET_KEY_MISMATCH',
  'TOO_MANY_PICTURES',
  /** An uploaded statute or security policy that is not a PDF (issue 30). */
  'DOCUMENT_NOT_PDF',
  /** Issue 35: an expense's invoice or its public copy that is neither a PDF nor a PNG, JPEG or WebP picture. */
  'EXPENSE_DOCUMENT_TYPE',
  /** Issue 35: an expense above the threshold is approved by a second staff member, never by its author. */
  'EXPENSE_SECOND_APPROVAL_REQUIRED',
  /** Issue 35: an expense in a state that does not allow the step (approving a rejected one, paying a proposed one). */
  'EXPENSE_STATE',
  /** Issue 35: paying more than the fundraiser's balance, without an admin's override. */
  'EXPENSE_OVER_BALANCE',
  /** Issue 35: only an admin overrides the balance, and always with a reason. */
  'EXPENSE_OVERRIDE_ADMIN_ONLY',
  /** Issue 34: an uploaded file that is not an MT940 or CAMT.053 statement. */
  'STATEMENT_NOT_RECOGNISED',
  /** Issue 34: a statement's line that is already booked or put aside. */
  'STATEMENT_ENTRY_SETTLED',
  /** Issue 35: an outgoing line settles only an expense of exactly its amount. */
  'STATEMENT_EXPENSE_AMOUNT',
  /** Issue 35: a movement of money dated in a month closed in the ledger; a late one goes into the open month. */
  'MONTH_CLOSED',
  /** Issue 35: a month is closed only once it is over, and once. */
  'MONTH_NOT_OVER',
  /** An uploaded logo that is not a PNG or JPEG picture the portal can draw, or too many pixels (issue 30). */
  'LOGO_NOT_IMAGE',
  'UNSUBSCRIBE_LINK_INVALID',
  'UPDATES_LINK_INVALID',
  /** The disk (or PostgreSQL's) is full: nothing can be written until space is freed (issue 33). */
  'STORAGE_FULL',
  /** The database cannot be reached (PostgreSQL stopped, its connections cut): nothing was written, the request may be repeated (issue 33). */
  'DATABASE_UNAVAILABLE',
  /** A request's body did not arrive whole in time (issue 33). */
  'REQUEST_TIMEOUT',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  /** Present on every 401 so the client can force a logout (spec §4). */
  name?: 'Unauthorized';
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
