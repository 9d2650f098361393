import { API_ROUTES } from '@zlota/shared/api-routes';
import { ledgerCorrectionInputSchema, monthParamSchema } from '@zlota/shared/schemas/ledger';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { ledgerCorrections, recordCorrection } from './correction-use-case.js';
import { closeLedgerMonth, ledgerFileName, ledgerMonthExport, ledgerMonths } from './ledger-use-case.js';

export function ledgerRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminLedgerMonths, async (_req, res) => {
    res.json(await ledgerMonths(deps));
  });
  register(API_ROUTES.adminLedgerMonthExport, async (req, res) => {
    const { month } = validate(monthParamSchema, req.params);
    const { csv, sha256 } = await ledgerMonthExport(deps, month);
    res.type('text/csv; charset=utf-8').attachment(ledgerFileName(month)).set({ 'Cache-Control': 'no-store', 'X-Content-SHA256': sha256 }).send(csv);
  });
  register(API_ROUTES.adminLedgerMonthClose, async (req, res) => {
    res.json(await closeLedgerMonth(deps, req.user!, validate(monthParamSchema, req.params).month));
  });
  register(API_ROUTES.adminLedgerCorrections, async (_req, res) => {
    res.json(await ledgerCorrections(deps));
  });
  register(API_ROUTES.adminLedgerCorrectionCreate, async (req, res) => {
    res.status(201).json(await recordCorrection(deps, req.user!, validate(ledgerCorrectionInputSchema, req.body)));
  });
}
