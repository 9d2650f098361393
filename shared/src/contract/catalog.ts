import type { ApiRouteName } from '../api-routes.js';
import { catalogChangesQuerySchema, catalogChangesSchema } from '../schemas/catalog-changes.js';
import { errors, notModified, type RouteContract } from './route-contract.js';

/** Issue 39: the whole active catalog for the offline copy, as a delta feed. */
export const catalogContracts = {
  catalogChanges: {
    summary: 'Zmiany katalogu od kursora (dla kopii offline): aktywne zbiórki z opisem i aktualnościami, które się pojawiły lub zmieniły, oraz numery tych, które się zakończyły',
    tag: 'Zbiórki',
    query: catalogChangesQuerySchema,
    responses: { 200: catalogChangesSchema, ...notModified, ...errors(400) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
