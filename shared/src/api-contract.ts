// The whole API contract: every route of the table with what it takes and answers. Imports the route table,
// never the other way round, so the web's first load (which needs the table) carries no schema and no zod.
import { API_ROUTES, type ApiRouteName } from './api-routes.js';
import { accountContracts } from './contract/accounts.js';
import { adminContracts } from './contract/admin.js';
import { bankStatementContracts } from './contract/bank-statements.js';
import { catalogContracts } from './contract/catalog.js';
import { ledgerContracts } from './contract/ledger.js';
import { recurringContracts } from './contract/recurring.js';
import { charityContracts } from './contract/charities.js';
import { expenseContracts } from './contract/expenses.js';
import { foundationContracts } from './contract/foundation.js';
import { paymentContracts } from './contract/payments.js';
import { reportContracts } from './contract/reports.js';
import { updateContracts } from './contract/updates.js';
import type { ResponseContract, RouteContract } from './contract/route-contract.js';
import { errorBodySchema, unauthorizedBodySchema } from './schemas/error.js';

/** A route without a contract, or a contract without a route, fails type-checking here. */
export const API_CONTRACT = {
  ...accountContracts,
  ...charityContracts,
  ...paymentContracts,
  ...foundationContracts,
  ...adminContracts,
  ...reportContracts,
  ...updateContracts,
  ...bankStatementContracts,
  ...expenseContracts,
  ...catalogContracts,
  ...ledgerContracts,
  ...recurringContracts,
} satisfies Record<ApiRouteName, RouteContract>;

/** Failures every route of its kind can meet, whatever the route itself does. */
function sharedFailures(name: ApiRouteName): Record<number, ResponseContract> {
  const { auth, method, roles } = API_ROUTES[name];
  // Issue 33: any route may find the database unreachable (503 DATABASE_UNAVAILABLE).
  const failures: Record<number, ResponseContract> = { 500: errorBodySchema, 503: errorBodySchema };
  // Any write may carry a body: one that is not JSON (or multipart, or the form where one is taken), malformed or too large.
  // Issue 33: a body that does not arrive in time is cut (408), and any write may find the disk full (503 STORAGE_FULL).
  if (method !== 'GET') Object.assign(failures, { 400: errorBodySchema, 408: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema });
  if (auth !== 'public') failures[401] = unauthorizedBodySchema;
  // Staff powers, on an owner route too (someone else's record), wait for two-factor login under REQUIRE_ADMIN_2FA.
  if (auth === 'staff' || auth === 'admin' || (auth === 'owner' && roles.length > 0)) failures[403] = errorBodySchema;
  return failures;
}

/** Every answer a route can give, by status: its own and the shared failures. */
export const responsesOf = (name: ApiRouteName): Record<number, ResponseContract> => ({
  ...sharedFailures(name),
  ...API_CONTRACT[name].responses,
});
